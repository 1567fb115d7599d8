/** History: each account's own posts read from its network, with their figures. */
export { historyRoutes } from './routes';
export {
  importedPostsOf,
  importedPostsWhere,
  importedTextsSince,
  type ImportedPostRow,
} from './repository';
