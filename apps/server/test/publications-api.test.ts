import { beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { bearer, signIn } from './support/app';
import { refreshScheduledParts } from '../src/publications/service';
import { me } from './support/requests';
import {
  connectedUser,
  setSettings,
  usePublishingApp,
  savePost,
  schedule,
  thread,
} from './support/publishing';

const { app, fake } = usePublishingApp();
let token: string;
let userId: string;
let accountId: string;

beforeAll(async () => {
  ({ token, userId, accountId } = await connectedUser(app, fake));
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const message = (response: { json: () => unknown }) =>
  (response.json() as { message: string }).message;

describe('POST /api/v0/publications', () => {
  it('schedules a thread with the parts that go out, and answers the contract shape', async () => {
    const postId = await savePost(app, userId, 'thread', thread(['One.', 'Two.', 'Three.']));
    const response = await schedule(app, token, { postId, publishAt: '2031-01-01T10:00:00+02:00' });
    // More than a year ahead.
    expect(response.statusCode).toBe(400);
    const at = inHours(5);
    const created = await schedule(app, token, { postId, publishAt: at });
    expect(created.statusCode).toBe(201);
    const { publication } = created.json() as { publication: Publication };
    expect(publication).toEqual({
      _id: expect.any(String),
      postId,
      kind: 'thread',
      status: 'scheduled',
      publishAt: at,
      publishedAt: null,
      error: null,
      late: false,
      linksInReply: false,
      accountId,
      network: 'x',
      automation: null,
      parts: [
        {
          position: 1,
          text: '🧵 Shipping small\n\n1/ One.',
          status: 'pending',
          xPostId: null,
          url: null,
          media: [],
        },
        { position: 2, text: '2/ Two.', status: 'pending', xPostId: null, url: null, media: [] },
        { position: 3, text: '3/ Three.', status: 'pending', xPostId: null, url: null, media: [] },
      ],
      automations: [],
    });
    // A second live publication of the same post is a conflict, and changes nothing.
    const again = await schedule(app, token, { postId, publishAt: 'now' });
    expect(again.statusCode).toBe(409);
    const list = await app.inject({ url: '/api/v0/publications', headers: bearer(token) });
    expect(
      (list.json() as { publications: Publication[] }).publications.filter(
        (p) => p.postId === postId,
      ),
    ).toHaveLength(1);
  });

  it('turns an offset time into UTC', async () => {
    const postId = await savePost(app, userId, 'tweet', 'Offsets are honest.');
    const due = Date.now() + 3 * 3_600_000;
    // The wall clock two hours ahead of UTC, whole date and time, so a day boundary carries over.
    const offset = `${new Date(due + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`;
    const response = await schedule(app, token, { postId, publishAt: offset });
    expect(response.statusCode).toBe(201);
    const { publication } = response.json() as { publication: Publication };
    expect(new Date(publication.publishAt).getTime()).toBe(new Date(offset).getTime());
    expect(publication.publishAt.endsWith('Z')).toBe(true);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const tweet = await savePost(app, userId, 'tweet', 'A fine tweet.');
    const idea = await savePost(app, userId, 'idea', '1. a\n2. b\n3. c\n4. d\n5. e');
    const invisible = await savePost(app, userId, 'tweet', '\u200B\u200D\u2060');
    const cases: [object, RegExp][] = [
      [{ postId: tweet, publishAt: '2026-12-01T10:00:00' }, /publishAt/],
      [{ postId: tweet, publishAt: 'tomorrow' }, /publishAt/],
      [
        { postId: tweet, publishAt: new Date(Date.now() - 5 * 60_000).toISOString() },
        /publishAt.*past/,
      ],
      [{ postId: idea, publishAt: 'now' }, /ideas/],
      [{ postId: invisible, publishAt: 'now' }, /postId: .*Part 1 is empty/],
      [{ publishAt: 'now' }, /postId/],
      [{ postId: tweet, publishAt: 'now', linksInReply: 'yes' }, /linksInReply/],
    ];
    for (const [body, expected] of cases) {
      const response = await schedule(app, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(response)).toMatch(expected);
    }
    const list = await app.inject({ url: '/api/v0/publications', headers: bearer(token) });
    const postIds = (list.json() as { publications: Publication[] }).publications.map(
      (p) => p.postId,
    );
    expect(postIds).not.toContain(tweet);
    expect(postIds).not.toContain(idea);
    expect(postIds).not.toContain(invisible);
  });

  it('answers 404 for a post of someone else, and 409 without an account', async () => {
    const other = await signIn(app);
    const otherId = (await me(app, other))._id;
    const theirs = await savePost(app, otherId, 'tweet', 'Theirs.');
    expect((await schedule(app, token, { postId: theirs, publishAt: 'now' })).statusCode).toBe(404);
    const unconnected = await schedule(app, other, { postId: theirs, publishAt: 'now' });
    expect(unconnected.statusCode).toBe(409);
    expect(message(unconnected)).toMatch(/Connect an account in Settings/);
  });

  it('takes the next free weekly slot in the user zone', async () => {
    await setSettings(app, userId, {
      timezone: 'Europe/London',
      slots: [{ weekday: 3, time: '09:30' }],
    });
    const first = await schedule(app, token, {
      postId: await savePost(app, userId, 'tweet', 'Slot one.'),
      publishAt: 'next-slot',
    });
    const second = await schedule(app, token, {
      postId: await savePost(app, userId, 'tweet', 'Slot two.'),
      publishAt: 'next-slot',
    });
    const [a, b] = [first, second].map(
      (r) => new Date((r.json() as { publication: Publication }).publication.publishAt),
    );
    expect(b!.getTime() - a!.getTime()).toBeGreaterThanOrEqual(6 * 24 * 3_600_000);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(local.format(a!)).toBe('Wednesday 09:30');
    expect(local.format(b!)).toBe('Wednesday 09:30');
    await setSettings(app, userId, { timezone: 'UTC', slots: [] });
  });

  it('takes a slot of the default week for a person who saved no settings', async () => {
    const newcomer = await connectedUser(app, fake, 'newcomer');
    const response = await schedule(app, newcomer.token, {
      postId: await savePost(app, newcomer.userId, 'tweet', 'First in the queue.'),
      publishAt: 'next-slot',
    });
    expect(response.statusCode).toBe(201);
    const at = new Date((response.json() as { publication: Publication }).publication.publishAt);
    const day = at.getUTCDay();
    expect(day >= 1 && day <= 5).toBe(true);
    expect(at.toISOString().slice(11, 16)).toMatch(/^(09|17):00$/);
  });

  it('refuses "next-slot" with a 400 for a person who saved an empty week', async () => {
    const emptied = await connectedUser(app, fake, 'emptied');
    await setSettings(app, emptied.userId, { timezone: 'UTC', slots: [] });
    const response = await schedule(app, emptied.token, {
      postId: await savePost(app, emptied.userId, 'tweet', 'No slot for me.'),
      publishAt: 'next-slot',
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(/at least one weekly slot/);
  });
});

describe('reading, rescheduling, cancelling', () => {
  it('lists by publishing time with filters, reschedules and cancels only while scheduled', async () => {
    const { token, userId } = await connectedUser(app, fake);
    const late = await schedule(app, token, {
      postId: await savePost(app, userId, 'tweet', 'Later.'),
      publishAt: inHours(48),
    });
    const soon = await schedule(app, token, {
      postId: await savePost(app, userId, 'tweet', 'Sooner.'),
      publishAt: inHours(24),
    });
    const lateId = (late.json() as { publication: Publication }).publication._id;
    const soonId = (soon.json() as { publication: Publication }).publication._id;
    const window = await app.inject({
      url: `/api/v0/publications?status=scheduled&from=${encodeURIComponent(inHours(20))}&to=${encodeURIComponent(inHours(50))}`,
      headers: bearer(token),
    });
    expect(
      (window.json() as { publications: Publication[] }).publications.map((p) => p._id),
    ).toEqual([soonId, lateId]);
    const badFilter = await app.inject({
      url: '/api/v0/publications?status=done',
      headers: bearer(token),
    });
    expect(badFilter.statusCode).toBe(400);
    expect(message(badFilter)).toMatch(/status/);

    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/v0/publications/${lateId}`,
      headers: bearer(token),
      payload: { publishAt: inHours(12) },
    });
    expect(moved.statusCode).toBe(200);
    const movedTo = (moved.json() as { publication: Publication }).publication.publishAt;
    expect(Math.abs(new Date(movedTo).getTime() - new Date(inHours(12)).getTime())).toBeLessThan(
      5000,
    );

    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/v0/publications/${soonId}`,
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(204);
    const twice = await app.inject({
      method: 'DELETE',
      url: `/api/v0/publications/${soonId}`,
      headers: bearer(token),
    });
    expect(twice.statusCode).toBe(409);
    const reschedule = await app.inject({
      method: 'PATCH',
      url: `/api/v0/publications/${soonId}`,
      headers: bearer(token),
      payload: { publishAt: inHours(3) },
    });
    expect(reschedule.statusCode).toBe(409);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/v0/publications/${soonId}/retry`,
      headers: bearer(token),
    });
    expect(retry.statusCode).toBe(409);

    const other = await signIn(app);
    for (const request of [
      { method: 'GET' as const, url: `/api/v0/publications/${lateId}` },
      { method: 'DELETE' as const, url: `/api/v0/publications/${lateId}` },
      { method: 'POST' as const, url: `/api/v0/publications/${lateId}/retry` },
    ]) {
      expect((await app.inject({ ...request, headers: bearer(other) })).statusCode).toBe(404);
    }
  });
});

describe('GET /api/v0/publications?from=&to=', () => {
  it.each([
    ['from', '0000-01-01T00:00:00Z'],
    ['to', '0000-01-01T00:00:00Z'],
    ['from', '1999-12-31T23:59:59Z'],
    ['to', '9999-12-31T23:59:59-14:00'],
    ['to', '3000-01-01T00:00:00Z'],
  ])(
    'refuses %s=%s, outside the years a query may name, with a 400 naming it',
    async (field, at) => {
      const response = await app.inject({
        url: `/api/v0/publications?${field}=${encodeURIComponent(at)}`,
        headers: bearer(token),
      });
      expect(response.json()).toEqual({
        code: 'invalid_input',
        message: `${field} must be from 2000-01-01 to 2999-12-31`,
      });
    },
  );

  it('takes the first and last moments of those years', async () => {
    const response = await app.inject({
      url: `/api/v0/publications?from=${encodeURIComponent('2000-01-01T00:00:00+14:00')}&to=${encodeURIComponent('2999-12-31T23:59:59-14:00')}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('editing a scheduled post', () => {
  it('updates the parts of its scheduled publication, and of nothing else', async () => {
    const postId = await savePost(app, userId, 'thread', thread(['Old one.', 'Old two.']));
    const created = await schedule(app, token, { postId, publishAt: inHours(30) });
    const { publication } = created.json() as { publication: Publication };
    await refreshScheduledParts(app.deps, {
      id: postId,
      kind: 'thread',
      content: thread(['New one.', 'New two.', 'New three.']),
      media: [],
    });
    const response = await app.inject({
      url: `/api/v0/publications/${publication._id}`,
      headers: bearer(token),
    });
    const updated = (response.json() as { publication: Publication }).publication;
    expect(updated.parts.map((part) => part.text)).toEqual([
      '🧵 Shipping small\n\n1/ New one.',
      '2/ New two.',
      '3/ New three.',
    ]);
    await app.inject({
      method: 'DELETE',
      url: `/api/v0/publications/${publication._id}`,
      headers: bearer(token),
    });
    await refreshScheduledParts(app.deps, {
      id: postId,
      kind: 'thread',
      content: thread(['Later.']),
      media: [],
    });
    const canceled = await app.inject({
      url: `/api/v0/publications/${publication._id}`,
      headers: bearer(token),
    });
    expect((canceled.json() as { publication: Publication }).publication.parts).toHaveLength(3);
  });
});

describe('links in a reply of their own', () => {
  it('keeps the saved tweet, and an edit keeps its links in the reply', async () => {
    const content = 'Read the guide https://example.com/guide today';
    const postId = await savePost(app, userId, 'tweet', content);
    const created = await schedule(app, token, {
      postId,
      publishAt: inHours(40),
      linksInReply: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { publication } = created.json() as { publication: Publication };
    expect(publication.parts.map((part) => part.text)).toEqual([
      'Read the guide today',
      'https://example.com/guide',
    ]);
    const library = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) });
    const saved = (library.json() as { tweets: { _id: string; content: string }[] }).tweets;
    expect(saved.find((tweet) => tweet._id === postId)?.content).toBe(content);
    await refreshScheduledParts(app.deps, {
      id: postId,
      kind: 'tweet',
      content: 'New guide https://example.com/new',
      media: [],
    });
    const response = await app.inject({
      url: `/api/v0/publications/${publication._id}`,
      headers: bearer(token),
    });
    const updated = (response.json() as { publication: Publication }).publication;
    expect(updated.parts.map((part) => part.text)).toEqual([
      'New guide',
      'https://example.com/new',
    ]);
  });
});

describe('GET /api/v0/publications?postIds=', () => {
  it('answers the publications of those posts only, the caller’s, and names a bad list', async () => {
    const first = await savePost(app, userId, 'tweet', 'By post one.');
    const second = await savePost(app, userId, 'tweet', 'By post two.');
    const third = await savePost(app, userId, 'tweet', 'By post three.');
    for (const postId of [first, second, third]) {
      expect((await schedule(app, token, { postId, publishAt: inHours(50) })).statusCode).toBe(201);
    }
    const list = async (postIds: string, as = token) =>
      app.inject({ url: '/api/v0/publications', query: { postIds }, headers: bearer(as) });
    const answer = await list(`${first},${third},${first}`);
    expect(answer.statusCode).toBe(200);
    const postIds = (answer.json() as { publications: Publication[] }).publications.map(
      (p) => p.postId,
    );
    expect(postIds.sort()).toEqual([first, third].sort());
    const other = await signIn(app);
    const theirs = (await (await list(first, other)).json()) as { publications: Publication[] };
    expect(theirs.publications).toEqual([]);
    for (const bad of [
      '',
      'not-an-id',
      Array(101)
        .fill(first)
        .map((_, i) => `${first.slice(0, -3)}${String(i).padStart(3, '0')}`)
        .join(','),
    ]) {
      const refused = await list(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(message(refused)).toMatch(/postIds/);
    }
  });
});

describe('GET /api/v0/publications?from=&to=', () => {
  it('refuses a time outside the years a list may name, naming it, and takes the edges', async () => {
    const list = (query: Record<string, string>) =>
      app.inject({ url: '/api/v0/publications', query, headers: bearer(token) });
    for (const [field, value] of [
      ['from', '0000-01-01T00:00:00Z'],
      // Year 1 on the wall clock, year 0 in UTC; and year 9999 on the wall clock, 10000 in UTC.
      ['from', '0001-01-01T00:00:00+23:59'],
      ['to', '9999-12-31T23:59:59-23:59'],
    ] as const) {
      const refused = await list({ [field]: value });
      expect(refused.statusCode, value).toBe(400);
      expect(message(refused), value).toMatch(new RegExp(`^${field}\\b`));
    }
    const edges = await list({ from: '2000-01-01T00:00:00Z', to: '2999-12-31T23:59:59.999Z' });
    expect(edges.statusCode).toBe(200);
  });
});
