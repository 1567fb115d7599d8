export { mediaRoutes } from './routes';
export { mediaProblems } from './service';
export { createDatabaseMediaStore } from './database-store';
export type { MediaStore, MediaRecord } from './store';
