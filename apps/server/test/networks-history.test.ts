import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HistoryImport } from '@quillpost/shared';
import { networkSpend } from '../src/db/schema';
import { importedPostsOf } from '../src/history';
import { bearer } from './support/app';
import { personOn } from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { savePost, schedule, settled, waitFor, waitUntil } from './support/publishing';

const { fakes, app } = useNetworksServer();

let made = 0n;
/** Posts the account made on X before Quillpost, oldest first, an X id each. */
function postOnX(authorId: string, count: number) {
  const start = Date.now() - 30 * 86_400_000;
  for (let i = 0; i < count; i++) {
    made += 1n;
    fakes.xPosting.posts.push({
      id: String(1_800_000_000_000_000_000n + made),
      authorId,
      text: `Before Quillpost, post ${made}.`,
      createdAt: new Date(start + Number(made) * 60_000),
    });
  }
  return fakes.xPosting.posts.at(-1)!;
}

async function importAndWait(token: string, accountId: string): Promise<HistoryImport> {
  const url = `/api/v0/accounts/${accountId}/import`;
  const started = await app.inject({ method: 'POST', url, headers: bearer(token) });
  expect(started.statusCode, started.body).toBe(202);
  let state: HistoryImport | null = null;
  await waitUntil(
    async () => {
      const response = await app.inject({ url, headers: bearer(token) });
      state = (response.json() as { import: HistoryImport | null }).import;
      return state?.status !== 'running';
    },
    () => `the import to end: ${JSON.stringify(state)}`,
  );
  return state!;
}

async function readsBilled(userId: string) {
  const rows = await app.deps.db
    .select()
    .from(networkSpend)
    .where(and(eq(networkSpend.userId, userId), eq(networkSpend.call, 'read')));
  return {
    units: rows.reduce((sum, row) => sum + row.units, 0),
    usd: rows.reduce((sum, row) => sum + row.usdMicros, 0) / 1_000_000,
  };
}

describe('importing an X account’s history', () => {
  it('reads every page with its figures in one call each, bills each post read, and later reads only newer posts', async () => {
    const person = await personOn(app, fakes, 'x');
    const accountId = person.account._id;
    const newest = postOnX(person.account.remoteId, 230);
    fakes.xPosting.publicMetrics.set(newest.id, { like_count: 7, impression_count: 900 });
    const readsBefore = fakes.xPosting.timelineReads.length;

    expect(await importAndWait(person.token, accountId)).toMatchObject({
      status: 'done',
      imported: 230,
      error: null,
    });
    const reads = fakes.xPosting.timelineReads.slice(readsBefore);
    expect(reads.map((read) => [read.maxResults, read.ids.length, read.sinceId])).toEqual([
      [100, 100, null],
      [100, 100, null],
      [100, 30, null],
    ]);
    const [kept] = await importedPostsOf(app.deps.db, { userId: person.userId, accountId });
    expect(kept).toMatchObject({ remoteId: newest.id, likes: 7, impressions: 900 });
    expect(await readsBilled(person.userId)).toEqual({ units: 230, usd: 0.23 });

    const later = postOnX(person.account.remoteId, 4);
    expect(await importAndWait(person.token, accountId)).toMatchObject({
      status: 'done',
      imported: 4,
    });
    expect(fakes.xPosting.timelineReads.at(-1)).toMatchObject({ sinceId: newest.id });
    const all = await importedPostsOf(app.deps.db, { userId: person.userId, accountId });
    expect(all).toHaveLength(234);
    expect(all[0]!.remoteId).toBe(later.id);
    expect(await readsBilled(person.userId)).toEqual({ units: 234, usd: 0.234 });
  });

  it('leaves out of the imported posts one Quillpost published, so it is never counted twice', async () => {
    const person = await personOn(app, fakes, 'x');
    const accountId = person.account._id;
    const postId = await savePost(app, person.userId, 'tweet', 'Published through Quillpost.');
    const created = await schedule(app, person.token, { postId, publishAt: 'now', accountId });
    expect(created.statusCode, created.body).toBe(201);
    const published = await waitFor(
      app,
      person.token,
      (created.json() as { publication: { _id: string } }).publication._id,
      settled,
    );
    expect(published.status).toBe('published');
    postOnX(person.account.remoteId, 3);

    expect(await importAndWait(person.token, accountId)).toMatchObject({ imported: 4 });
    const imported = await importedPostsOf(app.deps.db, { userId: person.userId, accountId });
    expect(imported.map((post) => post.text)).not.toContain('Published through Quillpost.');
    expect(imported).toHaveLength(3);
  });
});
