import type { NetworkModule } from '../module';
import type { XClient } from './client';
import { createXNetwork } from './network';
import { xSpend } from './spend';
import { sandboxRoutes } from './sandbox-routes';

/**
 * X, or sandbox X while X's OAuth client is not configured. The X client is a capability made
 * once in buildApp (`createXClient`; tests hand in their own), and this network wraps it.
 */
export const xModule: NetworkModule = {
  create(context) {
    const client = context.ready.x as XClient | undefined;
    if (!client) throw new Error('The X client is made in buildApp and handed in as ready.x');
    // Sandbox X makes no call to X, so it records no spend.
    const billing =
      client.provider === 'sandbox'
        ? undefined
        : { ledger: context.spend, prices: context.config.xPrices };
    return [
      createXNetwork(client, {
        now: context.now,
        lookupPages: context.lookupPages,
        spend: xSpend(billing),
      }),
    ];
  },
  routes: () => sandboxRoutes,
};
