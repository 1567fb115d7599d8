import type { ConfigResponse } from '@quillpost/shared';
import { api } from '@/lib/api-client';

export type PaymentConfig = ConfigResponse['payments'];

let pending: Promise<PaymentConfig> | undefined;

/**
 * Which payment provider the server uses and its public key id. Fetched once per page load: the
 * provider only changes with a server restart. The marketing pages have no query client, so this
 * is a plain cached promise rather than a query.
 */
export function getPaymentConfig(): Promise<PaymentConfig> {
  pending ??= api
    .get<ConfigResponse>('/api/config')
    .then(({ data }) => data.payments)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
