import { beforeAll, describe, expect, it } from 'vitest';
import { posts, publicationParts, publications } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { ownPostRows } from '../src/style/own-posts-query';
import { signIn, useTestApp } from './support/app';
import { accountOf } from './support/own-posts';
import { me } from './support/requests';

const app = useTestApp();
const PUBLISHED = 3_200;
const HOUR = 3_600_000;

interface PlanNode {
  'Actual Loops'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

/**
 * Rows a join looked at and threw away, over the whole plan: a join that pairs every part with
 * every publication throws away about the product of the two counts.
 */
function rowsRemovedByJoins(node: PlanNode): number {
  const own = (node['Rows Removed by Join Filter'] ?? 0) * (node['Actual Loops'] ?? 1);
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRemovedByJoins(child), 0);
}

async function removedRows(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const client = (app.deps.db as unknown as { $client: SqlClient }).$client;
  const result = await client.query(`explain (analyze, format json) ${text}`, params);
  const plan = result.rows[0]!['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return rowsRemovedByJoins(root!.Plan);
}

interface SqlClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** One-part posts that went out, an hour apart. */
async function seed(userId: string, accountId: string, count: number) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, n) => ({
    n,
    postId: newId(),
    id: newId(),
    remote: `r${newId()}`,
    at: new Date(now - (n + 1) * HOUR),
  }));
  if (rows.length > 0) {
    await app.deps.db.insert(posts).values(
      rows.map((row) => ({
        id: row.postId,
        userId,
        kind: 'tweet',
        title: 'A description',
        content: `post ${row.n}`,
        format: 'Own',
        voice: 'casual',
        tags: 'tech',
      })),
    );
    await app.deps.db.insert(publications).values(
      rows.map((row) => ({
        id: row.id,
        userId,
        postId: row.postId,
        accountId,
        network: 'x',
        kind: 'tweet',
        status: 'published',
        publishAt: row.at,
        publishedAt: row.at,
      })),
    );
    await app.deps.db.insert(publicationParts).values(
      rows.map((row) => ({
        publicationId: row.id,
        position: 1,
        text: `post ${row.n}`,
        status: 'published',
        xPostId: row.remote,
        publishedAt: row.at,
      })),
    );
  }
}

describe('a person’s own posts, read while the planner’s statistics are stale', () => {
  let userId: string;
  let accountId: string;

  beforeAll(async () => {
    userId = (await me(app, await signIn(app)))._id;
    accountId = await accountOf(app, userId);
    // Never analyzed, as on PGlite until its first look at the tables, after a bulk write.
    await seed(userId, accountId, PUBLISHED);
  });

  it('finds each publication’s parts by its key, not by pairing every part with every publication', async () => {
    for (const input of [{ userId }, { userId, accountId, withText: false }]) {
      expect(await removedRows(ownPostRows(app.deps.db, input))).toBeLessThan(PUBLISHED);
    }
  });
});
