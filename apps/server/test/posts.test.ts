import { POST_COLLECTIONS, POST_KINDS } from '@quillpost/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { parseEvents } from './support/requests';

describe.each(POST_KINDS)('posts API: %s', (kind) => {
  const path = `/api/v0/posts/${POST_COLLECTIONS[kind]}`;
  const collection = POST_COLLECTIONS[kind];
  const body = postBody({ format: kind === 'idea' ? 'thread' : 'Any template: {point}' });
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await signIn(app);
  });

  const create = (payload: object = body, as = token) =>
    app.inject({ method: 'POST', url: path, headers: bearer(as), payload });
  const list = (query = '', as = token) =>
    app.inject({ method: 'GET', url: `${path}${query}`, headers: bearer(as) });

  it('lists an empty library as an empty array', async () => {
    const fresh = await signIn(app);
    const response = await list('', fresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ [collection]: [] });
  });

  it('generates, saves and answers the post with 201', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const post = response.json()[kind];
    expect(post).toMatchObject({
      title: body.title,
      format: body.format,
      voice: 'casual',
      tags: 'tech',
    });
    expect(post._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.content.length).toBeGreaterThan(0);
    expect(new Date(post.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('lists oldest first and pages newest-before-cursor', async () => {
    const user = await signIn(app);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push(
        (await create(postBody({ ...body, title: `Post number ${i}` }), user)).json()[kind]._id,
      );
    }
    const all = (await list('', user)).json()[collection];
    expect(all.map((p: { _id: string }) => p._id)).toEqual(ids);

    const page = (await list('?limit=2', user)).json()[collection];
    expect(page.map((p: { _id: string }) => p._id)).toEqual(ids.slice(2));
    const older = (await list(`?limit=2&before=${ids[2]}`, user)).json()[collection];
    expect(older.map((p: { _id: string }) => p._id)).toEqual(ids.slice(0, 2));
  });

  it('refuses a bad page request with a message naming the field', async () => {
    const response = await list('?limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/limit/);
    expect((await list('?before=nope')).json().message).toMatch(/before/);
  });

  it('deletes with 204, then 404 for the same id', async () => {
    const id = (await create()).json()[kind]._id;
    const url = `${path}/${id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: bearer(token) })).statusCode).toBe(
      204,
    );
    const again = await app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'not_found' });
    const ids = (await list()).json()[collection].map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(id);
  });

  it('answers 404 for an id that is not a post', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `${path}/not-an-id`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });

  it('never shows or deletes another user’s posts', async () => {
    const owner = await signIn(app);
    const stranger = await signIn(app);
    const id = (await create(body, owner)).json()[kind]._id;
    expect((await list('', stranger)).json()[collection]).toEqual([]);
    const attempt = await app.inject({
      method: 'DELETE',
      url: `${path}/${id}`,
      headers: bearer(stranger),
    });
    expect(attempt.statusCode).toBe(404);
    expect((await list('', owner)).json()[collection]).toHaveLength(1);
  });

  it('keeps posts of other kinds apart', async () => {
    const user = await signIn(app);
    await create(body, user);
    for (const other of POST_KINDS.filter((k) => k !== kind)) {
      const response = await app.inject({
        url: `/api/v0/posts/${POST_COLLECTIONS[other]}`,
        headers: bearer(user),
      });
      expect(response.json()[POST_COLLECTIONS[other]]).toEqual([]);
    }
  });

  it.each([
    [{ ...body, title: '' }, /title/],
    [{ ...body, title: '   ' }, /title/],
    [{ ...body, title: 'x'.repeat(2001) }, /title.*2000/],
    [{ ...body, format: 'x'.repeat(4001) }, kind === 'idea' ? /format/ : /format.*4000/],
    [{ ...body, voice: 'angry' }, /voice/],
    [{ ...body, tags: 'cooking' }, /tags/],
    [{ title: 'Only a title' }, /format|voice|tags/],
  ])('refuses invalid input with 400 naming the field (%#)', async (payload, message) => {
    const before = (await list()).json()[collection].length;
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(message),
    });
    expect((await list()).json()[collection]).toHaveLength(before);
  });

  it('needs a live session for every call', async () => {
    for (const request of [
      { method: 'GET' as const, url: path },
      { method: 'POST' as const, url: path, payload: body },
      { method: 'DELETE' as const, url: `${path}/0190a000-0000-7000-8000-000000000000` },
    ]) {
      const anonymous = await app.inject(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('unauthorized');
      const forged = await app.inject({ ...request, headers: bearer('not.a.token') });
      expect(forged.statusCode).toBe(401);
    }
  });

  it('streams the generation as Server-Sent Events whose deltas add up to the saved post', async () => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { ...bearer(token), accept: 'text/event-stream' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/event-stream/);
    const events = parseEvents(response.body);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    const post = done.data[kind] as { content: string };
    expect(text).toBe(post.content);
    const saved = (await list()).json()[collection].at(-1);
    expect(saved).toEqual(post);
  });
});
