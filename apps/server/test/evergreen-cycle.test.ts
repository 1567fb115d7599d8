import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, publications } from '../src/db/schema';
import { runEvergreenCycle } from '../src/evergreen/cycle';
import { AppError } from '../src/lib/errors';
import { NO_FRESH_VARIANT, VARIANT_TRIES } from '../src/evergreen/variant';
import { evergreenWorker } from '../src/evergreen/worker';
import { startWorkers } from '../src/jobs/workers';
import type { GenerationService } from '../src/generation';
import type { App } from '../src/types';
import { bearer, sameOrSecondInstance } from './support/app';
import {
  DAY_MS,
  cyclesOf,
  dailySlots,
  markPublished,
  patchPost,
  publicationOf,
  readPost,
  variantPublications,
  variantsOf,
} from './support/evergreen';
import {
  connectedUser,
  getPublication,
  savePost,
  schedule,
  settled,
  startWorker,
  waitFor,
  usePublishingApp,
  waitUntil,
} from './support/publishing';
import { stoppableDatabase } from './support/stopped-worker';

const world = usePublishingApp();

let n = 0;
/** A user with an X account, daily slots, and an evergreen tweet that went out an hour ago. */
async function wentOut(settings: object = { everyDays: 7 }) {
  const { app } = world;
  const user = await connectedUser(app);
  await dailySlots(app, user.userId);
  n++;
  const postId = await savePost(
    app,
    user.userId,
    'tweet',
    `Small pull requests get reviewed the same day, because a reviewer can hold them in mind (${n}).`,
  );
  const marked = await patchPost(app, user.token, 'tweet', postId, { evergreen: settings });
  expect(marked.statusCode, marked.body).toBe(200);
  const created = await schedule(app, user.token, { postId, publishAt: 'now' });
  expect(created.statusCode, created.body).toBe(201);
  const publicationId = publicationOf(created)._id;
  const publishedAt = new Date(Date.now() - 3_600_000);
  await markPublished(app, publicationId, publishedAt);
  return { ...user, postId, publicationId, publishedAt };
}

/** The next 09:00 UTC at or after `at`. */
const nineOClockFrom = (at: Date) => {
  const nine = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 9));
  return nine > at ? nine : new Date(nine.getTime() + DAY_MS);
};

describe('evergreen cycles', () => {
  it('once the post went out, the worker writes a fresh variant and schedules it everyDays later', async () => {
    const { app, fake } = world;
    await startWorker(app);
    await startWorkers(app.deps, [evergreenWorker]);
    const user = await connectedUser(app);
    await dailySlots(app, user.userId);
    const content =
      'Write the test first, because the bug you fix twice is the one you never pinned.';
    const postId = await savePost(app, user.userId, 'tweet', content);
    await patchPost(app, user.token, 'tweet', postId, { evergreen: { everyDays: 14, times: 3 } });
    const created = publicationOf(await schedule(app, user.token, { postId, publishAt: 'now' }));
    const done = await waitFor(app, user.token, created._id, settled);
    expect(done.status).toBe('published');
    await waitUntil(
      async () => (await variantPublications(app, postId)).length === 1,
      'the variant to be scheduled',
    );
    const [variant] = await variantsOf(app, postId);
    expect(variant).toMatchObject({ source: 'variant', variantOf: postId, kind: 'tweet' });
    expect(variant!.content).not.toBe(content);
    const [scheduled] = await variantPublications(app, postId);
    const publication = await getPublication(app, user.token, scheduled!.id);
    expect(publication).toMatchObject({ status: 'scheduled', automation: 'evergreen' });
    const due = nineOClockFrom(new Date(Date.parse(done.publishedAt!) + 14 * DAY_MS));
    expect(publication.publishAt).toBe(due.toISOString());
    expect(publication.parts.map((part) => part.text)).toEqual([variant!.content]);
    expect(fake.posts.filter((post) => post.text === variant!.content)).toHaveLength(0);
    const original = await readPost(app, user.token, 'tweet', postId);
    expect(original.evergreen).toEqual({
      everyDays: 14,
      times: 3,
      until: null,
      nextAt: due.toISOString(),
      sent: 0,
      failure: null,
    });
    const answered = await readPost(app, user.token, 'tweet', variant!.id);
    expect(answered).toMatchObject({ source: 'variant', variantOf: postId, evergreen: null });
  });

  it('a job run twice writes one variant and schedules it in one slot', async () => {
    const { app } = world;
    const { postId, publicationId } = await wentOut();
    await runEvergreenCycle(app.deps, publicationId);
    await runEvergreenCycle(app.deps, publicationId);
    expect(await variantsOf(app, postId)).toHaveLength(1);
    expect(await variantPublications(app, postId)).toHaveLength(1);
    expect(await cyclesOf(app, postId)).toHaveLength(1);
  });

  it('two workers taking the same job at once write one variant and fill one slot', async () => {
    const { app, fake } = world;
    const { postId, publicationId } = await wentOut();
    // Both workers are held inside the engine until the other arrives (or is done), so both have
    // a variant in hand before either saves one.
    let arrived = 0;
    let meet!: () => void;
    const met = new Promise<void>((resolve) => (meet = resolve));
    const real = app.deps.generation;
    const generation: GenerationService = {
      engine: real.engine,
      generate: (request, options) => real.generate(request, options),
      async assist(request, options) {
        if (++arrived === 2) meet();
        await met;
        return real.assist(request, options);
      },
    };
    const second = await sameOrSecondInstance(app, { networks: [fake.network], generation });
    await Promise.all(
      [
        { ...app.deps, generation },
        { ...second.deps, generation },
      ].map((deps) => runEvergreenCycle(deps, publicationId).finally(meet)),
    );
    expect(arrived).toBe(2);
    expect(await variantsOf(app, postId)).toHaveLength(1);
    expect(await variantPublications(app, postId)).toHaveLength(1);
  });

  it('a worker that stops between writing the variant and scheduling it leaves one variant, which the next run schedules', async () => {
    const { app } = world;
    const { postId, publicationId } = await wentOut();
    const frozen = stoppableDatabase(app.deps.db);
    // The database as the stopped worker sees it: after the transaction that saved the variant,
    // nothing it asks for ever runs.
    const db = new Proxy(frozen.db, {
      get(target, property) {
        if (property !== 'transaction') return Reflect.get(target, property);
        return async (...args: Parameters<App['deps']['db']['transaction']>) => {
          const result = await target.transaction(...args);
          if ((await variantsOf(app, postId)).length > 0) frozen.stop();
          return result;
        };
      },
    });
    void runEvergreenCycle({ ...app.deps, db }, publicationId);
    await waitUntil(async () => (await variantsOf(app, postId)).length === 1, 'the variant');
    expect(await variantPublications(app, postId)).toHaveLength(0);

    await runEvergreenCycle(app.deps, publicationId);
    const variants = await variantsOf(app, postId);
    expect(variants).toHaveLength(1);
    const scheduled = await variantPublications(app, postId);
    expect(scheduled).toEqual([expect.objectContaining({ postId: variants[0]!.id })]);
  });

  /** The engine, answering each rewrite with what `answer` makes of the text it was given. */
  const rewriting = (answer: (content: string, call: number) => string[]) => {
    const real = world.app.deps.generation;
    const calls: string[] = [];
    const generation: GenerationService = {
      engine: real.engine,
      generate: (request, options) => real.generate(request, options),
      assist: async (request) => {
        calls.push(request.content);
        return { suggestions: answer(request.content, calls.length) };
      },
    };
    return { generation, calls };
  };

  it('a variant that repeats what the account posted is refused by the pre-flight, and another is written', async () => {
    const { app } = world;
    const { postId, publicationId } = await wentOut();
    const [original] = await app.deps.db.select().from(posts).where(eq(posts.id, postId));
    const fresh =
      'Reviewers read small pull requests the day they arrive; big ones wait for Friday.';
    // Only the case differs: X refuses it as a duplicate of the post that went out.
    const { generation, calls } = rewriting((_, call) =>
      call === 1 ? [original!.content.toUpperCase()] : [fresh],
    );
    await runEvergreenCycle({ ...app.deps, generation }, publicationId);
    expect(calls).toHaveLength(2);
    expect((await variantsOf(app, postId)).map((variant) => variant.content)).toEqual([fresh]);
    expect(await variantPublications(app, postId)).toHaveLength(1);
  });

  it('gives up after a few tries that all repeat, with a failure the person sees', async () => {
    const { app } = world;
    const { token, postId, publicationId } = await wentOut();
    const [original] = await app.deps.db.select().from(posts).where(eq(posts.id, postId));
    const { generation, calls } = rewriting(() => [original!.content.toUpperCase()]);
    await runEvergreenCycle({ ...app.deps, generation }, publicationId);
    expect(calls).toHaveLength(VARIANT_TRIES);
    expect(await variantsOf(app, postId)).toHaveLength(0);
    expect(await variantPublications(app, postId)).toHaveLength(0);
    const answered = await readPost(app, token, 'tweet', postId);
    expect(answered.evergreen).toMatchObject({ nextAt: null, sent: 0, failure: NO_FRESH_VARIANT });
  });

  it('counts an answer the engine could not make as a try, and gives up with the same failure', async () => {
    const { app } = world;
    const { token, postId, publicationId } = await wentOut();
    const { generation, calls } = rewriting(() => {
      throw new AppError('provider_bad_answer', 'The engine wrote nothing usable.');
    });
    await runEvergreenCycle({ ...app.deps, generation }, publicationId);
    expect(calls).toHaveLength(VARIANT_TRIES);
    expect(await variantsOf(app, postId)).toHaveLength(0);
    const answered = await readPost(app, token, 'tweet', postId);
    expect(answered.evergreen).toMatchObject({ failure: NO_FRESH_VARIANT });
  });

  it('canceling the waiting variant skips once: the next variant follows everyDays after it', async () => {
    const { app } = world;
    const { token, postId, publicationId } = await wentOut({ everyDays: 7 });
    await runEvergreenCycle(app.deps, publicationId);
    const [first] = await variantPublications(app, postId);
    const skipped = await getPublication(app, token, first!.id);
    const canceled = await app.inject({
      method: 'DELETE',
      url: `/api/v0/publications/${first!.id}`,
      headers: bearer(token),
    });
    expect(canceled.statusCode).toBe(204);
    await runEvergreenCycle(app.deps, first!.id);
    const all = await variantPublications(app, postId);
    expect(all.map((row) => row.status)).toEqual(['canceled', 'scheduled']);
    const next = await getPublication(app, token, all[1]!.id);
    const due = nineOClockFrom(new Date(Date.parse(skipped.publishAt) + 7 * DAY_MS));
    expect(next.publishAt).toBe(due.toISOString());
    expect(await variantsOf(app, postId)).toHaveLength(2);
  });

  it('when the variant went out the cycle repeats, until `times` is reached', async () => {
    const { app } = world;
    const { token, postId, publicationId } = await wentOut({ everyDays: 7, times: 1 });
    await runEvergreenCycle(app.deps, publicationId);
    const [first] = await variantPublications(app, postId);
    await markPublished(app, first!.id, new Date());
    await runEvergreenCycle(app.deps, first!.id);
    expect(await variantPublications(app, postId)).toHaveLength(1);
    const original = await readPost(app, token, 'tweet', postId);
    expect(original.evergreen).toMatchObject({ times: 1, sent: 1, nextAt: null });
  });

  it('evergreen: null stops it and cancels the variant waiting in the schedule', async () => {
    const { app } = world;
    const { token, postId, publicationId } = await wentOut();
    await runEvergreenCycle(app.deps, publicationId);
    const [waiting] = await variantPublications(app, postId);
    const stopped = await patchPost(app, token, 'tweet', postId, { evergreen: null });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().tweet.evergreen).toBeNull();
    const [row] = await app.deps.db
      .select({ status: publications.status })
      .from(publications)
      .where(eq(publications.id, waiting!.id));
    expect(row!.status).toBe('canceled');
    await runEvergreenCycle(app.deps, waiting!.id);
    expect(await variantPublications(app, postId)).toHaveLength(1);
  });
});
