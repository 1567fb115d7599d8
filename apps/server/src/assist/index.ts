/** Assist: suggestions for a person's own text, through the one generation path. */
export { assistRoutes } from './routes';
