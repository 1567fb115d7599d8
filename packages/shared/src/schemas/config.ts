import { z } from 'zod';

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
  auth: z.object({
    google: z.boolean(),
    localSignIn: z.boolean(),
  }),
});
export type ConfigResponse = z.infer<typeof ZConfigResponse>;
