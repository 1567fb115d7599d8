import type { NetworkModule } from '../module';
import type { XClient } from './client';
import { createXNetwork } from './network';
import { sandboxRoutes } from './sandbox-routes';

/**
 * X, or sandbox X while X's OAuth client is not configured. The X client is a capability made
 * once in buildApp (`createXClient`; tests hand in their own), and this network wraps it.
 */
export const xModule: NetworkModule = {
  create(context) {
    const client = context.ready.x as XClient | undefined;
    if (!client) throw new Error('The X client is made in buildApp and handed in as ready.x');
    return [createXNetwork(client, { now: context.now, lookupPages: context.lookupPages })];
  },
  routes: () => sandboxRoutes,
};
