import type { ConfigResponse } from '@quillpost/shared';
import { api } from './api-client';

let pending: Promise<ConfigResponse> | undefined;

/**
 * The server's public configuration (`GET /api/config`): payment provider, writing engine,
 * sign-in options, plans and their limits. Fetched once per page load, since it changes only
 * with a server restart; a failure is not kept, so the next caller asks again. A plain cached
 * promise rather than a query, because the marketing pages have no query client.
 */
export function getServerConfig(): Promise<ConfigResponse> {
  pending ??= api
    .get<ConfigResponse>('/api/config')
    .then(({ data }) => data)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
