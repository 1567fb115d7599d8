import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeInitdbTemplate } from '../../initdb-template.mjs';
import { createPglite } from './pglite';
import { bundledInitdbTemplate } from './pglite-template';

/** initdb gives every new database its own system identifier; a copy keeps its template's. */
async function systemIdentifier(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    'select system_identifier::text as id from pg_control_system()',
  );
  return rows[0]!.id;
}

/** Stands for the bundle's folder, where the build writes the template and the server finds it. */
const dir = mkdtempSync(path.join(tmpdir(), 'quillpost-initdb-template-'));
let template: string | undefined;

beforeAll(async () => {
  await writeInitdbTemplate(dir);
  template = bundledInitdbTemplate(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a PGlite data folder started from the build’s initdb template', () => {
  const folder = path.join(dir, 'pglite');

  it('is found where the build writes it', () => {
    expect(template).toBe(path.join(dir, 'pglite-initdb.tar.gz'));
  });

  it('is a copy of the template, not a database initdb made again', async () => {
    const copy = await createPglite('memory://', {
      loadDataDir: new Blob([readFileSync(template!)]),
    });
    const templateIdentifier = await systemIdentifier(copy);
    await copy.close();
    const client = await createPglite(folder, { initdbTemplate: template });
    try {
      expect(await systemIdentifier(client)).toBe(templateIdentifier);
      await client.exec(`create table kept (note text); insert into kept values ('written')`);
    } finally {
      await client.close();
    }
  });

  it('is opened as it is once it holds a database, with what was written to it', async () => {
    const client = await createPglite(folder, { initdbTemplate: template });
    try {
      const { rows } = await client.query<{ note: string }>('select note from kept');
      expect(rows).toEqual([{ note: 'written' }]);
    } finally {
      await client.close();
    }
  });

  it('is written again by the build only when PGlite’s version changes', async () => {
    const before = readFileSync(template!);
    await writeInitdbTemplate(dir);
    expect(readFileSync(template!).equals(before)).toBe(true);
  });
});
