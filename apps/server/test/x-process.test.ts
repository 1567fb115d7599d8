import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeX, trustLoopbackCertificate, type FakeX } from '@quillpost/testing';
import { signInOverHttp } from './support/server-process';
import { authorizeAtFakeX, fakeXEnv } from './support/x';

/** A port free right now: the server's public address must name its real port. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the server process against a fake X it trusts through NODE_EXTRA_CA_CERTS', () => {
  let fake: FakeX;
  let stop: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const certificate = trustLoopbackCertificate();
    fake = await startFakeX();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quillpost-x-')),
        LOG_LEVEL: 'warn',
        PORT: String(await freePort()),
        NODE_EXTRA_CA_CERTS: certificate.caPath,
        ...fakeXEnv(fake),
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    stop = async () => {
      child.kill('SIGTERM');
      await exited;
    };
    url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /running at (http:\/\/\S+)/.exec(stdout);
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
      }, 50);
      void exited.then(() => reject(new Error(`exited early: ${stderr}`)));
    });
  });
  afterAll(async () => {
    await stop?.();
    await fake?.close();
  });

  it('connects an X account end to end', async () => {
    const headers = await signInOverHttp(url);
    const connect = await fetch(`${url}/api/v0/x/connect`, { method: 'POST', headers });
    const { url: authorize } = (await connect.json()) as { url: string };
    // The browser keeps the cookie that binds the flow to it and brings it to the callback.
    const cookie = connect.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const back = await authorizeAtFakeX(new URL(authorize));
    const landing = await fetch(back, { redirect: 'manual', headers: { cookie } });
    expect(landing.headers.get('location')).toBe(`${url}/dashboard/settings?x=connected`);
    const account = await fetch(`${url}/api/v0/x/account`, { headers });
    expect(await account.json()).toMatchObject({
      account: { username: fake.user.username, provider: 'x', status: 'connected' },
    });
  });
});
