/** Connected accounts on every network: connecting, sessions with live credentials, the API. */
export { accountRoutes } from './routes';
export { xAccountRoutes } from './x-routes';
export { withSession, networkOf } from './session';
export { findAccountOfUser, firstAccountOn, listAccounts } from './service';
export { toAccount } from './view';
export type { AccountRow } from './repository';
