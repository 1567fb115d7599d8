import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { App } from '../../src/types';
import { openTestDatabase } from './database';

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string | undefined>;
}

/** The whole server, in process, on a fresh database; close it in afterAll/afterEach. */
export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quillpost-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    LLM_SEED: '42',
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    ...options,
    config,
    database,
    webDistDir: options.webDistDir ?? '/nonexistent',
  });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}

/** Signs a person in through the local sign-in form and answers their access token. */
export async function signIn(
  app: App,
  person: { name?: string; email?: string } = {},
): Promise<string> {
  const name = person.name ?? 'Ada Lovelace';
  const email = person.email ?? `user-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/auth/local',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name, email }).toString(),
  });
  if (response.statusCode !== 302)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const location = new URL(response.headers.location as string);
  return location.searchParams.get('token')!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  response.json() as T;

/** A valid generation request body. */
export const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Why small pull requests ship faster',
  format: 'Quick Tips',
  voice: 'casual',
  tags: 'tech',
  ...overrides,
});
