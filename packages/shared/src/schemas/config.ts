import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { NETWORK_KEYS } from '../networks/keys';

export const ZConfigResponse = z.object({
  payments: z.object({
    provider: z.enum(['razorpay', 'sandbox']),
    keyId: z.string(),
  }),
  generation: z.object({
    engine: z.string(),
    model: z.string(),
    offline: z.boolean(),
  }),
  x: z.object({
    provider: z.enum(['x', 'sandbox']),
  }),
  /** What X charges per call, in US dollars (sandbox X charges nothing). */
  xPrices: z.object({
    post: z.number(),
    postWithLink: z.number(),
    mediaMetadata: z.number(),
    read: z.number(),
  }),
  /** What the connect dialog offers: each network, real or its sandbox stand-in. */
  networks: z.array(
    z.object({
      network: z.enum(NETWORK_KEYS),
      provider: z.enum(['real', 'sandbox']),
      /** How a person connects it: in the browser (X, Mastodon) or by app password (Bluesky). */
      connect: z.enum(['oauth', 'password']),
    }),
  ),
  auth: z.object({
    google: z.boolean(),
    localSignIn: z.boolean(),
  }),
  /** Each plan with its price and its generations a month on this server. */
  plans: z.array(
    z.object({
      id: z.enum(PLAN_IDS),
      priceCents: z.number().int(),
      limit: z.number().int(),
    }),
  ),
});
export type ConfigResponse = z.infer<typeof ZConfigResponse>;
