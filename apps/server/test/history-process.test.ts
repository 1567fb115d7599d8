import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Account, HistoryImport } from '@quillpost/shared';
import { addPosting, startFakeX, trustLoopbackCertificate } from '@quillpost/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { importedPostsOf } from '../src/history';
import type { App } from '../src/types';
import { bearer, signIn } from './support/app';
import { openTestDatabase } from './support/database';
import { waitUntil } from './support/publishing';
import { me } from './support/requests';
import { connectX, fakeXEnv } from './support/x';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run worker` from sources: a worker process alone on the shared database. */
function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  return { child, exited, output: () => output };
}

describe('a history import across worker processes', () => {
  it('after kill -9 in the middle, a new worker goes on from the last kept page and keeps every post once', async () => {
    const certificate = trustLoopbackCertificate();
    const fake = await startFakeX();
    const posting = addPosting(fake);
    const shared = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
    const env: Record<string, string> = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quillpost-import-')),
      ENCRYPTION_KEY: 'an-encryption-key-that-is-long-enough-for-tests',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      NODE_EXTRA_CA_CERTS: certificate.caPath,
      ...fakeXEnv(fake),
      ...(shared && 'databaseUrl' in shared.queue
        ? { DATABASE_URL: shared.queue.databaseUrl }
        : {}),
    };
    const open = async (): Promise<App> => {
      const app = await buildApp({
        config: loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        database: shared,
        webDistDir: '/nonexistent',
      });
      await app.ready();
      return app;
    };
    let app = await open();
    const token = await signIn(app);
    const userId = (await me(app, token))._id;
    await connectX(app, token);
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
    await app.close();
    await shared?.close();
    await fake.close();
  }, 180_000);
});
