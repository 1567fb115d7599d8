import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { publications } from '../src/db/schema';
import type { JobsClient } from '../src/jobs';
import { createPgBossJobs } from '../src/jobs/pg-boss';
import { queuePublication } from '../src/publications/job';
import { publishPublication } from '../src/publications/publish';
import { startWorkers } from '../src/jobs';
import { publishingWorkers } from '../src/publications/worker';
import type { App } from '../src/types';
import { useResource } from './support/app';
import {
  connectedUser,
  createPublishingApp,
  savePost,
  schedule,
  settled,
  thread,
  waitFor,
  waitUntil,
} from './support/publishing';
import { stoppableDatabase } from './support/stopped-worker';

const LEASE_SECONDS = 3;
/** A publication held by a worker that stopped goes out within this: well under the queue's expiry. */
const TAKEOVER_BOUND_MS = (LEASE_SECONDS + 20) * 1000;

// Two workers take jobs from the start, each with its own queue connection, as two processes do.
const env = useResource(async () => {
  const { app, fake } = await createPublishingApp({ publishing: { leaseSeconds: LEASE_SECONDS } });
  const workers: JobsClient[] = [];
  for (let i = 0; i < 2; i++) {
    const jobs = createPgBossJobs({ connection: app.deps.database.queue });
    await startWorkers({ ...app.deps, jobs }, publishingWorkers);
    workers.push(jobs);
  }
  const close = async () => {
    for (const jobs of workers) await jobs.stop();
    await app.close();
  };
  return { app, fake, close };
});

async function scheduleThread(app: App, points: string[], publishAt: string) {
  const { token, userId } = await connectedUser(app, env.fake);
  const postId = await savePost(app, userId, 'thread', thread(points, `🧵 ${points[0]}`));
  const response = await schedule(app, token, { postId, publishAt });
  expect(response.statusCode, response.body).toBe(201);
  return { token, publication: (response.json() as { publication: Publication }).publication };
}

const setPublishAt = (app: App, id: string, publishAt: Date) =>
  app.deps.db.update(publications).set({ publishAt }).where(eq(publications.id, id));

const chained = (publication: Publication) =>
  publication.parts.every((part, i) => {
    const post = env.fake.posts.find((p) => p.id === part.xPostId);
    return post && post.replyToId === (i === 0 ? undefined : publication.parts[i - 1]!.xPostId);
  });

describe('the publishing lease', () => {
  it('replaces a worker that stopped mid-thread after the lease: the rest goes out once, late', async () => {
    const { app, fake } = env;
    const points = ['Stopped one.', 'Stopped two.', 'Stopped three.', 'Stopped four.'];
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const { token, publication } = await scheduleThread(app, points, inAnHour);
    // Due now, while its job still waits for the hour: only what the worker below leaves behind
    // can bring the publication back to the running workers.
    await setPublishAt(app, publication._id, new Date());
    const texts = publication.parts.map((part) => part.text);
    fake.faults.push({ kind: 'held', when: texts[2] });

    const stopping = stoppableDatabase(app.deps.db);
    const context = { signal: new AbortController().signal, retryCount: 0 };
    void publishPublication({ ...app.deps, db: stopping.db }, publication._id, context);
    await waitUntil(() => fake.posts.some((post) => post.text === texts[2]), 'a part held at X');
    // The rest goes out more than a minute after the publication's time.
    await setPublishAt(app, publication._id, new Date(Date.now() - 2 * 60_000));
    stopping.stop();

    const done = await waitFor(app, token, publication._id, settled, TAKEOVER_BOUND_MS);
    expect(done.status).toBe('published');
    expect(done.late).toBe(true);
    // The held part was found among the account's posts, not sent again.
    for (const text of texts) expect(fake.attemptsOf(text)).toBe(1);
    expect(chained(done)).toBe(true);
  }, 60_000);

  it('is kept while an answer from X outlasts it: stray jobs never start a second run', async () => {
    const { app, fake } = env;
    fake.timing.delayMs = 2 * LEASE_SECONDS * 1000;
    const lookups = fake.lookups.length;
    const { token, publication } = await scheduleThread(app, ['Slow one.', 'Slow two.'], 'now');
    // Duplicates, as retries and reschedules leave behind, falling due while each answer is slow.
    for (let second = 1; second <= 10; second++) {
      await queuePublication(app.deps, publication._id, new Date(Date.now() + second * 1000));
    }
    const done = await waitFor(app, token, publication._id, settled, 60_000);
    fake.timing.delayMs = 0;
    expect(done.status).toBe('published');
    for (const part of done.parts) expect(fake.attemptsOf(part.text)).toBe(1);
    // A second run would have found the part in flight `sending` and looked for it on X.
    expect(fake.lookups.length).toBe(lookups);
    expect(chained(done)).toBe(true);
  }, 60_000);
});
