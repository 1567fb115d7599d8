import type { ConfigResponse } from '@quillpost/shared';

/**
 * A server configuration for component tests, as a local server answers: sandbox payments and X,
 * Bluesky and Mastodon with their sandboxes beside them, offline engine, given limits.
 */
export function serverConfig(limits = { free: 30, basic: 300, premium: 3000 }): ConfigResponse {
  return {
    payments: { provider: 'sandbox', keyId: 'sandbox' },
    generation: { engine: 'builtin', model: 'quillpost-offline', offline: true },
    x: { provider: 'sandbox' },
    xPrices: { post: 0.015, postWithLink: 0.2, mediaMetadata: 0.005, read: 0.001 },
    networks: [
      { network: 'x', provider: 'sandbox', connect: 'oauth' },
      { network: 'bluesky', provider: 'real', connect: 'password' },
      { network: 'bluesky', provider: 'sandbox', connect: 'password' },
      { network: 'mastodon', provider: 'real', connect: 'oauth' },
      { network: 'mastodon', provider: 'sandbox', connect: 'oauth' },
    ],
    auth: { google: false, localSignIn: true },
    plans: [
      { id: 'free', priceCents: 0, limit: limits.free },
      { id: '9_dollars', priceCents: 900, limit: limits.basic },
      { id: '19_dollars', priceCents: 1900, limit: limits.premium },
    ],
  };
}
