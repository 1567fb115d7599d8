import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import { postedByAccountQuery } from '../src/publications/posted-history';
import { signIn, useTestApp } from './support/app';
import { accountOf } from './support/own-posts';
import { insertPublishedTweets } from './support/published-posts';
import { me } from './support/requests';

const app = useTestApp();
/** What the other accounts posted, all within the duplicate check's 90 days. */
const OTHERS = 3_000;
const OWN = 5;
const HOUR = 3_600_000;

interface PlanNode {
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan read and threw away, over the whole plan and every loop of each node. */
function rowsThrownAway(node: PlanNode): number {
  const removed =
    (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Join Filter'] ?? 0);
  const own = removed * (node['Actual Loops'] ?? 1);
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsThrownAway(child), 0);
}

interface SqlClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

async function thrownAway(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const client = (app.deps.db as unknown as { $client: SqlClient }).$client;
  const result = await client.query(`explain (analyze, format json) ${text}`, params);
  const plan = result.rows[0]!['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return rowsThrownAway(root!.Plan);
}

async function publish(count: number) {
  const userId = (await me(app, await signIn(app)))._id;
  const accountId = await accountOf(app, userId);
  const now = Date.now();
  const tweets = Array.from({ length: count }, (_, n) => ({
    id: newId(),
    text: `post ${n} of ${accountId}`,
    remoteId: `r${newId()}`,
    postedAt: new Date(now - (n + 1) * HOUR),
  }));
  for (let start = 0; start < count; start += 1_000)
    await insertPublishedTweets(app.deps.db, {
      userId,
      accountId,
      tweets: tweets.slice(start, start + 1_000),
    });
  return accountId;
}

describe('what an account posted, read before each of its publications goes out', () => {
  let accountId: string;

  beforeAll(async () => {
    await publish(OTHERS);
    accountId = await publish(OWN);
    await app.deps.db.execute(sql`analyze`);
  });

  it("reads the account's own publications, not every account's", async () => {
    const since = new Date(Date.now() - 90 * 24 * HOUR);
    const query = postedByAccountQuery(app.deps.db, { accountId, since, except: newId() });
    expect(await query).toHaveLength(OWN);
    expect(await thrownAway(query)).toBeLessThan(OWN * 10);
  });
});
