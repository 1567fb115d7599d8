import { PLAN_IDS, PLAN_PRICES_CENTS, ZConfigResponse } from '@quillpost/shared';
import type { App } from '../types';

/** What the web app needs to know about this server: providers and sign-in options. */
export async function metaRoutes(app: App): Promise<void> {
  const { config, generation, payments, x, networks } = app.deps;
  // A sandbox is offered where a real network is missing (X without its OAuth client), or on a
  // server only this machine reaches (or with SANDBOX_ACCOUNTS).
  const offered = networks
    .all()
    .filter(
      (network) =>
        network.provider === 'real' ||
        config.sandboxAccounts ||
        !networks.find(network.key, 'real'),
    )
    .map((network) => ({
      network: network.key,
      provider: network.provider,
      connect: network.connect.kind,
    }));
  const body = {
    payments: {
      provider: payments.name,
      keyId: payments.keyId,
    },
    generation: {
      engine: generation.engine.name,
      model: generation.engine.model,
      offline: generation.engine.offline,
    },
    x: { provider: x.provider },
    xPrices: config.xPrices,
    networks: offered,
    auth: { google: config.googleEnabled, localSignIn: config.localSignInEnabled },
    plans: PLAN_IDS.map((id) => ({
      id,
      priceCents: PLAN_PRICES_CENTS[id],
      limit: config.planLimits[id],
    })),
  };
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['meta'],
        summary: 'Public configuration for the web app',
        response: { 200: ZConfigResponse },
      },
    },
    async () => body,
  );
}
