import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createPglite } from './pglite';
import { registerNamedStatement, runRegisteredStatementsByName } from './pglite-named';
import { preparedPerDatabase } from './prepared';

const client = await createPglite('memory://');
afterAll(() => client.close());
await client.exec(
  'create table notes (id text primary key, body text not null, words integer, at timestamptz)',
);
const notes = pgTable('notes', {
  id: text('id').primaryKey(),
  body: text('body').notNull(),
  words: integer('words'),
  at: timestamp('at', { withTimezone: true }),
});
const db = drizzle(client) as unknown as Database;
const INSERT = 'insert into notes (id, body, words, at) values ($1, $2, $3, $4)';
registerNamedStatement(client, INSERT);

const preparedStatements = async () =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
    (row) => row.name,
  );

beforeEach(() => client.exec('delete from notes'));

describe('registered statements on PGlite', () => {
  it('are prepared once by name and answer what an unnamed query answers', async () => {
    const byId = preparedPerDatabase((database) =>
      database
        .select()
        .from(notes)
        .where(eq(notes.id, sql.placeholder('id')))
        .prepare('note_by_id'),
    );
    await client.query(INSERT, ['a', 'first', 2, '2026-11-23T10:00:00.000Z']);
    await client.query(INSERT, ['b', 'second', null, null]);
    const [first] = await byId(db).execute({ id: 'a' });
    const [second] = await byId(db).execute({ id: 'b' });
    expect(first).toEqual({
      id: 'a',
      body: 'first',
      words: 2,
      at: new Date('2026-11-23T10:00:00.000Z'),
    });
    expect(second).toEqual({ id: 'b', body: 'second', words: null, at: null });
    expect(await preparedStatements()).toHaveLength(2);
    const unnamed = await client.query('select * from notes order by id');
    expect(unnamed.rows).toHaveLength(2);
    expect(await preparedStatements()).toHaveLength(2);
  });

  it('fail with the database error, and leave the session usable', async () => {
    await client.query(INSERT, ['a', 'first', 1, null]);
    const error = await client.query(INSERT, ['a', 'again', 1, null]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: INSERT });
    await client.query(INSERT, ['b', 'next', 1, null]);
    const status = await client.query<{ n: number }>('select count(*)::int as n from notes');
    expect(status.rows[0]!.n).toBe(2);
  });

  it('wait for a transaction in progress instead of running inside it', async () => {
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = client
      .transaction(async (tx) => {
        await tx.query(INSERT, ['in-transaction', 'rolled back', 1, null]);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await insertedInTransaction;
    await client.query(INSERT, ['outside', 'kept', 1, null]);
    await rolledBack;
    const rows = await client.query<{ id: string }>('select id from notes');
    expect(rows.rows).toEqual([{ id: 'outside' }]);
  });

  it('sync the file system afterwards only where it syncs: not a folder, not memory', async () => {
    const pglite = await import('@electric-sql/pglite');
    const syncsAfter = async (syncsToFs: boolean) => {
      const own = await pglite.PGlite.create();
      try {
        runRegisteredStatementsByName(own, pglite, { syncsToFs });
        const text = 'select $1::int + 1 as n';
        registerNamedStatement(own, text);
        let syncs = 0;
        const sync = own.syncToFs.bind(own);
        own.syncToFs = () => ((syncs += 1), sync());
        expect((await own.query<{ n: number }>(text, [1])).rows).toEqual([{ n: 2 }]);
        return syncs;
      } finally {
        await own.close();
      }
    };
    expect(await syncsAfter(true)).toBe(1);
    expect(await syncsAfter(false)).toBe(0);
  });
});
