/** The X feature: connected accounts, OAuth, and the X client capability. */
export * from './client';
export { createXClient } from './create-client';
export { findAccount, withAccessToken } from './access-token';
export { xNotConnected, xReconnectRequired } from './errors';
export { xRoutes } from './routes';
export { createPublishingX } from './publishing';
export { MAX_METRICS_IDS } from './metrics-answer';
