/** History: each account's own posts read from its network, with their figures. */
export { historyRoutes } from './routes';
export { importedPostsOf, importedTextsSince, type ImportedPostRow } from './repository';
