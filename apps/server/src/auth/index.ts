export { registerAuthentication, signedInAccount, signedInUser } from './authenticate';
export type { SessionAccount } from './repository';
export { authRoutes } from './routes';
