import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bearer, signIn, useTestApps } from './support/app';
import { startServerProcess } from './support/server-process';

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/auth/local',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('local sign-in behind a reverse proxy', () => {
  const createTestApp = useTestApps();

  it.each([
    [{ WEB_ORIGIN: 'https://quillpost.example.com' }],
    [{ PUBLIC_URL: 'https://api.quillpost.example.com' }],
    [{ WEB_ORIGIN: 'http://192.168.1.20:3000' }],
    [{ HOST: '0.0.0.0' }],
  ])('is off while the server listens on loopback but is reached at %o', async (env) => {
    const app = await createTestApp({ env: { HOST: '127.0.0.1', ...env } });
    const refused = await app.inject(form({ name: 'Mallory', email: 'ceo@example.com' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/ALLOW_LOCAL_SIGNIN/);
    expect((await app.inject('/auth/local')).statusCode).toBe(403);
    expect((await app.inject('/api/config')).json().auth.localSignIn).toBe(false);
  });

  it('is on there with ALLOW_LOCAL_SIGNIN=true', async () => {
    const app = await createTestApp({
      env: { WEB_ORIGIN: 'https://quillpost.example.com', ALLOW_LOCAL_SIGNIN: 'true' },
    });
    expect((await app.inject(form({ name: 'Ada', email: 'ada@example.com' }))).statusCode).toBe(
      302,
    );
  });

  it('is on when HOST and the public address are loopback', () => {
    for (const env of [
      {},
      { HOST: 'localhost', WEB_ORIGIN: 'http://localhost:5173' },
      { HOST: '::1', PUBLIC_URL: 'http://[::1]:3000' },
    ]) {
      expect(loadConfig(env).localSignInEnabled).toBe(true);
    }
  });

  it('never renames an existing account', async () => {
    const app = await createTestApp();
    const owner = await signIn(app, { name: 'Grace Hopper', email: 'grace@example.com' });
    const other = await signIn(app, { name: 'Someone Else', email: 'GRACE@example.com' });
    for (const token of [owner, other]) {
      const me = await app.inject({ url: '/api/v0/users/me', headers: bearer(token) });
      expect(me.json().user).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
    }
  });
});

describe('start-up message', () => {
  it.each([
    [{}, /Sign-in: local form at \/auth\/local \(HOST and the public address are loopback\)/],
    [
      { WEB_ORIGIN: 'https://quillpost.example.com' },
      /Sign-in: none: the local form is off because WEB_ORIGIN https:\/\/quillpost\.example\.com is not loopback/,
    ],
    [
      { WEB_ORIGIN: 'https://quillpost.example.com', ALLOW_LOCAL_SIGNIN: 'true' },
      /Sign-in: local form at \/auth\/local \(ALLOW_LOCAL_SIGNIN=true\)/,
    ],
  ])('says which sign-in is active and why (%o)', { timeout: 90_000 }, async (env, line) => {
    const server = startServerProcess(env);
    try {
      await server.running;
      await expect.poll(() => server.output().stdout).toMatch(line);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
