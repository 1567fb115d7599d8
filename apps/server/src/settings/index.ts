/** Publishing settings: the user's time zone and weekly slots. */
export { getSettings } from './service';
export { settingsRoutes } from './routes';
