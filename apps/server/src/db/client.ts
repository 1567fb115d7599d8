import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createPglite, type CreatePgliteOptions } from './pglite';
import { bundledInitdbTemplate } from './pglite-template';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How the job queue reaches the same database: the embedded instance, or the server's URL. */
  queue: { pglite: PGlite } | { databaseUrl: string };
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The SQL migrations ship in the package's `drizzle` folder, found from sources and bundle alike. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The database migrations folder (drizzle/) is missing');
    dir = parent;
  }
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps it in memory. */
  pgliteDir: string;
  /** Where the SQL migrations are; found beside the package when left out. */
  migrationsFolder?: string;
  /**
   * PostgreSQL may keep a generic plan for a prepared statement, as it does by default: for a
   * worker alone, whose prepared statements each find rows by a key. Elsewhere every execution
   * is planned for its values (below).
   */
  genericPlans?: boolean;
  /** Told of an idle PostgreSQL connection that failed; the pool replaces it. */
  onIdleError?: (error: Error) => void;
  /** A dump of a PGlite data folder to start a new PGlite from (tests: one migrated copy). */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder, options)
    : openPglite(options.pgliteDir, migrationsFolder, {
        loadDataDir: options.pgliteTemplate,
        initdbTemplate: bundledInitdbTemplate(),
      });
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  { genericPlans, onIdleError }: Pick<OpenDatabaseOptions, 'genericPlans' | 'onIdleError'>,
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Prepared statements keep a custom plan per execution: a generic plan for one user's page can
  // pick a scan that gets slower as other libraries grow. A worker's statements find their rows
  // by key, and it runs them for every publication: planning them each time cost it more than
  // running them.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c plan_cache_mode=${genericPlans ? 'auto' : 'force_custom_plan'}`,
  });
  // An idle connection closed by the server (restart, DROP DATABASE) is dropped from the pool and
  // replaced on demand; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    queue: { databaseUrl: url },
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openPglite(
  dir: string,
  migrationsFolder: string,
  start: CreatePgliteOptions,
): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await createPglite(dir, start);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    queue: { pglite: client },
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
