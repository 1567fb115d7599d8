import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, users } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { analyzeGrownTables } from '../src/statistics';
import { STATISTICS_INTERVAL_MS, refreshStatisticsJob } from '../src/statistics/job';
import { createPgBossJobs } from '../src/jobs/pg-boss';
import { startWorkers } from '../src/jobs/workers';
import { statisticsWorker } from '../src/statistics/worker';
import type { App } from '../src/types';
import { useTestApp } from './support/app';
import { waitUntil } from './support/publishing';

async function addPosts(app: App, count: number) {
  const [user] = await app.deps.db
    .insert(users)
    .values({ id: newId(), name: 'Grower', email: `grower-${newId()}@example.com` })
    .returning({ id: users.id });
  await app.deps.db.insert(posts).values(
    Array.from({ length: count }, (_, i) => ({
      id: newId(),
      userId: user!.id,
      kind: 'tweet',
      content: `Post ${i}`,
      title: 'Growing',
      format: 'Quick Tips',
      voice: 'casual',
      tags: 'tech',
    })),
  );
}

const rowsOf = async <Row>(app: App, query: ReturnType<typeof sql>) =>
  ((await app.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** What the planner knows of the posts table: its row estimate, and whether it was analyzed. */
async function plannerView(app: App) {
  const [row] = await rowsOf<{ reltuples: number; analyzed: boolean }>(
    app,
    sql`select c.reltuples::float8 as reltuples, s.last_analyze is not null as analyzed
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid
        where c.oid = 'public.posts'::regclass`,
  );
  return { rows: Number(row!.reltuples), analyzed: row!.analyzed };
}

describe('plan statistics', () => {
  const app = useTestApp({}, { each: true });

  it('analyzes a table with rows and no statistics, though its change counts were lost', async () => {
    await addPosts(app, 500);
    // As after a restart: PGlite keeps no change counts across one. The session's own counts
    // are flushed first, or they would come back after the reset.
    await app.deps.db.execute(sql`select pg_stat_force_next_flush()`);
    await app.deps.db.execute(sql`select 1`);
    await app.deps.db.execute(sql`select pg_stat_reset()`);
    const [counts] = await rowsOf<{ changed: number }>(
      app,
      sql`select n_mod_since_analyze::int as changed from pg_stat_user_tables where relname = 'posts'`,
    );
    expect(Number(counts!.changed)).toBe(0);
    expect(await analyzeGrownTables(app.deps.db)).toContain('public.posts');
    expect((await plannerView(app)).rows).toBe(500);
    // Analyzed once, it is not analyzed again until it grows.
    await app.deps.db.execute(sql`select pg_stat_reset()`);
    expect(await analyzeGrownTables(app.deps.db)).not.toContain('public.posts');
  });

  it('analyzes a table once it has grown, and leaves it alone until it grows again', async () => {
    await addPosts(app, 500);
    expect(await analyzeGrownTables(app.deps.db)).toContain('public.posts');
    expect(await plannerView(app)).toEqual({ rows: 500, analyzed: true });

    // 40 more is under 50 + 10 % of 500: not worth another ANALYZE.
    await addPosts(app, 40);
    expect(await analyzeGrownTables(app.deps.db)).not.toContain('public.posts');
    expect((await plannerView(app)).rows).toBe(500);

    await addPosts(app, 100);
    expect(await analyzeGrownTables(app.deps.db)).toContain('public.posts');
    expect((await plannerView(app)).rows).toBe(640);
  });

  it('runs from the job queue in a worker; every worker queues the same one look an interval', async () => {
    await addPosts(app, 300);
    const before = Date.now();
    await startWorkers(app.deps, [statisticsWorker]);
    await waitUntil(async () => (await plannerView(app)).analyzed, 'the posts table analyzed');
    expect((await plannerView(app)).rows).toBe(300);

    // A second process's start asks for this interval's look too: the queue keeps the one it has.
    const second = createPgBossJobs({ connection: app.deps.database.queue });
    await startWorkers({ ...app.deps, jobs: second }, [statisticsWorker]);
    // Its stop waits for the send under way.
    await second.stop();
    const looks = await rowsOf<{ looks: number }>(
      app,
      sql`select count(*)::int as looks from pgboss.job where name = ${refreshStatisticsJob.name}`,
    );
    const intervals =
      Math.floor(Date.now() / STATISTICS_INTERVAL_MS) -
      Math.floor(before / STATISTICS_INTERVAL_MS) +
      1;
    expect(Number(looks[0]!.looks)).toBe(intervals);
  });
});
