import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../../src/db/client';
import type { App } from '../../src/types';

let migratedPglite: Promise<Blob> | undefined;

/**
 * A dump of one in-memory PGlite with every migration applied: a new test database starts from
 * it instead of running initdb and all the migrations again. The run's global setup makes it
 * once for every file (`support/global-setup.ts`); a file run without it makes its own.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const file = inject('migratedPgliteFile');
    if (file) return new Blob([await readFile(file)]);
    const first = await openDatabase({ pgliteDir: 'memory://' });
    const { queue } = first;
    if (!('pglite' in queue)) throw new Error('an in-memory database must be PGlite');
    const dump = await queue.pglite.dumpDataDir('none');
    await first.close();
    return dump;
  })();
  return migratedPglite;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite (from a migrated copy), or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database created there and dropped on
 * close. `genericPlans` is passed on to PostgreSQL's connections.
 */
export async function openTestDatabase(
  options: Pick<OpenDatabaseOptions, 'genericPlans'> = {},
): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await migratedPgliteTemplate() });
  }

  const name = `quillpost_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, pgliteDir: '', ...options });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Everything the app sends to its database while `run` runs, statements and values, as one
 * text: what a test searches to show that something never reached the database.
 */
export async function sentToDatabase(app: App, run: () => Promise<unknown>): Promise<string> {
  const client = (app.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  const sent: string[] = [];
  client.query = (...args: unknown[]) => {
    sent.push(JSON.stringify(args));
    return query.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return sent.join('\n');
}
