import { mkdir } from 'node:fs/promises';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';

const SHARED_BUFFERS = '16MB';

/**
 * The types Drizzle reads as text and maps itself: date, timestamp, timestamptz and interval, and
 * the arrays of those and of numeric.
 */
const TEXT_READ_TYPES = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
const asText = (value: string) => value;
const TEXT_READ_PARSERS = Object.fromEntries(TEXT_READ_TYPES.map((type) => [type, asText]));

/**
 * Drizzle passes per-query parsers on every query to read these types as text, and PGlite merges
 * them into its whole parser table (several hundred types) each time: about 0.1 ms per query.
 * The instance is given those parsers once instead, and a query whose parsers add nothing to the
 * instance's is run without them.
 */
function dropRedundantParsers(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
    const parsers = options?.parsers;
    const redundant =
      parsers && Object.keys(parsers).every((type) => TEXT_READ_PARSERS[type] !== undefined);
    return query(sql, params, redundant ? { ...options, parsers: undefined } : options);
  }) as PGlite['query'];
}

export async function createPglite(dir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    // PostgreSQL's default 128 MB buffer pool is touched in full at start; PGlite already reads
    // through the kernel's page cache, so a smaller pool keeps resident memory low at no real cost.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    parsers: TEXT_READ_PARSERS,
  });
  dropRedundantParsers(client);
  return client;
}
