import { sql } from 'drizzle-orm';
import type { App } from '../../src/types';
import { waitUntil } from './publishing';

/** Jobs of this kind that are due and not yet done with: waiting, to be retried, or running. */
async function dueJobsOf(app: App, name: string): Promise<number> {
  const result = (await app.deps.db.execute(
    sql`select count(*)::int as due from pgboss.job
        where name = ${name} and state in ('created', 'retry', 'active') and start_after <= now()`,
  )) as unknown as { rows: { due: number }[] };
  return Number(result.rows[0]!.due);
}

/**
 * Waits until the queue holds no due job of this kind: every job sent (strays and retries
 * included) has been taken and finished, so whatever it was going to do has been done.
 */
export async function waitForQueueIdle(app: App, name: string, ms?: number): Promise<void> {
  await waitUntil(async () => (await dueJobsOf(app, name)) === 0, `no due ${name} jobs`, ms);
}
