import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { bearer, signIn, useTestApp } from './support/app';
import { sentToDatabase } from './support/database';
import { savePost } from './support/publishing';
import { me } from './support/requests';
import { connectSandboxX, withXToken } from './support/x';

/** Path segments no id can be, each with a marker to look for in what reached the database. */
const MALFORMED = [
  { label: 'a NUL', segment: 'nulmarker%00', marker: 'nulmarker' },
  {
    label: 'a NUL inside an id',
    segment: '0190a000-0000-7000-8000-%00feed0000',
    marker: 'feed0000',
  },
  { label: 'words', segment: 'not-an-id-marker', marker: 'not-an-id-marker' },
  {
    label: 'a UUID of another version',
    segment: 'a1b2c3d4-0000-4000-8000-0000000000aa',
    marker: 'a1b2c3d4',
  },
  {
    label: 'an id with more after it',
    segment: '0190a000-0000-7000-8000-000000000000beef',
    marker: 'beef',
  },
];

describe('a malformed :id in the path', () => {
  const app = useTestApp();

  /** 404 not_found, and nothing of the id was sent to the database. */
  async function expectUnaskedNotFound(request: InjectOptions, marker: string) {
    const label = `${request.method ?? 'GET'} ${String(request.url)}`;
    let response: Awaited<ReturnType<typeof app.inject>> | undefined;
    const sent = await sentToDatabase(app, async () => {
      response = await app.inject(request);
    });
    expect(response!.statusCode, label).toBe(404);
    expect(response!.json(), label).toEqual({ message: expect.any(String), code: 'not_found' });
    expect(sent, label).not.toContain(marker);
  }

  it.each(MALFORMED)(
    'is 404 for every route on a publication: $label',
    async ({ segment, marker }) => {
      const headers = bearer(await signIn(app));
      const url = `/api/v0/publications/${segment}`;
      await expectUnaskedNotFound({ method: 'GET', url, headers }, marker);
      const payload = { publishAt: 'next-slot' };
      await expectUnaskedNotFound({ method: 'PATCH', url, headers, payload }, marker);
      await expectUnaskedNotFound({ method: 'DELETE', url, headers }, marker);
      await expectUnaskedNotFound({ method: 'POST', url: `${url}/retry`, headers }, marker);
    },
  );

  it.each(MALFORMED)(
    'is 404 for editing and deleting a post: $label',
    async ({ segment, marker }) => {
      const headers = bearer(await signIn(app));
      for (const kind of ['tweets', 'threads', 'ideas']) {
        const url = `/api/v0/posts/${kind}/${segment}`;
        const payload = { content: 'A fine tweet.' };
        await expectUnaskedNotFound({ method: 'PATCH', url, headers, payload }, marker);
        await expectUnaskedNotFound({ method: 'DELETE', url, headers }, marker);
      }
    },
  );

  it('is 404 on a sandbox X post page, in the id and in the handle', async () => {
    const token = await signIn(app);
    await connectSandboxX(app, token, 'sandbox_ids');
    const { id } = await withXToken(app, (await me(app, token))._id, (accessToken) =>
      app.deps.x.createPost(accessToken, { text: 'An id shaped like the ids of X' }),
    );
    const page = new URL(app.deps.x.postUrl('sandbox_ids', id)).pathname;
    expect((await app.inject({ url: page })).statusCode).toBe(200);
    for (const { segment, marker } of MALFORMED) {
      await expectUnaskedNotFound({ url: page.replace(id, segment) }, marker);
      await expectUnaskedNotFound({ url: page.replace('sandbox_ids', segment) }, marker);
    }
  });

  it('leaves well-formed ids alone: found when held, 404 when nobody holds them', async () => {
    const token = await signIn(app);
    const headers = bearer(token);
    const postId = await savePost(app, (await me(app, token))._id, 'tweet', 'Well formed.');
    const unknown = '0190a000-0000-7000-8000-000000000000';
    const deleteTweet = (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/v0/posts/tweets/${id}`, headers });
    expect((await deleteTweet(unknown)).statusCode).toBe(404);
    const publication = await app.inject({ url: `/api/v0/publications/${unknown}`, headers });
    expect(publication.json()).toMatchObject({ code: 'not_found' });
    expect((await deleteTweet(postId)).statusCode).toBe(204);
  });
});
