import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from './pglite';

const client = await createPglite('memory://');
afterAll(() => client.close());

describe('createPglite', () => {
  it('reads timestamps as text, for Drizzle to map, with or without per-query parsers', async () => {
    const sql = `select '2026-11-22 03:00:00+00'::timestamptz as at`;
    const plain = await client.query<{ at: unknown }>(sql);
    const withParsers = await client.query<{ at: unknown }>(sql, [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(typeof plain.rows[0]!.at).toBe('string');
    expect(withParsers.rows[0]!.at).toBe(plain.rows[0]!.at);
  });

  it('still applies a per-query parser the instance does not have', async () => {
    const result = await client.query<{ n: unknown }>('select 41 as n', [], {
      parsers: { 23: (value: string) => Number(value) + 1 },
    });
    expect(result.rows[0]!.n).toBe(42);
  });

  it('gives Drizzle dates for timestamp columns', async () => {
    await client.exec('create table moments (at timestamptz not null)');
    const moments = pgTable('moments', { at: timestamp('at', { withTimezone: true }).notNull() });
    const db = drizzle(client);
    await db.insert(moments).values({ at: new Date('2026-11-22T03:00:00Z') });
    const [row] = await db.select().from(moments);
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });
});
