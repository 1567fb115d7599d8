import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BestTimes, HistoryImport, StyleResponse } from '@quillpost/shared';
import { xSandboxPosts } from '../src/db/schema';
import { runImport } from '../src/history/job';
import { ensureSandboxHistory, sandboxHistoryPosts } from '../src/networks/x/sandbox-history';
import { SANDBOX_HISTORY_MARK } from '../src/networks/x/sandbox-history-texts';
import type { App } from '../src/types';
import { bearer, signIn, useTestApp } from './support/app';
import { recordingJobs } from './support/analytics';
import { me } from './support/requests';
import { connectSandboxX, withXToken } from './support/x';

const get = async <T>(app: App, token: string, url: string): Promise<T> => {
  const response = await app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

async function importOnce(app: App, token: string, accountId: string) {
  const url = `/api/v0/accounts/${accountId}/import`;
  const started = await app.inject({ method: 'POST', url, headers: bearer(token) });
  expect(started.statusCode, started.body).toBe(202);
  await runImport(app.deps, accountId);
  return (await get<{ import: HistoryImport }>(app, token, url)).import;
}

describe('sandbox X history', () => {
  const app = useTestApp(() => ({ jobs: recordingJobs() }));

  it('has a past of its own to import, from which a style and best hours are learned', async () => {
    const token = await signIn(app);
    await connectSandboxX(app, token, 'sandbox_style');
    const userId = (await me(app, token))._id;
    await withXToken(app, userId, (accessToken) =>
      app.deps.x.createPost(accessToken, { text: 'Posted through Quillpost' }),
    );
    const { accounts } = await get<{ accounts: { _id: string }[] }>(app, token, '/api/v0/accounts');
    const accountId = accounts[0]!._id;

    const first = await importOnce(app, token, accountId);
    expect(first).toMatchObject({ status: 'done', imported: 41, error: null });
    expect(await importOnce(app, token, accountId)).toMatchObject({ status: 'done', imported: 0 });

    const { style } = await get<StyleResponse>(app, token, '/api/v0/style');
    expect(style).not.toBeNull();
    expect(style!.basis).toBe(41);
    expect(style!.traits.questionShare).toBeGreaterThan(0);
    expect(style!.traits.hashtagsPerPost).toBeGreaterThan(0);
    expect(style!.examples).toHaveLength(5);
    for (const example of style!.examples) {
      expect(example.text).toContain(SANDBOX_HISTORY_MARK);
      expect(example.likes).toBeGreaterThan(0);
    }

    const { bestTimes } = await get<{ bestTimes: BestTimes }>(
      app,
      token,
      `/api/v0/analytics/best-times?accountId=${accountId}`,
    );
    expect(bestTimes).toMatchObject({ enough: true, suggestedAreDefaults: false });
    // The sandbox's strong hours (UTC, the person's zone here) are suggested, its weak ones not.
    expect(bestTimes.suggested).toEqual(
      expect.arrayContaining([
        { weekday: 2, time: '09:00' },
        { weekday: 4, time: '09:00' },
        { weekday: 3, time: '13:00' },
      ]),
    );
    for (const weak of [
      { weekday: 3, time: '22:00' },
      { weekday: 6, time: '11:00' },
      { weekday: 7, time: '20:00' },
    ]) {
      expect(bestTimes.suggested).not.toContainEqual(weak);
    }
  });

  it('is the same for the same account and differs between accounts', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    const ada = sandboxHistoryPosts('1001', now);
    expect(sandboxHistoryPosts('1001', now)).toEqual(ada);
    expect(ada.every((post) => post.createdAt < now)).toBe(true);
    expect(new Set(ada.map((post) => post.id)).size).toBe(ada.length);
    const other = sandboxHistoryPosts('2002', now);
    expect(other.map((post) => post.text)).not.toEqual(ada.map((post) => post.text));
  });

  it('is added once, however many reads start together or later', async () => {
    const authorId = '3003';
    const now = new Date();
    const weekLater = new Date(now.getTime() + 7 * 24 * 3_600_000);
    await Promise.all([
      ensureSandboxHistory(app.deps.db, authorId, now),
      ensureSandboxHistory(app.deps.db, authorId, weekLater),
    ]);
    await ensureSandboxHistory(app.deps.db, authorId, weekLater);
    const rows = await app.deps.db
      .select({ id: xSandboxPosts.id })
      .from(xSandboxPosts)
      .where(eq(xSandboxPosts.authorId, authorId));
    expect(rows).toHaveLength(sandboxHistoryPosts(authorId, now).length);
  });
});
