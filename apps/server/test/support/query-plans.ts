import { fillPlaceholders } from 'drizzle-orm';
import { newId } from '../../src/lib/ids';
import type { App } from '../../src/types';
import { insertPublishedTweets } from './published-posts';

export interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

interface SqlClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The plan the database ran the query by, with its actual counts (`EXPLAIN ANALYZE`). */
export async function analyzedPlan(
  app: App,
  query: { toSQL(): { sql: string; params: unknown[] } },
  /** The values of the query's placeholders, if it has any. */
  placeholders: Record<string, unknown> = {},
): Promise<PlanNode> {
  const { sql: text, params: raw } = query.toSQL();
  const params = fillPlaceholders(raw, placeholders);
  const client = (app.deps.db as unknown as { $client: SqlClient }).$client;
  const result = await client.query(`explain (analyze, format json) ${text}`, params);
  const plan = result.rows[0]!['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return root!.Plan;
}

/** Rows the plan's nodes read and threw away by the given filters, over every loop of each. */
export function rowsRemoved(
  node: PlanNode,
  by: ('Rows Removed by Filter' | 'Rows Removed by Join Filter')[],
): number {
  const removed = by.reduce((sum, key) => sum + (node[key] ?? 0), 0);
  const own = removed * (node['Actual Loops'] ?? 1);
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRemoved(child, by), 0);
}

/** Rows the plan's scans of `relation` read, kept or thrown away, over every loop of each. */
export function rowsScanned(node: PlanNode, relation: string): number {
  const read = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0);
  const own = node['Relation Name'] === relation ? read * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsScanned(child, relation), 0);
}

/** One-part tweets that went out on the account, an hour apart, in batches of 1,000. */
export async function seedPublished(
  app: App,
  input: { userId: string; accountId: string; count: number; text: (n: number) => string },
): Promise<void> {
  const now = Date.now();
  const tweets = Array.from({ length: input.count }, (_, n) => ({
    id: newId(),
    text: input.text(n),
    remoteId: `r${newId()}`,
    postedAt: new Date(now - (n + 1) * 3_600_000),
  }));
  for (let start = 0; start < input.count; start += 1_000)
    await insertPublishedTweets(app.deps.db, {
      userId: input.userId,
      accountId: input.accountId,
      tweets: tweets.slice(start, start + 1_000),
    });
}
