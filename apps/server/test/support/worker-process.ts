import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { addPosting, startFakeX, trustLoopbackCertificate } from '@quillpost/testing';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { App } from '../../src/types';
import { signIn } from './app';
import { openTestDatabase } from './database';
import { me } from './requests';
import { connectX, fakeXEnv } from './x';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run worker` from sources: a worker process alone on the shared database. One still running
 * when the test ends is killed then.
 */
export function startWorkerProcess(env: Record<string, string>) {
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
  onTestFinished(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  });
  return { child, exited, output: () => output };
}

/**
 * For one test: a fake X over HTTPS, one database shared by the test and the worker processes
 * (PostgreSQL when the suite runs on it, else PGlite in a folder that one process holds at a
 * time), the app on it (`open` opens it again) and a signed-in user with X connected. The apps,
 * the database and the fake are closed when the test ends.
 */
export async function setUpWorkerProcesses(overrides: Record<string, string> = {}) {
  const certificate = trustLoopbackCertificate();
  const fake = await startFakeX();
  const posting = addPosting(fake);
  const shared = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
  const openApps = new Set<App>();
  onTestFinished(async () => {
    for (const app of openApps) await app.close();
    await shared?.close();
    await fake.close();
  });
  const env: Record<string, string> = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quillpost-workers-')),
    ENCRYPTION_KEY: 'an-encryption-key-that-is-long-enough-for-tests',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    NODE_EXTRA_CA_CERTS: certificate.caPath,
    ...fakeXEnv(fake),
    ...(shared && 'databaseUrl' in shared.queue ? { DATABASE_URL: shared.queue.databaseUrl } : {}),
    ...overrides,
  };
  const open = async (): Promise<App> => {
    const app = await buildApp({
      config: loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: shared,
      webDistDir: '/nonexistent',
    });
    openApps.add(app);
    app.addHook('onClose', async () => void openApps.delete(app));
    await app.ready();
    return app;
  };
  const app = await open();
  const token = await signIn(app);
  const userId = (await me(app, token))._id;
  await connectX(app, token);
  return { env, shared, fake, posting, open, app, token, userId };
}
