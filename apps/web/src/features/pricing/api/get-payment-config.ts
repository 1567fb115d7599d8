import type { ConfigResponse } from '@quillpost/shared';
import { getServerConfig } from '@/lib/server-config';

export type PaymentConfig = ConfigResponse['payments'];

/** Which payment provider the server uses and its public key id. */
export const getPaymentConfig = (): Promise<PaymentConfig> =>
  getServerConfig().then((config) => config.payments);
