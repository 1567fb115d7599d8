import type { ConfigResponse } from '@quillpost/shared';

/** A server configuration for component tests: sandbox payments and X, offline engine, given limits. */
export function serverConfig(limits = { free: 30, basic: 300, premium: 3000 }): ConfigResponse {
  return {
    payments: { provider: 'sandbox', keyId: 'sandbox' },
    generation: { engine: 'builtin', model: 'quillpost-offline', offline: true },
    x: { provider: 'sandbox' },
    auth: { google: false, localSignIn: true },
    plans: [
      { id: 'free', priceCents: 0, limit: limits.free },
      { id: '9_dollars', priceCents: 900, limit: limits.basic },
      { id: '19_dollars', priceCents: 1900, limit: limits.premium },
    ],
  };
}
