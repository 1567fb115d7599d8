import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { publicationParts, publications } from '../src/db/schema';
import { createPgBossJobs } from '../src/jobs/pg-boss';
import { publishJob, queuePublication } from '../src/publications/job';
import { startWorkers } from '../src/jobs';
import { publishingWorkers } from '../src/publications/worker';
import type { AppDeps } from '../src/types';
import {
  connectedUser,
  usePublishingApp,
  getPublication,
  savePost,
  schedule,
  settled,
  thread,
  waitFor,
  waitUntil,
} from './support/publishing';
import { waitForQueueIdle } from './support/queue';

// No worker runs until a test starts one; late means a minute in production, a second here.
const { app, fake } = usePublishingApp({ publishing: { lateAfterMs: 1000 } });
let token: string;
let userId: string;
let handle: string;
const workers: AppDeps['jobs'][] = [];

/** Another worker process on the same database: its own queue connection, the same X. */
async function startAnotherWorker(): Promise<AppDeps['jobs']> {
  const jobs = createPgBossJobs({ connection: app.deps.database.queue });
  workers.push(jobs);
  await startWorkers({ ...app.deps, jobs }, publishingWorkers);
  return jobs;
}

beforeAll(async () => {
  ({ token, userId, handle } = await connectedUser(app, fake));
});
afterAll(async () => {
  // Before the app closes the database they take jobs from.
  for (const jobs of workers) await jobs.stop();
});

let n = 0;
const fiveParts = () => {
  n++;
  return thread(
    [1, 2, 3, 4, 5].map((i) => `Point ${i} of run ${n}.`),
    `🧵 Run ${n}`,
  );
};

async function publish(content: string, publishAt = 'now', kind = 'thread') {
  const postId = await savePost(app, userId, kind, content);
  const response = await schedule(app, token, { postId, publishAt });
  expect(response.statusCode).toBe(201);
  return (response.json() as { publication: Publication }).publication;
}

const sentOnce = (publication: Publication) =>
  publication.parts.every((part) => fake.attemptsOf(part.text) === 1);

const chained = (publication: Publication) =>
  publication.parts.every((part, i) => {
    const post = fake.posts.find((p) => p.id === part.xPostId);
    return post && post.replyToId === (i === 0 ? undefined : publication.parts[i - 1]!.xPostId);
  });

describe('publishing through restarts and crashes', () => {
  it('sends a publication that fell due while no worker ran when one starts, marked late', async () => {
    const created = await publish(`Overdue ${n++}.`, 'now', 'tweet');
    // No worker takes jobs yet: it stays scheduled however long it waits.
    expect((await getPublication(app, token, created._id)).status).toBe('scheduled');
    await waitUntil(
      async () => Date.now() - new Date(created.publishAt).getTime() > 1000,
      'the publication to be overdue',
    );
    await startAnotherWorker();
    const done = await waitFor(app, token, created._id, settled);
    expect(done.status).toBe('published');
    expect(done.late).toBe(true);
    expect(sentOnce(done)).toBe(true);
  });

  it('on stop, finishes the part in hand and hands the rest back; the next worker resumes without repeats', async () => {
    fake.timing.delayMs = 300;
    const first = workers[0] ?? (await startAnotherWorker());
    const created = await publish(fiveParts());
    await waitFor(app, token, created._id, (p) => p.parts[1]!.status === 'published');
    await first.stop();
    workers.splice(workers.indexOf(first), 1);
    const [row] = await app.deps.db
      .select()
      .from(publications)
      .where(eq(publications.id, created._id));
    const parts = await app.deps.db
      .select()
      .from(publicationParts)
      .where(eq(publicationParts.publicationId, created._id));
    // Nothing is left half-sent: every part is out with its id, or waiting.
    expect(parts.every((part) => part.status === 'published' || part.status === 'pending')).toBe(
      true,
    );
    if (row!.status === 'publishing') expect(row!.leaseToken).toBeNull();
    await startAnotherWorker();
    const done = await waitFor(app, token, created._id, settled);
    fake.timing.delayMs = 0;
    expect(done.status).toBe('published');
    expect(sentOnce(done)).toBe(true);
    expect(chained(done)).toBe(true);
  });

  for (const [reachedX, newerPosts] of [
    [true, 0],
    [false, 0],
    [true, 150],
    [false, 150],
  ] as const) {
    const where = reachedX ? 'X had the part' : 'the request never left';
    const busy = newerPosts ? `, then ${newerPosts} other posts` : '';
    it(`after a crash mid-request (${where}${busy}), sends each part once`, async () => {
      if (workers.length === 0) await startAnotherWorker();
      const created = await publish(fiveParts(), new Date(Date.now() + 60_000).toISOString());
      const [p1, p2] = created.parts;
      // A worker sent part 1 and saved its id, marked part 2 sending, and died.
      const first = fake.postAs(handle, p1!.text);
      if (reachedX) fake.postAs(handle, p2!.text, first.id);
      // Other tools post from the account before any worker looks.
      const newer: { id: string }[] = [];
      for (let i = 1; i <= newerPosts; i++) {
        newer.push(fake.postAs(handle, `Meanwhile ${n} #${i}.`));
      }
      const part = (position: number) =>
        and(
          eq(publicationParts.publicationId, created._id),
          eq(publicationParts.position, position),
        );
      const { db } = app.deps;
      await db
        .update(publicationParts)
        .set({ status: 'published', xPostId: first.id, url: 'https://x.example/first' })
        .where(part(1));
      await db
        .update(publicationParts)
        .set({ status: 'sending', sendingAt: new Date() })
        .where(part(2));
      await db
        .update(publications)
        .set({
          status: 'publishing',
          leaseToken: 'dead-worker',
          leaseUntil: new Date(Date.now() - 1000),
        })
        .where(eq(publications.id, created._id));
      await queuePublication(app.deps, created._id); // as a starting worker does for these
      const done = await waitFor(app, token, created._id, settled);
      expect(done.status).toBe('published');
      expect(done.parts[0]!.xPostId).toBe(first.id);
      expect(fake.posts.filter((post) => post.text === p2!.text)).toHaveLength(1);
      expect(done.parts.slice(2).every((p) => fake.attemptsOf(p.text) === 1)).toBe(true);
      expect(chained(done)).toBe(true);
      // Part 2 was sent again, if at all, only after every newer post had been looked at.
      expect(newer.filter((post) => !fake.served.has(post.id))).toEqual([]);
    });
  }

  it('sends each of a dozen publications due in the same second once, with several workers and stray jobs', async () => {
    while (workers.length < 2) await startAnotherWorker();
    fake.timing.delayMs = 200; // X takes its time: workers overlap
    const at = new Date(Date.now() + 2000).toISOString();
    const created = [];
    for (let i = 0; i < 12; i++) {
      const publication = await publish(`Same second ${n} #${i}.`, at, 'tweet');
      created.push(publication);
      // Stray jobs, as reschedules and retries leave behind: each publication asked for twice more.
      await queuePublication(app.deps, publication._id, new Date(at));
      await queuePublication(app.deps, publication._id, new Date(at));
    }
    n++;
    for (const publication of created) {
      const done = await waitFor(app, token, publication._id, settled);
      expect(done.status).toBe('published');
    }
    // Every stray job has been taken and found nothing left to send.
    await waitForQueueIdle(app, publishJob.name);
    fake.timing.delayMs = 0;
    for (const publication of created) expect(fake.attemptsOf(publication.parts[0]!.text)).toBe(1);
  }, 90_000);
});
