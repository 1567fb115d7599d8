import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse, HistoryImport } from '@quillpost/shared';
import { accounts } from '../src/db/schema';
import { importedPostsOf } from '../src/history';
import { runImport } from '../src/history/job';
import type { App } from '../src/types';
import { bearer, signIn, useTestApps } from './support/app';
import { recordingJobs } from './support/analytics';
import { scriptedHistory } from './support/history';
import { connectedUser, savePost, schedule } from './support/publishing';
import { stoppableDatabase } from './support/stopped-worker';
import { storedFor } from './support/stored';

const newApp = useTestApps();

async function setUp(count: number) {
  const history = scriptedHistory({ count });
  const jobs = recordingJobs();
  const app = await newApp({ networks: [history.network], jobs });
  const person = await connectedUser(app);
  return { app, history, jobs, ...person };
}

const startImport = (app: App, token: string, accountId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v0/accounts/${accountId}/import`,
    headers: bearer(token),
  });

async function importState(app: App, token: string, accountId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v0/accounts/${accountId}/import`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { import: HistoryImport | null }).import;
}

const importJobs = (jobs: ReturnType<typeof recordingJobs>) =>
  jobs.sent.filter((job) => job.name === 'import-history');

/** Every remote id once, and how many there are. */
async function importedIds(app: App, userId: string, accountId: string) {
  const rows = await importedPostsOf(app.deps.db, { userId, accountId });
  const ids = rows.map((row) => row.remoteId);
  expect(new Set(ids).size).toBe(ids.length);
  return ids;
}

describe('history import', () => {
  it('reads every page of the account, keeps each post with its figures, and says it is done', async () => {
    const { app, history, jobs, token, userId, accountId } = await setUp(250);
    expect(await importState(app, token, accountId)).toBeNull();

    const started = await startImport(app, token, accountId);
    expect(started.statusCode).toBe(202);
    expect(started.json().import).toMatchObject({ status: 'running', imported: 0 });
    expect(importJobs(jobs)).toEqual([expect.objectContaining({ payload: { accountId } })]);

    await runImport(app.deps, accountId);
    const done = await importState(app, token, accountId);
    expect(done).toMatchObject({ status: 'done', imported: 250, error: null });
    expect(done!.finishedAt).not.toBeNull();
    expect(await importedIds(app, userId, accountId)).toHaveLength(250);
    const [newest] = await importedPostsOf(app.deps.db, { userId });
    expect(newest).toMatchObject({ remoteId: history.posts[0]!.id, impressions: 2500, likes: 5 });
  });

  it('leaves the planner knowing how many posts it imported, so the first reads after it plan from real counts', async () => {
    const { app, token, accountId } = await setUp(250);
    await startImport(app, token, accountId);
    await runImport(app.deps, accountId);
    const result = await app.deps.db.execute(
      sql`select reltuples from pg_class where relname = 'imported_posts'`,
    );
    const [table] = (result as unknown as { rows: { reltuples: number }[] }).rows;
    expect(Number(table!.reltuples)).toBe(250);
  });

  it('a later import reads only newer posts, and importing twice never doubles a post', async () => {
    const { app, history, token, userId, accountId } = await setUp(150);
    await startImport(app, token, accountId);
    await runImport(app.deps, accountId);
    const newestBefore = history.posts[0]!.id;

    history.addPosts(5);
    const again = await startImport(app, token, accountId);
    expect(again.json().import).toMatchObject({ status: 'running', imported: 0 });
    await runImport(app.deps, accountId);

    expect(history.reads.at(-1)).toEqual({ newerThan: newestBefore });
    expect(await importState(app, token, accountId)).toMatchObject({ status: 'done', imported: 5 });
    expect(await importedIds(app, userId, accountId)).toHaveLength(155);
  });

  it('waits out a 429 until its reset, then goes on from the page it stopped at', async () => {
    const { app, history, jobs, token, userId, accountId } = await setUp(300);
    const resetAt = new Date(Date.now() + 15 * 60_000);
    history.faults.set(2, { kind: 'rate_limited', resetAt });
    await startImport(app, token, accountId);

    await runImport(app.deps, accountId);
    expect(await importState(app, token, accountId)).toMatchObject({
      status: 'running',
      imported: 100,
    });
    expect(importJobs(jobs).at(-1)).toMatchObject({
      payload: { accountId },
      options: { startAfter: resetAt },
    });

    await runImport(app.deps, accountId);
    expect(history.reads[2]).toEqual({ cursor: history.posts[99]!.id });
    expect(await importState(app, token, accountId)).toMatchObject({
      status: 'done',
      imported: 300,
    });
    expect(await importedIds(app, userId, accountId)).toHaveLength(300);
  });

  it('a second import while one runs answers the running one, also when both arrive at once', async () => {
    const { app, jobs, token, accountId } = await setUp(10);
    const [first, second] = await Promise.all([
      startImport(app, token, accountId),
      startImport(app, token, accountId),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.json()).toEqual(first.json());
    const third = await startImport(app, token, accountId);
    expect(third.json()).toEqual(first.json());
    expect(importJobs(jobs)).toHaveLength(1);
  });

  it('an account that refuses reads fails the import with the network’s message and keeps what it read', async () => {
    const { app, history, token, userId, accountId } = await setUp(500);
    const message = 'Authorization failed: this account is suspended.';
    history.faults.set(3, { kind: 'rejected', message });
    await startImport(app, token, accountId);

    await runImport(app.deps, accountId);
    expect(await importState(app, token, accountId)).toMatchObject({
      status: 'failed',
      imported: 200,
      error: message,
    });
    expect(await importedIds(app, userId, accountId)).toHaveLength(200);

    // Started again, it reads from the newest post; what it kept before is not kept twice.
    await startImport(app, token, accountId);
    await runImport(app.deps, accountId);
    expect(await importState(app, token, accountId)).toMatchObject({
      status: 'done',
      imported: 300,
      error: null,
    });
    expect(await importedIds(app, userId, accountId)).toHaveLength(500);
  });

  it('a worker stopped in the middle is taken over from its last kept page, with every post once', async () => {
    const { app, history, token, userId, accountId } = await setUp(420);
    const stopped = stoppableDatabase(app.deps.db);
    history.faults.set(3, { kind: 'before_answer', then: () => stopped.stop() });
    await startImport(app, token, accountId);

    // The first worker reads a third page and stops before keeping it.
    void runImport({ ...app.deps, db: stopped.db }, accountId);
    await expect.poll(() => history.reads.length).toBe(3);
    expect(await importState(app, token, accountId)).toMatchObject({ imported: 200 });

    await runImport(app.deps, accountId);
    expect(history.reads.slice(3, 4)).toEqual([{ cursor: history.posts[199]!.id }]);
    expect(await importState(app, token, accountId)).toMatchObject({
      status: 'done',
      imported: 420,
    });
    expect(await importedIds(app, userId, accountId)).toHaveLength(420);
  });
});

describe('imported posts', () => {
  it('count for duplicates: a publication repeating one is refused, saving nothing', async () => {
    const { app, history, token, userId, accountId } = await setUp(30);
    await startImport(app, token, accountId);
    await runImport(app.deps, accountId);
    const postId = await savePost(app, userId, 'tweet', history.posts[0]!.text);
    const before = await storedFor(app, userId);

    const response = await schedule(app, token, { postId, publishAt: 'now', accountId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'duplicate_content' });
    expect(response.json().message).toContain(history.posts[0]!.text);
    expect(await storedFor(app, userId)).toEqual(before);
  });
});

describe('imported posts in the analytics', () => {
  it('join the answer marked imported, with their figures at the import', async () => {
    const { app, history, token, accountId } = await setUp(40);
    await startImport(app, token, accountId);
    await runImport(app.deps, accountId);

    const response = await app.inject({
      url: `/api/v0/analytics?accountId=${accountId}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as AnalyticsResponse;
    expect(answer.totals.publications).toBe(40);
    expect(answer.totals.impressions).toBe(
      history.posts.reduce((sum, post) => sum + post.figures.impressions!, 0),
    );
    const [newest] = answer.publications;
    expect(newest).toMatchObject({
      imported: true,
      postId: '',
      excerpt: history.posts[0]!.text,
      impressions: 400,
      likes: 40 % 7,
      network: 'x',
      accountId,
    });
  });
});

describe('history import refusals', () => {
  it('answers 404 for no such account and for someone else’s, and 409 for one to reconnect', async () => {
    const { app, jobs, token, accountId } = await setUp(10);
    const stranger = await signIn(app);
    const nobody = '01900000-0000-7000-8000-000000000000';
    for (const [who, id] of [
      [stranger, accountId],
      [token, nobody],
    ] as const) {
      for (const method of ['POST', 'GET'] as const) {
        const response = await app.inject({
          method,
          url: `/api/v0/accounts/${id}/import`,
          headers: bearer(who),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'Account not found' });
      }
    }
    await app.deps.db
      .update(accounts)
      .set({ status: 'reconnect' })
      .where(eq(accounts.id, accountId));
    const refused = await startImport(app, token, accountId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('account_reconnect_required');
    expect(await importState(app, token, accountId)).toBeNull();
    expect(importJobs(jobs)).toHaveLength(0);
  });
});
