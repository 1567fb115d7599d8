import type { Publication } from '@quillpost/shared';
import { posts, publicationParts, publications } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { startWorkers } from '../../src/jobs';
import { publishingWorkers } from '../../src/publications/worker';
import type { App } from '../../src/types';
import { createTestApp, signIn, bearer, useResource, useTestApp, type TestAppOptions } from './app';
import { createFakePublishingX, type FakePublishingX } from './fake-publishing-x';
import { upsertAccountRow } from '../../src/accounts/repository';
import { sealCredentials } from '../../src/accounts/credentials';
import { updateSettings } from '../../src/settings/service';
import { me } from './requests';

export const thread = (parts: string[], header = '🧵 Shipping small') =>
  [header, ...parts.map((p, i) => `${i + 1}/ ${p}`)].join('\n\n');

/** A server whose publishing goes to an in-memory X, with short waits. */
export async function createPublishingApp(options: TestAppOptions = {}) {
  const fake = createFakePublishingX();
  const app = await createTestApp(publishingOptions(fake, options));
  return { app, fake };
}

/** The app's options with the in-memory X in place of X, and short publishing waits. */
const publishingOptions = (fake: FakePublishingX, options: TestAppOptions): TestAppOptions => ({
  ...options,
  networks: [fake.network, ...(options.networks ?? [])],
  publishing: { leaseSeconds: 3, retryBaseMs: 50, ...options.publishing },
});

/**
 * For the tests of the enclosing file or `describe`: a server whose publishing goes to an
 * in-memory X (`createPublishingApp`), built before them and closed after them (useResource).
 */
export function usePublishingApp(options: TestAppOptions = {}) {
  const fake = useResource(async () => ({ ...createFakePublishingX(), close() {} }));
  const app = useTestApp(() => publishingOptions(fake, options));
  return { app, fake };
}

let handles = 0;

/** Connects an account on the in-memory X for the user, as a finished connect would store it. */
export async function connectFakeX(app: App, userId: string, handle = `user${++handles}`) {
  const now = new Date();
  const row = await upsertAccountRow(app.deps.db, {
    id: newId(),
    userId,
    network: 'x',
    remoteId: `x-${handle}`,
    handle,
    name: handle,
    provider: 'real',
    status: 'connected',
    credentials: sealCredentials(app.deps.encryption, { accessToken: `token-x-${handle}` }),
    expiresAt: null,
    maxLength: null,
    connectedAt: now,
    updatedAt: now,
  });
  return { accountId: row.id, handle };
}

/** A signed-in user with an X account connected on the fake. */
export async function connectedUser(app: App, _fake?: FakePublishingX, handle?: string) {
  const token = await signIn(app);
  const userId = (await me(app, token))._id;
  const account = await connectFakeX(app, userId, handle);
  return { token, userId, ...account };
}

/** Saves the user's time zone and weekly slots, as the settings screen does. */
export const setSettings = (
  app: App,
  userId: string,
  settings: { timezone: string; slots: { weekday: number; time: string }[] },
) => updateSettings(app.deps, { userId, settings });

export async function savePost(app: App, userId: string, kind: string, content: string) {
  const id = newId();
  await app.deps.db.insert(posts).values({
    id,
    userId,
    kind,
    title: 'A description',
    content,
    format: 'Quick Tips',
    voice: 'casual',
    tags: 'tech',
  });
  return id;
}

export const schedule = (app: App, token: string, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v0/publications',
    headers: bearer(token),
    payload: body,
  });

export async function getPublication(app: App, token: string, id: string): Promise<Publication> {
  const response = await app.inject({ url: `/api/v0/publications/${id}`, headers: bearer(token) });
  return (response.json() as { publication: Publication }).publication;
}

export const startWorker = (app: App) => startWorkers(app.deps, publishingWorkers);

/** Polls until the publication reaches a state that `done` accepts. */
export async function waitFor(
  app: App,
  token: string,
  id: string,
  done: (publication: Publication) => boolean,
  ms = 30_000,
): Promise<Publication> {
  const end = Date.now() + ms;
  for (;;) {
    const publication = await getPublication(app, token, id);
    if (done(publication)) return publication;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(publication)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Checks every 100 ms until `check` holds; fails naming `what` (read then) after `ms`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string | (() => string),
  ms = 90_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const settled = (publication: Publication) =>
  publication.status === 'published' || publication.status === 'failed';

/**
 * Publications of a user written straight to the database (one tweet part each, each of its own
 * post), in one statement: for lists too long to make through the API. Answers their ids.
 */
export async function seedPublications(
  app: App,
  userId: string,
  rows: { status: string; publishAt: Date }[],
): Promise<string[]> {
  const ids = rows.map(() => newId());
  await app.deps.db.insert(publications).values(
    rows.map((row, i) => ({
      id: ids[i]!,
      userId,
      postId: newId(),
      kind: 'tweet',
      status: row.status,
      publishAt: row.publishAt,
    })),
  );
  await app.deps.db
    .insert(publicationParts)
    .values(ids.map((id, i) => ({ publicationId: id, position: 1, text: `Seeded ${i}.` })));
  return ids;
}
