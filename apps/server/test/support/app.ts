import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { App } from '../../src/types';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from './database';

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string | undefined>;
}

/** The whole server, in process, on a fresh database; whoever calls this closes it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  return buildTestApp(options, await openTestDatabase());
}

/**
 * Another instance of the server on `app`'s PostgreSQL database, with connections of its own, as
 * a second process would have (PGlite is one process's). Whoever calls this closes it, before
 * `app`, whose closing drops the database.
 */
export async function createSecondInstance(app: App, options: TestAppOptions = {}): Promise<App> {
  const { queue } = app.deps.database;
  if (!('databaseUrl' in queue)) throw new Error('a second instance needs PostgreSQL');
  return buildTestApp(
    options,
    await openDatabase({ databaseUrl: queue.databaseUrl, pgliteDir: '' }),
  );
}

/**
 * For one test, a second server on `app`'s database: another instance with connections of its own
 * (createSecondInstance) on PostgreSQL, closed when the test ends; on PGlite, which is one
 * process's, `app` itself.
 */
export async function sameOrSecondInstance(app: App, options: TestAppOptions = {}): Promise<App> {
  if (!process.env.TEST_DATABASE_URL) return app;
  const second = await createSecondInstance(app, options);
  onTestFinished(() => second.close());
  return second;
}

/** The whole server on a database the caller opened; closing the app closes it. */
export async function buildTestApp(
  options: TestAppOptions,
  database: DatabaseHandle,
): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quillpost-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    LLM_SEED: '42',
    ...options.env,
  });
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

interface Lifetime {
  /** Open one for every test instead of one for all the tests of the file or `describe`. */
  each?: boolean;
}

/**
 * Something the tests of the enclosing file or `describe` share (an app, a fake service), opened
 * before them and closed after them by hooks this registers with Vitest. Answers a stand-in that
 * forwards to it, so that a test file never opens or closes anything by hand.
 */
export function useResource<T extends { close(): unknown }>(
  open: () => Promise<T>,
  lifetime: Lifetime = {},
): T {
  let current: T | undefined;
  const [before, after] = lifetime.each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    current = await open();
  });
  after(async () => {
    await current?.close();
    current = undefined;
  });
  return forwardTo(() => {
    if (!current) throw new Error('exists only inside tests and their hooks');
    return current;
  });
}

/** A stand-in that forwards every use to what `resource` answers at the time. */
export function forwardTo<T extends object>(resource: () => T): T {
  return new Proxy({} as T, {
    get(_, property) {
      const value: unknown = Reflect.get(resource(), property);
      return typeof value === 'function' ? value.bind(resource()) : value;
    },
    set: (_, property, value) => Reflect.set(resource(), property, value),
    has: (_, property) => Reflect.has(resource(), property),
  });
}

/**
 * The whole server for the tests of the enclosing file or `describe` (see useResource). Options may
 * be a function, called when the app is built, for values that earlier hooks make.
 */
export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
  lifetime: Lifetime = {},
): App {
  return useResource(
    async () => createTestApp(typeof options === 'function' ? await options() : options),
    lifetime,
  );
}

/**
 * For tests that each need an app of their own making: answers a function that builds one, and
 * closes every app it built after the test that built it.
 */
export function useTestApps(): (options?: TestAppOptions) => Promise<App> {
  const open: App[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((app) => app.close()));
  });
  return async (options) => {
    const app = await createTestApp(options);
    open.push(app);
    return app;
  };
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
