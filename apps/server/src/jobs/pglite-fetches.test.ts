import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from '../db/pglite';
import { pgliteWithNamedFetches } from './pglite-fetches';

const client = await createPglite('memory://');
afterAll(() => client.close());
const boss = pgliteWithNamedFetches(client);
await client.exec('create table jobs (id int primary key, state text not null)');

const prepared = async () =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
    .map((row) => row.statement)
    .filter((statement) => statement.includes('jobs'));
// Laid out as pg-boss writes it: its common table expressions optional, each on lines of its own.
const fetchText = (batch: number) =>
  `
      WITH
      
      next AS (SELECT id FROM jobs WHERE state = 'created' ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
   UPDATE jobs SET state = 'active' FROM next WHERE jobs.id = next.id RETURNING jobs.id`;

describe("pg-boss's statements on PGlite", () => {
  it('run a fetch by name, kept prepared, with the rows it claims', async () => {
    await boss.exec("insert into jobs values (1, 'created'), (2, 'created'), (3, 'created')");
    const first = await boss.exec(fetchText(2));
    const second = await boss.exec(fetchText(2));
    expect(first.flatMap((result) => result.rows)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(second.flatMap((result) => result.rows)).toEqual([{ id: 3 }]);
    expect(await prepared()).toEqual([fetchText(2)]);
  });

  it('send everything else as it is: blocks of several statements, and single ones unnamed', async () => {
    const block = await boss.exec(
      "BEGIN; UPDATE jobs SET state = 'created' WHERE id = 1 RETURNING id; COMMIT;",
    );
    expect(block.flatMap((result) => result.rows)).toEqual([{ id: 1 }]);
    expect((await boss.query('SELECT count(*)::int AS n FROM jobs')).rows).toEqual([{ n: 3 }]);
    expect(await prepared()).toEqual([fetchText(2)]);
  });

  it('keep a bounded number of texts prepared, and run the rest as they are', async () => {
    for (let batch = 1; batch <= 70; batch++) await boss.exec(fetchText(batch));
    expect(await prepared()).toHaveLength(64);
  });
});
