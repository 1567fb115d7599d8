import path from 'node:path';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { ensurePrivateDir } from '../lib/private-dir';
import { lockFolder, type FolderLock } from './folder-lock';
import { runRegisteredStatementsByName } from './pglite-named';
import { startingDataFor } from './pglite-template';
import { keepWebAssemblyInBaselineCode } from './wasm-tiering';

const SHARED_BUFFERS = '16MB';

/**
 * The types Drizzle reads as text and maps itself: date, timestamp, timestamptz and interval, and
 * the arrays of those and of numeric.
 */
const TEXT_READ_TYPES = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
const asText = (value: string) => value;
const TEXT_READ_PARSERS = Object.fromEntries(TEXT_READ_TYPES.map((type) => [type, asText]));

const BYTEA = 17;

/**
 * PGlite's own bytea conversions go through one JavaScript string or number per byte, seconds
 * and hundreds of megabytes for a 5 MB image. A parameter left as bytes is sent in PostgreSQL's
 * binary format as it is (no hex to build, measure and decode); answers come back as hex, which
 * Node's codec reads natively.
 */
const BYTEA_CODEC = {
  // PGlite's type says a serializer answers text; its protocol writer sends bytes as binary.
  serializer: (value: Uint8Array): string => value as unknown as string,
  parser: (text: string): Uint8Array => Buffer.from(text.slice(2), 'hex'),
};

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

/**
 * PGlite is one process's database: a second server writing the same folder loses data. The
 * folder and the one holding it (DATA_DIR) are kept owner-only, and the folder is locked first.
 */
async function privateLockedFolder(dir: string): Promise<FolderLock> {
  await ensurePrivateDir(path.dirname(dir));
  await ensurePrivateDir(dir);
  return lockFolder(dir);
}

export interface CreatePgliteOptions {
  /** A dump of another PGlite's data folder to start from (tests: one migrated copy). */
  loadDataDir?: Blob;
  /** A gzipped data folder right after initdb, for a folder that holds no database yet. */
  initdbTemplate?: string;
}

/**
 * Opens PGlite on `dir`, a folder or `memory://`. A new database starts from `loadDataDir`, else
 * from `initdbTemplate`, else PGlite runs initdb, which takes most of the time and the memory of
 * opening a new database.
 */
export async function createPglite(
  dir: string,
  options: CreatePgliteOptions = {},
): Promise<PGlite> {
  keepWebAssemblyInBaselineCode();
  const pglite = await import('@electric-sql/pglite');
  const { PGlite } = pglite;
  const lock = dir.startsWith('memory://') ? undefined : await privateLockedFolder(dir);
  let client: PGlite;
  try {
    // Read once the folder is locked: no other server can be making the database meanwhile.
    const loadDataDir = options.loadDataDir ?? (await startingDataFor(dir, options.initdbTemplate));
    client = await PGlite.create(dir, {
      // PostgreSQL's default 128 MB buffer pool is touched in full at start; PGlite already reads
      // through the kernel's page cache, so a smaller pool keeps resident memory low at no real cost.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
      parsers: { ...TEXT_READ_PARSERS, [BYTEA]: BYTEA_CODEC.parser },
      serializers: { [BYTEA]: BYTEA_CODEC.serializer },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  // A folder (Node's own file system) or memory, the only two opened here: what PGlite writes is
  // already where it belongs.
  runRegisteredStatementsByName(client, pglite, { syncsToFs: false });
  // Outermost, so that named statements too are run without the redundant parsers.
  dropRedundantParsers(client);
  if (lock) {
    const close = client.close.bind(client);
    client.close = async () => {
      try {
        await close();
      } finally {
        await lock.release();
      }
    };
  }
  return client;
}
