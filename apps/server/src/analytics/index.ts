/** Analytics: reading figures from X into snapshots, and the figures of a period. */
export { analyticsRoutes } from './routes';
export { scheduleMetricReads } from './job';
