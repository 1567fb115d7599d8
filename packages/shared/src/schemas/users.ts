import { z } from 'zod';
import { PLAN_IDS } from '../plans';

export const ZUsage = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  resetsAt: z.string(),
});
export type Usage = z.infer<typeof ZUsage>;

export const ZMeResponse = z.object({
  user: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    plan: z.enum(PLAN_IDS),
    planExpiresAt: z.string().nullable(),
    usage: ZUsage,
  }),
});
export type MeResponse = z.infer<typeof ZMeResponse>;
