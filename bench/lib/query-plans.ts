import type { DatabaseHandle, Database } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';

/** One statement a repository function sent, and PostgreSQL's account of running it. */
export interface QueryPlan {
  sql: string;
  params: unknown[];
  plan: string;
}

type Run = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * A Drizzle instance on the same database that notes every statement the server's repository
 * functions send, and a way to run raw SQL there: EXPLAIN then sees exactly what the routes ask.
 */
async function recordingDatabase(handle: DatabaseHandle) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void sent.push({ sql, params }) };
  if ('pglite' in handle.queue) {
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = handle.queue.pglite;
    const run: Run = async (text, params) => (await client.query(text, params)).rows as never;
    const db = drizzle(client, { schema, logger }) as unknown as Database;
    return { db, sent, run, close: async () => {} };
  }
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new pg.Client({
    connectionString: handle.queue.databaseUrl,
    // As the server's pool does (apps/server/src/db/client.ts).
    options: '-c plan_cache_mode=force_custom_plan',
  });
  await client.connect();
  const run: Run = async (text, params) => (await client.query(text, params)).rows;
  const db = drizzle(client, { schema, logger }) as unknown as Database;
  return { db, sent, run, close: () => client.end() };
}

/** Runs `call` against the database, then EXPLAIN (ANALYZE, BUFFERS) of each statement it sent. */
export async function explainCalls(
  handle: DatabaseHandle,
  call: (db: Database) => Promise<unknown>,
): Promise<QueryPlan[]> {
  const recording = await recordingDatabase(handle);
  try {
    await call(recording.db);
    const plans: QueryPlan[] = [];
    for (const { sql, params } of recording.sent) {
      const rows = await recording.run(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
      plans.push({ sql, params, plan });
    }
    return plans;
  } finally {
    await recording.close();
  }
}

/** The plan's last line: `Execution Time: 1.234 ms`, as a number. */
export const executionMs = (plan: string) =>
  Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
