import { describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import type { App } from '../src/types';
import { bearer, signIn } from './support/app';
import { solidImage } from './support/media';
import { upload } from './support/uploads';
import { connectedUser, savePost, schedule, thread, usePublishingApp } from './support/publishing';

const patchPost = (app: App, token: string, url: string, payload: object) =>
  app.inject({ method: 'PATCH', url, headers: bearer(token), payload });

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('images on posts (media: string[][])', () => {
  const publishing = usePublishingApp();

  async function threadOfThree() {
    const { app } = publishing;
    const user = await connectedUser(app);
    const content = thread(['One.', 'Two.', 'Three.']);
    const postId = await savePost(app, user.userId, 'thread', content);
    const images = await Promise.all(
      [0, 1, 2, 3, 4].map(async () => upload(app, user.token, await solidImage('png'))),
    );
    const gif = await upload(app, user.token, await solidImage('gif'));
    return { app, ...user, postId, content, url: `/api/v0/posts/threads/${postId}`, images, gif };
  }

  it('saves images per part, answers them on the post, and the publication parts carry them', async () => {
    const { app, token, postId, content, url, images, gif } = await threadOfThree();
    const media = [images.slice(0, 4).map((image) => image._id), [], [gif._id]];
    const response = await patchPost(app, token, url, { content, media });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { thread: { media: string[][] } }).thread.media).toEqual(media);
    const library = await app.inject({ url: '/api/v0/posts/threads', headers: bearer(token) });
    expect((library.json() as { threads: { media: string[][] }[] }).threads[0]!.media).toEqual(
      media,
    );

    const created = await schedule(app, token, { postId, publishAt: inHours(3) });
    expect(created.statusCode, created.body).toBe(201);
    const { publication } = created.json() as { publication: Publication };
    expect(publication.parts.map((part) => part.media)).toEqual(media);

    // An edit that leaves media out keeps the images; the scheduled parts follow the edit.
    const edited = await patchPost(app, token, url, { content: thread(['Uno.', 'Dos.', 'Tres.']) });
    expect((edited.json() as { thread: { media: string[][] } }).thread.media).toEqual(media);
    const moved = await patchPost(app, token, url, { content, media: [[], [images[4]!._id]] });
    expect(moved.statusCode).toBe(200);
    const after = await app.inject({
      url: `/api/v0/publications/${publication._id}`,
      headers: bearer(token),
    });
    const parts = (after.json() as { publication: Publication }).publication.parts;
    expect(parts.map((part) => part.media)).toEqual([[], [images[4]!._id], []]);
  });

  it('a post written by hand is saved with its images, and refused whole when one is not theirs', async () => {
    const { app, token, images } = await threadOfThree();
    const content = thread(['Mine.', 'All mine.']);
    const media = [[images[0]!._id], []];
    const written = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/threads',
      headers: bearer(token),
      payload: { content, media },
    });
    expect(written.statusCode, written.body).toBe(201);
    expect((written.json() as { thread: { media: string[][] } }).thread.media).toEqual(media);

    const stranger = await signIn(app);
    const theirs = await upload(app, stranger, await solidImage('png'));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/threads',
      headers: bearer(token),
      payload: { content: thread(['Not.', 'Saved.']), media: [[theirs._id], []] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^media: .*not one of your images/);
    const library = await app.inject({ url: '/api/v0/posts/threads', headers: bearer(token) });
    const contents = (library.json() as { threads: { content: string }[] }).threads.map(
      (post) => post.content,
    );
    expect(contents).not.toContain(thread(['Not.', 'Saved.']));
  });

  it('refuses bad media with a 400 naming the problem, and changes nothing', async () => {
    const { app, token, content, url, images, gif } = await threadOfThree();
    const saved = [[images[0]!._id]];
    expect((await patchPost(app, token, url, { content, media: saved })).statusCode).toBe(200);
    const stranger = await signIn(app);
    const theirs = await upload(app, stranger, await solidImage('png'));
    const ids = images.map((image) => image._id);
    const cases: [unknown, RegExp][] = [
      [[ids], /at most 4 images/],
      [[[gif._id, ids[0]]], /GIF/],
      [[[theirs._id]], /not one of your images/],
      [[[], [], [], [ids[1]]], /part 4 holds images, but the post has 3 parts/],
      [[[ids[1], ids[1]]], /same image twice/],
      [[['not-an-id']], /_id/],
      [{ 0: [ids[1]] }, /media/],
    ];
    for (const [media, message] of cases) {
      const response = await patchPost(app, token, url, { content, media });
      expect(response.statusCode, JSON.stringify(media)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', message });
    }
    const library = await app.inject({ url: '/api/v0/posts/threads', headers: bearer(token) });
    const post = (library.json() as { threads: { content: string; media: string[][] }[] })
      .threads[0]!;
    expect(post.media).toEqual(saved);
    // A content change that drops the part an image sits on is refused unless media moves too.
    const shorter = await patchPost(app, token, url, {
      content: thread(['A.', 'B.']),
      media: [[], [], [ids[2]]],
    });
    expect(shorter.statusCode).toBe(400);
  });

  it('deleting an image a scheduled publication carries is a 409; otherwise it leaves the posts', async () => {
    const { app, token, postId, content, url, images } = await threadOfThree();
    const [first, second] = images;
    await patchPost(app, token, url, { content, media: [[first!._id], [second!._id]] });
    const created = await schedule(app, token, { postId, publishAt: inHours(5) });
    const { publication } = created.json() as { publication: Publication };
    const held = await app.inject({ method: 'DELETE', url: first!.url, headers: bearer(token) });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'conflict', publicationId: publication._id });
    expect((await app.inject({ url: first!.url, headers: bearer(token) })).statusCode).toBe(200);

    await app.inject({
      method: 'DELETE',
      url: `/api/v0/publications/${publication._id}`,
      headers: bearer(token),
    });
    const freed = await app.inject({ method: 'DELETE', url: first!.url, headers: bearer(token) });
    expect(freed.statusCode).toBe(204);
    const library = await app.inject({ url: '/api/v0/posts/threads', headers: bearer(token) });
    const post = (library.json() as { threads: { media: string[][] }[] }).threads[0]!;
    expect(post.media).toEqual([[], [second!._id]]);
  });
});
