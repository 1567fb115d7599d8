import { describe, expect, it } from 'vitest';
import type { Account, HistoryImport } from '@quillpost/shared';
import { importedPostsOf } from '../src/history';
import { bearer } from './support/app';
import { waitUntil } from './support/publishing';
import { setUpWorkerProcesses, startWorkerProcess } from './support/worker-process';

describe('a history import across worker processes', () => {
  it('after kill -9 in the middle, a new worker goes on from the last kept page and keeps every post once', async () => {
    const { env, shared, posting, open, token, userId, ...rest } = await setUpWorkerProcesses();
    let app = rest.app;
    const listed = await app.inject({ url: '/api/v0/accounts', headers: bearer(token) });
    const account = (listed.json() as { accounts: Account[] }).accounts[0]!;
    for (let i = 1; i <= 450; i++) {
      posting.posts.push({
        id: String(1_700_000_000_000_000_000n + BigInt(i)),
        authorId: account.remoteId,
        text: `Kept once, post ${i}.`,
        createdAt: new Date(Date.now() - (500 - i) * 60_000),
      });
    }
    const url = `/api/v0/accounts/${account._id}/import`;
    const started = await app.inject({ method: 'POST', url, headers: bearer(token) });
    expect(started.statusCode).toBe(202);
    if (!shared) await app.close(); // the embedded database is one process's at a time

    posting.timelineDelayMs = 300;
    const first = startWorkerProcess(env);
    await waitUntil(() => posting.timelineReads.length >= 3, 'the first worker to be mid-import');
    first.child.kill('SIGKILL');
    await first.exited;
    const readByFirst = posting.timelineReads.length;
    posting.timelineDelayMs = 0;

    const second = startWorkerProcess(env);
    await waitUntil(
      () => posting.timelineReads.length >= readByFirst + 1,
      () => `the second worker to read: ${second.output()}`,
    );
    if (!shared) {
      // Read what the second worker left once it has stopped: PGlite is one process's.
      await waitUntil(
        () => posting.timelineReads.at(-1)!.ids.length < 100,
        () => `the second worker to read the last page: ${second.output()}`,
      );
    }
    const readAfterKill = () => posting.timelineReads.slice(readByFirst);
    let state: HistoryImport | null = null;
    if (shared) {
      await waitUntil(
        async () => {
          const answer = await app.inject({ url, headers: bearer(token) });
          state = (answer.json() as { import: HistoryImport | null }).import;
          return state?.status === 'done';
        },
        () => `the import to finish: ${JSON.stringify(state)} ${second.output()}`,
      );
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    if (!shared) app = await open();
    const answer = await app.inject({ url, headers: bearer(token) });
    expect(answer.json().import).toMatchObject({ status: 'done', imported: 450, error: null });
    // The second worker went on from the page the first had kept, never again from the newest post.
    expect(readAfterKill().map((read) => read.paginationToken)).not.toContain(null);
    const kept = await importedPostsOf(app.deps.db, { userId, accountId: account._id });
    expect(kept).toHaveLength(450);
    expect(new Set(kept.map((post) => post.remoteId)).size).toBe(450);
  }, 180_000);
});
