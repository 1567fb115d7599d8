import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import { ownPostRows } from '../src/style/own-posts-query';
import { signIn, useTestApp } from './support/app';
import { accountOf } from './support/own-posts';
import { insertPublishedTweets } from './support/published-posts';
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

/** One-part tweets that went out, an hour apart, in batches of 1,000. */
async function seed(userId: string, accountId: string, count: number) {
  const now = Date.now();
  const tweets = Array.from({ length: count }, (_, n) => ({
    id: newId(),
    text: `post ${n}`,
    remoteId: `r${newId()}`,
    postedAt: new Date(now - (n + 1) * HOUR),
  }));
  for (let start = 0; start < count; start += 1_000)
    await insertPublishedTweets(app.deps.db, {
      userId,
      accountId,
      tweets: tweets.slice(start, start + 1_000),
    });
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
