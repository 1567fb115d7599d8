import { describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import type { App } from '../src/types';
import { bearer, signIn, useResource } from './support/app';
import { me, expectRetryAfterWithin } from './support/requests';
import {
  connectedUser,
  createPublishingApp,
  savePost,
  schedule,
  seedPublications,
} from './support/publishing';

const HOUR = 3_600_000;
const publishingApp = (env: Record<string, string> = {}) =>
  useResource(async () => {
    const { app, fake } = await createPublishingApp({ env });
    return Object.assign(app, { fake });
  });

const list = async (app: App, token: string, query: Record<string, string> = {}) => {
  const response = await app.inject({ url: '/api/v0/publications', query, headers: bearer(token) });
  return response;
};
const idsOf = (response: { json: () => unknown }) =>
  (response.json() as { publications: Publication[] }).publications.map((p) => p._id);

describe('GET /api/v0/publications pages like the posts lists', () => {
  const app = publishingApp();

  /** A user holding 130 publications an hour apart, every third canceled, oldest first. */
  async function userWithHistory() {
    const token = await signIn(app);
    const userId = (await me(app, token))._id;
    const start = Date.now() - 60 * HOUR;
    const rows = Array.from({ length: 130 }, (_, i) => ({
      status: i % 3 === 0 ? 'canceled' : i < 60 ? 'published' : 'scheduled',
      publishAt: new Date(start + i * HOUR),
    }));
    const ids = await seedPublications(app, userId, rows);
    return { token, ids, rows };
  }

  it('answers the newest 50 by publishing time unless limit says, in publishing order', async () => {
    const { token, ids } = await userWithHistory();
    const page = await list(app, token);
    expect(page.statusCode).toBe(200);
    expect(idsOf(page)).toEqual(ids.slice(-50));
    expect(idsOf(await list(app, token, { limit: '100' }))).toEqual(ids.slice(-100));
    expect(idsOf(await list(app, token, { limit: '7' }))).toEqual(ids.slice(-7));
  });

  it('pages back with before=<_id> to the very first, each publication once', async () => {
    const { token, ids } = await userWithHistory();
    const pages: string[][] = [];
    let before: string | undefined;
    // Bounded: a list that ignored the cursor would otherwise be read for ever.
    for (let read = 0; read < 10; read++) {
      const page = idsOf(await list(app, token, { limit: '40', ...(before ? { before } : {}) }));
      pages.unshift(page);
      if (page.length < 40) break;
      before = page[0];
    }
    expect(pages.map((page) => page.length)).toEqual([10, 40, 40, 40]);
    expect(pages.flat()).toEqual(ids);
  });

  it('keeps the filters: several statuses, from and to, across pages', async () => {
    const { token, ids, rows } = await userWithHistory();
    const shown = ids.filter((_, i) => rows[i]!.status !== 'canceled');
    const first = await list(app, token, { status: 'scheduled,published', limit: '60' });
    expect(idsOf(first)).toEqual(shown.slice(-60));
    const rest = await list(app, token, {
      status: 'scheduled,published',
      limit: '60',
      before: idsOf(first)[0]!,
    });
    expect([...idsOf(rest), ...idsOf(first)]).toEqual(shown);
    const from = rows[100]!.publishAt.toISOString();
    const to = rows[109]!.publishAt.toISOString();
    expect(idsOf(await list(app, token, { from, to, limit: '5' }))).toEqual(ids.slice(105, 110));
  });

  it('refuses a bad limit, status or cursor with a 400 naming it', async () => {
    const { token } = await userWithHistory();
    const other = await userWithHistory();
    const cases: [Record<string, string>, RegExp][] = [
      ...['0x10', '1e1', '+5', ' 5', '5.0', '0', '101', ''].map(
        (limit): [Record<string, string>, RegExp] => [{ limit }, /^limit/],
      ),
      [{ status: 'scheduled,done' }, /^status/],
      [{ status: '' }, /^status/],
      [{ before: 'not-an-id' }, /^before/],
      [{ before: other.ids[0]! }, /^before/],
    ];
    for (const [query, message] of cases) {
      const response = await list(app, token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        message: expect.stringMatching(message),
      });
    }
  });
});

describe('creating publications: at most 30 a minute per user', () => {
  const app = publishingApp();

  it('answers 429 rate_limited to the 31st, even when each was canceled at once', async () => {
    const { token, userId } = await connectedUser(app, app.fake);
    const other = await connectedUser(app, app.fake);
    const postId = await savePost(app, userId, 'tweet', 'Scheduled and canceled, again and again.');
    const publishAt = new Date(Date.now() + 5 * HOUR).toISOString();
    for (let i = 0; i < 30; i++) {
      const created = await schedule(app, token, { postId, publishAt });
      expect(created.statusCode, `creation ${i + 1}`).toBe(201);
      const { publication } = created.json() as { publication: Publication };
      const canceled = await app.inject({
        method: 'DELETE',
        url: `/api/v0/publications/${publication._id}`,
        headers: bearer(token),
      });
      expect(canceled.statusCode).toBe(204);
    }
    const refused = await schedule(app, token, { postId, publishAt });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expectRetryAfterWithin(refused);
    const canceled = await list(app, token, { status: 'canceled', limit: '100' });
    expect(idsOf(canceled)).toHaveLength(30);
    // Another user is not held back by this one.
    const theirs = await savePost(app, other.userId, 'tweet', 'Someone else’s tweet.');
    expect((await schedule(app, other.token, { postId: theirs, publishAt })).statusCode).toBe(201);
  });
});

describe('publications waiting to go out: at most SCHEDULED_PUBLICATIONS_MAX per user', () => {
  const app = publishingApp({ SCHEDULED_PUBLICATIONS_MAX: '3' });
  const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

  it('refuses one more with a 409 naming the limit, and takes one again once one is canceled', async () => {
    const { token, userId } = await connectedUser(app, app.fake);
    const tweet = (n: number) => savePost(app, userId, 'tweet', `Waiting tweet ${n}.`);
    const created: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const response = await schedule(app, token, {
        postId: await tweet(n),
        publishAt: inHours(n),
      });
      expect(response.statusCode).toBe(201);
      created.push((response.json() as { publication: Publication }).publication._id);
    }
    const fourth = await tweet(4);
    const refused = await schedule(app, token, { postId: fourth, publishAt: inHours(4) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/3 publications waiting to go out/),
      limit: 3,
    });
    expect(idsOf(await list(app, token))).toEqual(created);

    await app.inject({
      method: 'DELETE',
      url: `/api/v0/publications/${created[0]}`,
      headers: bearer(token),
    });
    expect((await schedule(app, token, { postId: fourth, publishAt: inHours(4) })).statusCode).toBe(
      201,
    );
  });

  it('holds when requests race, and counts a retried failed one', async () => {
    const { token, userId } = await connectedUser(app, app.fake);
    const postIds = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => savePost(app, userId, 'tweet', `Racing tweet ${n}.`)),
    );
    const answers = await Promise.all(
      postIds.map((postId, n) => schedule(app, token, { postId, publishAt: inHours(n + 1) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 201, 409, 409, 409,
    ]);
    const live = await list(app, token, { status: 'scheduled,publishing' });
    expect(idsOf(live)).toHaveLength(3);

    const [failed] = await seedPublications(app, userId, [
      { status: 'failed', publishAt: new Date(Date.now() - HOUR) },
    ]);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/v0/publications/${failed}/retry`,
      headers: bearer(token),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'conflict', limit: 3 });
  });
});
