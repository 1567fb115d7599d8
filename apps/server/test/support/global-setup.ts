import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of an in-memory PGlite with every migration applied. */
    migratedPgliteFile?: string;
  }
}

/**
 * Vitest `globalSetup`: migrates one in-memory PGlite for the whole run and hands its dump to every
 * test file, which starts its databases from it (`openTestDatabase`) instead of running initdb and
 * every migration again in each file's fresh module graph. Not needed on PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const database = await openDatabase({ pgliteDir: 'memory://' });
  if (!('pglite' in database.queue)) throw new Error('an in-memory database must be PGlite');
  const dump = await database.queue.pglite.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'quillpost-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
