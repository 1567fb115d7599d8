import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { publications } from '../src/db/schema';
import { bearer } from './support/app';
import { solidImage } from './support/media';
import { upload } from './support/uploads';
import { getPublication, savePost, schedule, thread, waitUntil } from './support/publishing';
import { setUpWorkerProcesses, startWorkerProcess } from './support/worker-process';

/** A killed worker's publication is taken over when its lease ends: 5 s instead of 30. */
const setUpWorkers = (overrides: Record<string, string> = {}) =>
  setUpWorkerProcesses({ PUBLISH_LEASE_SECONDS: '5', ...overrides });

describe('worker processes', () => {
  it('after kill -9 in the middle of a thread, a new worker finishes it without sending any part twice', async () => {
    const { env, shared, posting, open, token, userId, ...rest } = await setUpWorkers();
    let app = rest.app;
    const content = thread(
      ['Kill one.', 'Kill two.', 'Kill three.', 'Kill four.', 'Kill five.'],
      '🧵 Kill',
    );
    const postId = await savePost(app, userId, 'thread', content);
    const created = (await schedule(app, token, { postId, publishAt: 'now' })).json() as {
      publication: Publication;
    };
    const texts = created.publication.parts.map((part) => part.text);
    if (!shared) await app.close(); // the embedded database is one process's at a time

    posting.delayMs = 400;
    const first = startWorkerProcess(env);
    await waitUntil(() => posting.attempts.length >= 3, 'the first worker to be mid-thread');
    first.child.kill('SIGKILL');
    await first.exited;
    posting.delayMs = 0;

    const second = startWorkerProcess(env);
    await waitUntil(
      () => texts.every((text) => posting.posts.some((post) => post.text === text)),
      `the second worker to finish: ${second.output()}`,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    if (!shared) app = await open();
    const done = await getPublication(app, token, created.publication._id);
    expect(done.status).toBe('published');
    for (const text of texts)
      expect(posting.posts.filter((post) => post.text === text)).toHaveLength(1);
    const ids = done.parts.map((part) => part.xPostId);
    const sent = ids.map((id) => posting.posts.find((post) => post.id === id)!);
    expect(sent.map((post) => post.replyToId)).toEqual([undefined, ...ids.slice(0, -1)]);
  }, 180_000);

  it('after kill -9 between an image upload and its post, a new worker posts it once with the image, not uploading it again', async () => {
    const { env, shared, posting, open, token, userId, ...rest } = await setUpWorkers();
    let app = rest.app;
    const image = await upload(app, token, await solidImage('png'), 'A kill-proof chart');
    const content = thread(['Killed with an image.', 'Killed two.'], '🧵 Kill image');
    const postId = await savePost(app, userId, 'thread', content);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/threads/${postId}`,
      headers: bearer(token),
      payload: { content, media: [[image._id]] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const created = (await schedule(app, token, { postId, publishAt: 'now' })).json() as {
      publication: Publication;
    };
    const [first, second] = created.publication.parts.map((part) => part.text);
    if (!shared) await app.close(); // the embedded database is one process's at a time

    // The image is uploaded, then the post's request reaches X and stays there unanswered.
    posting.faults.push({ when: first!, kind: 'stalled' });
    const killed = startWorkerProcess(env);
    await waitUntil(() => posting.attemptsOf(first!) === 1, 'the first worker to send part 1');
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(posting.media.finished()).toHaveLength(1);
    expect(posting.posts).toHaveLength(0);

    const next = startWorkerProcess(env);
    await waitUntil(
      () => posting.posts.some((post) => post.text === second),
      `the second worker to finish: ${next.output()}`,
    );
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);

    const [uploaded] = posting.media.finished();
    expect(posting.media.finished()).toHaveLength(1);
    expect(uploaded!.altText).toBe('A kill-proof chart');
    const withImage = posting.posts.filter((post) => post.text === first);
    expect(withImage).toHaveLength(1);
    expect(withImage[0]!.mediaIds).toEqual([uploaded!.id]);
    if (!shared) app = await open();
    expect((await getPublication(app, token, created.publication._id)).status).toBe('published');
  }, 180_000);

  // PGlite is one process's (decision 051), so a worker that survives another needs PostgreSQL;
  // on PGlite the restart above is the recovery, and publishing-lease.test.ts runs in process.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'after kill -9 mid-thread, the surviving worker finishes it after the lease, each part once, late',
    async () => {
      const lease = 3;
      const { env, fake, posting, app, token, userId } = await setUpWorkers({
        PUBLISH_LEASE_SECONDS: String(lease),
      });
      // Both take jobs before the publication exists; each reaches X under its own name.
      const workers = ['a', 'b'].map((name) => ({
        name,
        ...startWorkerProcess({ ...env, X_API_URL: fake.urlFor(name) }),
      }));
      for (const worker of workers) {
        await waitUntil(
          () => worker.output().includes('worker is running'),
          () => `worker ${worker.name} to start: ${worker.output()}`,
        );
      }
      const points = ['Survive one.', 'Survive two.', 'Survive three.', 'Survive four.'];
      posting.faults.push({ kind: 'held', when: 'Survive three.' });
      const postId = await savePost(app, userId, 'thread', thread(points, '🧵 Survive'));
      const created = (await schedule(app, token, { postId, publishAt: 'now' })).json()
        .publication as Publication;
      await waitUntil(() => posting.held.length > 0, 'a worker to be mid-thread');
      const holder = workers.find((worker) => worker.name === posting.held[0]!.caller)!;
      const survivor = workers.find((worker) => worker !== holder)!;
      // The rest goes out more than a minute after the publication's time.
      await app.deps.db
        .update(publications)
        .set({ publishAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(publications.id, created._id));
      holder.child.kill('SIGKILL');
      await holder.exited;

      // Well within the queue's own expiry of the dead worker's job (120 s, and more to notice it).
      await waitUntil(
        async () => (await getPublication(app, token, created._id)).status === 'published',
        () => `the surviving worker to finish: ${survivor.output()}`,
        (lease + 20) * 1000,
      );
      survivor.child.kill('SIGTERM');
      expect(await survivor.exited, survivor.output()).toBe(0);
      const done = await getPublication(app, token, created._id);
      expect(done.late).toBe(true);
      // The held part was found among the account's posts, not sent again.
      for (const part of done.parts) {
        expect(posting.posts.filter((post) => post.text === part.text)).toHaveLength(1);
        expect(posting.attemptsOf(part.text)).toBe(1);
      }
      const ids = done.parts.map((part) => part.xPostId);
      const sent = ids.map((id) => posting.posts.find((post) => post.id === id)!);
      expect(sent.map((post) => post.replyToId)).toEqual([undefined, ...ids.slice(0, -1)]);
    },
    180_000,
  );

  it('on SIGTERM mid-thread a worker exits 0 and hands back; a new worker sends the rest once, marked late', async () => {
    const { env, shared, posting, open, token, userId, ...rest } = await setUpWorkers();
    let app = rest.app;
    const overdueContent = thread(
      ['Term one.', 'Term two.', 'Term three.', 'Term four.', 'Term five.', 'Term six.'],
      '🧵 Term',
    );
    const overduePost = await savePost(app, userId, 'thread', overdueContent);
    const overdue = (await schedule(app, token, { postId: overduePost, publishAt: 'now' })).json()
      .publication as Publication;
    // Its time passed two minutes ago while no worker ran.
    await app.deps.db
      .update(publications)
      .set({ publishAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(publications.id, overdue._id));
    const onTimePost = await savePost(app, userId, 'tweet', 'Term on time, a single post.');
    const onTime = (await schedule(app, token, { postId: onTimePost, publishAt: 'now' })).json()
      .publication as Publication;
    const threadTexts = overdue.parts.map((part) => part.text);
    const allTexts = [...threadTexts, ...onTime.parts.map((part) => part.text)];
    if (!shared) await app.close(); // the embedded database is one process's at a time

    // Slow enough that the thread cannot finish while the first worker stops.
    posting.delayMs = 1_000;
    const first = startWorkerProcess(env);
    const attempted = () => threadTexts.filter((text) => posting.attemptsOf(text) > 0).length;
    await waitUntil(() => attempted() >= 2, `the first worker to be mid-thread: ${first.output()}`);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    // It finished the part in hand and sent nothing more: the rest was handed back.
    const sentByFirst = threadTexts.filter((text) => posting.posts.some((p) => p.text === text));
    expect(sentByFirst.length).toBeGreaterThanOrEqual(2);
    expect(sentByFirst.length).toBeLessThan(threadTexts.length);
    expect(posting.attempts.filter((text) => threadTexts.includes(text))).toEqual(sentByFirst);
    posting.delayMs = 0;

    const second = startWorkerProcess(env);
    await waitUntil(
      () => allTexts.every((text) => posting.posts.some((post) => post.text === text)),
      `the second worker to finish: ${second.output()}`,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);

    if (!shared) app = await open();
    const done = await getPublication(app, token, overdue._id);
    expect(done.status).toBe('published');
    expect(done.late).toBe(true);
    const doneOnTime = await getPublication(app, token, onTime._id);
    expect(doneOnTime.status).toBe('published');
    expect(doneOnTime.late).toBe(false);
    for (const text of allTexts) {
      expect(posting.posts.filter((post) => post.text === text)).toHaveLength(1);
      expect(posting.attemptsOf(text)).toBe(1);
    }
    const ids = done.parts.map((part) => part.xPostId);
    const sent = ids.map((id) => posting.posts.find((post) => post.id === id)!);
    expect(sent.map((post) => post.replyToId)).toEqual([undefined, ...ids.slice(0, -1)]);
  }, 180_000);
});
