import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/** The migrations folder as an earlier version shipped it: the migrations up to `last`. */
export function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'quillpost-old-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A database to migrate twice: a PGlite folder, or a new database on the test PostgreSQL. */
export async function databaseTarget() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'quillpost-migration-'));
    return {
      open: (migrationsFolder?: string) =>
        openDatabase({ pgliteDir: dir, ...(migrationsFolder ? { migrationsFolder } : {}) }),
      drop: async () => {},
    };
  }
  const name = `quillpost_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    open: (migrationsFolder?: string) =>
      openDatabase({
        databaseUrl: url.href,
        pgliteDir: '',
        ...(migrationsFolder ? { migrationsFolder } : {}),
      }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
