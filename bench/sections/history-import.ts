import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HISTORY_IMPORT_LIMIT, type Account, type HistoryImport } from '@quillpost/shared';
import { addPosting, startFakeX, trustLoopbackCertificate } from '@quillpost/testing';
import { connectAccount } from '../lib/connect-accounts';
import { bearer, expectStatus, signIn } from '../lib/http';
import {
  createPostgresDatabase,
  DATABASE_LABEL,
  LOAD_ENV,
  type DatabaseKind,
} from '../lib/product';
import { ROOT, startNodeServer } from '../lib/processes';
import type { Check } from '../lib/report';

const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const BUDGET_SECONDS = 30;
/** How long the fake X takes to answer each page of 100 posts. */
const PAGE_MS = 50;

/**
 * One X account with 3,200 posts of its own on a fake X that answers each page of its timeline in
 * 50 ms: the time from `POST /api/v0/accounts/:id/import` until the import says it is done, on the
 * production server with its built-in worker.
 */
export async function measureHistoryImport(input: {
  database: DatabaseKind;
  postgresUrl?: string;
  nodeFlags: string[];
  log: (line: string) => void;
}): Promise<Check> {
  const label = DATABASE_LABEL[input.database];
  const certificate = trustLoopbackCertificate();
  const x = await startFakeX();
  const posting = addPosting(x);
  posting.timelineDelayMs = PAGE_MS;
  const userId = '1600000000000000001';
  x.user = { id: userId, username: 'importer', name: 'Importer' };
  const start = Date.now() - HISTORY_IMPORT_LIMIT * 60_000;
  for (let i = 1; i <= HISTORY_IMPORT_LIMIT; i++) {
    posting.posts.push({
      id: String(1_700_000_000_000_000_000n + BigInt(i)),
      authorId: userId,
      text: `An older post, number ${i}.`,
      createdAt: new Date(start + i * 60_000),
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-import-'));
  const databaseUrl =
    input.database === 'postgres' && input.postgresUrl
      ? await createPostgresDatabase(input.postgresUrl, `bench_import_${Date.now()}`)
      : undefined;
  const server = await startNodeServer({
    name: `Quillpost with its worker (${label})`,
    script: SERVER,
    env: {
      ...LOAD_ENV,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ENCRYPTION_KEY: 'bench-encryption-key-that-is-long-enough-for-aes',
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-for-hs256',
      X_CLIENT_ID: x.clientId,
      X_CLIENT_SECRET: x.clientSecret,
      X_API_URL: x.url,
      X_AUTHORIZE_URL: x.authorizeUrl,
      ...certificate.env,
    },
    nodeFlags: input.nodeFlags,
    readyPath: '/readyz',
  });
  try {
    const token = await signIn(server.url, { name: 'Importer', email: 'importer@example.com' });
    await connectAccount(server.url, token, { network: 'x' });
    const listed = await fetch(`${server.url}/api/v0/accounts`, { headers: bearer(token) });
    const { accounts } = (await listed.json()) as { accounts: Account[] };
    const importUrl = `${server.url}/api/v0/accounts/${accounts[0]!._id}/import`;
    input.log(
      `  ${label}: importing ${HISTORY_IMPORT_LIMIT.toLocaleString('en-US')} posts, each page answered in ${PAGE_MS} ms`,
    );

    const began = performance.now();
    const started = await fetch(importUrl, { method: 'POST', headers: bearer(token) });
    await expectStatus(started, 202, 'Starting the import');
    let state: HistoryImport | null = null;
    while (state?.status !== 'done' && state?.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await fetch(importUrl, { headers: bearer(token) });
      state = ((await answer.json()) as { import: HistoryImport | null }).import;
      if (performance.now() - began > 5 * BUDGET_SECONDS * 1000) break;
    }
    const seconds = (performance.now() - began) / 1000;
    const complete = state?.status === 'done' && state.imported === HISTORY_IMPORT_LIMIT;
    return {
      measure: `History import of ${HISTORY_IMPORT_LIMIT.toLocaleString('en-US')} X posts, ${PAGE_MS} ms a page (${label})`,
      figure: complete
        ? `${seconds.toFixed(1)} s`
        : `${state?.status ?? 'no import'} after ${seconds.toFixed(1)} s, ${state?.imported ?? 0} imported: ${state?.error ?? ''}`,
      budget: `< ${BUDGET_SECONDS} s, every post once`,
      ok: complete && seconds < BUDGET_SECONDS,
      data: { seconds, imported: state?.imported ?? 0, pages: posting.timelineReads.length },
    };
  } finally {
    await server.stop();
    await x.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
