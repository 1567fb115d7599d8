import { sql } from 'drizzle-orm';
import { fillPlaceholders } from 'drizzle-orm/sql/sql';
import { UUID } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../src/db/schema';
import { newestPageQuery, recentContentsQuery } from '../src/posts/repository';
import { useResource } from './support/app';
import { openTestDatabase } from './support/database';

const DAY_MS = 24 * 3600 * 1000;

/** Time-ordered ids, as the server makes them, starting at `start`. */
const idsFrom = (start: number, count: number) =>
  Array.from({ length: count }, (_, i) => UUID.fromFieldsV7(start + i, 0, 0, i).toString());

const database = useResource(openTestDatabase);
const owner = { old: idsFrom(Date.now() - 400 * DAY_MS, 1)[0]!, busy: idsFrom(Date.now(), 1)[0]! };

async function seed(userId: string, ids: string[]) {
  for (let i = 0; i < ids.length; i += 1000) {
    await database.db.insert(posts).values(
      ids.slice(i, i + 1000).map((id) => ({
        id,
        userId,
        kind: 'tweet',
        title: 'A post',
        content: 'Small pull requests ship faster.',
        format: 'Quick Tips',
        voice: 'casual',
        tags: 'tech',
      })),
    );
  }
}

/** The plan PostgreSQL (or PGlite) picks for the page query, with these values. */
async function plan(before: boolean, values: Record<string, unknown>): Promise<string> {
  return explain(newestPageQuery(database.db, before).toSQL(), values);
}

async function explain(
  query: { sql: string; params: unknown[] },
  values: Record<string, unknown>,
): Promise<string> {
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const result = await client.query(`explain ${query.sql}`, fillPlaceholders(query.params, values));
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

interface SqlClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }>;
}

describe('a page of an old library, after a busy one grew newer posts', () => {
  beforeAll(async () => {
    await database.db.insert(users).values([
      { id: owner.old, email: 'old@example.com', name: 'Old Library' },
      { id: owner.busy, email: 'busy@example.com', name: 'Busy Library' },
    ]);
    // The old library's posts are all older than the busy one's, as after months of others writing.
    await seed(owner.old, idsFrom(Date.now() - 300 * DAY_MS, 2_000));
    await seed(owner.busy, idsFrom(Date.now() - DAY_MS, 4_000));
    await database.db.execute(sql`analyze posts`);
  });

  it.each([false, true])(
    'reads the library index, not the primary key (before: %s)',
    async (before) => {
      const shown = await plan(before, {
        userId: owner.old,
        kind: 'tweet',
        limit: 50,
        before: idsFrom(Date.now() - 300 * DAY_MS, 1_000)[999],
      });
      expect(shown).not.toContain('posts_pkey');
      expect(shown).toContain('posts_user_kind_uuid_idx');
    },
  );

  it('reads what a generation avoids by two range scans of the library index', async () => {
    const shown = await explain(recentContentsQuery(database.db).toSQL(), {
      userId: owner.old,
      limit: 60,
    });
    expect(shown).not.toContain('posts_pkey');
    expect(shown).not.toMatch(/Seq Scan|Sort/);
    expect(shown.match(/posts_user_kind_uuid_idx/g)).toHaveLength(2);
  });
});
