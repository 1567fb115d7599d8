// The style and the best times of a person with 3,200 posts, half published through Quillpost and
// read once, half imported from the account's history (which also holds the published half, left
// out as copies): the two answers learned from all of a person's posts on every request. Runs alone with
// `npx tsx bench/sections/style.ts` (PGlite; PostgreSQL with TEST_DATABASE_URL) and prints the
// figures; `npm run bench -- --only style` runs it with the rest of the table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { accounts, importedPosts, metricSnapshots } from '../../apps/server/src/db/schema';
import { newId } from '../../apps/server/src/lib/ids';
import { analyzeGrownTables } from '../../apps/server/src/statistics';
import type { App } from '../../apps/server/src/types';
import { ms, type Check } from '../lib/report';
import { percentile } from '../lib/stats';
import { insertPublishedTweets } from '../../apps/server/test/support/published-posts';

export const STYLE_POSTS = 3_200;
const BUDGET_MS = 100;
const BATCH = 400;
const HOUR = 3_600_000;

async function seed(app: App, userId: string): Promise<string> {
  const accountId = newId();
  const now = new Date();
  await app.deps.db.insert(accounts).values({
    id: accountId,
    userId,
    network: 'x',
    remoteId: accountId,
    handle: 'bench',
    name: 'Bench',
    provider: 'real',
    credentials: {},
    connectedAt: now,
    updatedAt: now,
  });
  const published = STYLE_POSTS / 2;
  for (let start = 0; start < published; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, published - start) }, (_, i) => {
      const n = start + i;
      const postedAt = new Date(now.getTime() - (n + 1) * 7 * HOUR);
      const text = `post ${n}: small pull requests ship faster${n % 3 ? '' : ' 🚀'}${n % 5 ? '' : ' #dev'}`;
      return { n, id: newId(), postId: newId(), postedAt, text, remote: String(1e15 + n) };
    });
    await insertPublishedTweets(app.deps.db, {
      userId,
      accountId,
      tweets: rows.map((row) => ({ ...row, remoteId: row.remote })),
    });
    await app.deps.db.insert(metricSnapshots).values(
      rows.map((row) => ({
        id: newId(),
        userId,
        publicationId: row.id,
        position: 1,
        xPostId: row.remote,
        readAt: new Date(row.postedAt.getTime() + HOUR),
        impressions: 1000 + (row.n % 97) * 10,
        likes: row.n % 41,
        reposts: row.n % 7,
        replies: row.n % 5,
        quotes: 0,
        bookmarks: row.n % 3,
      })),
    );
    // The history holds these published posts, and as many older ones of its own.
    const history = rows.flatMap((row) => [
      { ...row, id: newId() },
      {
        ...row,
        id: newId(),
        n: row.n + published,
        remote: String(1e15 + published + row.n),
        postedAt: new Date(row.postedAt.getTime() - published * 7 * HOUR),
      },
    ]);
    await app.deps.db.insert(importedPosts).values(
      history.map((row) => ({
        id: row.id,
        userId,
        accountId,
        network: 'x',
        remoteId: row.remote,
        text: row.text,
        url: `https://x.com/bench/status/${row.remote}`,
        postedAt: row.postedAt,
        likes: row.n % 37,
        reposts: row.n % 5,
        replies: row.n % 4,
        quotes: 0,
        bookmarks: row.n % 2,
        impressions: 900 + (row.n % 89) * 10,
        importedAt: now,
      })),
    );
  }
  // As the import's end and the periodic look at the tables do after such writes.
  await analyzeGrownTables(app.deps.db);
  return accountId;
}

/**
 * Wall time of each read, and the process's CPU time in it: on a busy machine the wall time
 * includes waiting for a core, the CPU time is the work itself (PGlite runs in this process).
 */
async function timeReads(app: App, url: string, token: string, runs: number) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs + 3; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    const took = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    // The first reads warm the prepared statements and the JIT.
    if (i < 3) continue;
    wall.push(took);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

export async function measureStyle(input: {
  postgresUrl?: string;
  runs: number;
  log: (line: string) => void;
}): Promise<Check[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-style-'));
  const database = input.postgresUrl ? 'postgres' : 'pglite';
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: input.postgresUrl,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
      QUEUE_WORKER: 'false',
    }),
    webDistDir: '/nonexistent',
  });
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Bench',
        email: `style-${newId()}@example.com`,
      }).toString(),
    });
    const token = new URL(signIn.headers.location as string).searchParams.get('token')!;
    const me = await app.inject({
      url: '/api/v0/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    const accountId = await seed(app, me.json().user._id);
    input.log(`  style: ${STYLE_POSTS} posts seeded on ${database}, half published, half imported`);
    const reads = {
      style: '/api/v0/style',
      'best times': `/api/v0/analytics/best-times?accountId=${accountId}`,
    };
    const checks: Check[] = [];
    for (const [name, url] of Object.entries(reads)) {
      const { wall: samples, cpu } = await timeReads(app, url, token, input.runs);
      const p50 = percentile(samples, 0.5);
      const p95 = percentile(samples, 0.95);
      const cpuP50 = percentile(cpu, 0.5);
      input.log(
        `  ${name}: median ${ms(p50)}, p95 ${ms(p95)} over ${samples.length} reads; CPU median ${ms(cpuP50)}`,
      );
      checks.push({
        measure: `${name} of ${STYLE_POSTS} posts, p95 (${database})`,
        figure: ms(p95),
        budget: `< ${BUDGET_MS} ms`,
        ok: p95 < BUDGET_MS,
        data: { database, posts: STYLE_POSTS, p50, p95, cpuP50, runs: samples.length },
      });
    }
    return checks;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const checks = await measureStyle({
    postgresUrl: process.env.TEST_DATABASE_URL,
    runs: 30,
    log: console.log,
  });
  for (const check of checks)
    console.log(
      `${check.ok ? 'ok  ' : 'MISS'} ${check.measure}: ${check.figure} (${check.budget})`,
    );
  process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
}
