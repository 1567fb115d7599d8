import { z } from 'zod';

export const X_PROVIDERS = ['x', 'sandbox'] as const;
export type XProvider = (typeof X_PROVIDERS)[number];

export const ZXAccount = z.object({
  _id: z.string(),
  xUserId: z.string(),
  username: z.string(),
  name: z.string(),
  provider: z.enum(X_PROVIDERS),
  /** `reconnect` once X refused to renew access: the user connects again. */
  status: z.enum(['connected', 'reconnect']),
  connectedAt: z.string(),
});
export type XAccount = z.infer<typeof ZXAccount>;

export const ZXAccountResponse = z.object({ account: ZXAccount.nullable() });
export type XAccountResponse = z.infer<typeof ZXAccountResponse>;

export const ZXConnectResponse = z.object({ url: z.string() });
export type XConnectResponse = z.infer<typeof ZXConnectResponse>;
