import type { Publication } from '@quillpost/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queuePublication } from '../src/publications/job';
import {
  connectedUser,
  savePost,
  schedule,
  settled,
  startWorker,
  usePublishingApp,
  waitFor,
  waitUntil,
} from './support/publishing';

const { app, fake } = usePublishingApp();

beforeAll(async () => {
  await startWorker(app);
});

async function publishNow(text: string) {
  const { token, userId } = await connectedUser(app, fake);
  const postId = await savePost(app, userId, 'tweet', text);
  const response = await schedule(app, token, { postId, publishAt: 'now' });
  expect(response.statusCode).toBe(201);
  const { publication } = response.json() as { publication: Publication };
  return { token, id: publication._id };
}

/** The publication's publishing jobs the queue holds, in one state or in all. */
async function jobsOf(publicationId: string, state?: 'completed'): Promise<number> {
  const inState = state ? sql`and state::text = ${state}` : sql``;
  const result = (await app.deps.db.execute(
    sql`select count(*)::int as jobs from pgboss.job
        where name = 'publish-publication' and data->>'publicationId' = ${publicationId} ${inState}`,
  )) as unknown as { rows: { jobs: number }[] };
  return Number(result.rows[0]!.jobs);
}

describe('a publication waiting out a rate limit', () => {
  it('is tried again at the reset, by no earlier job, while another account publishes', async () => {
    const limitedText = 'Refused with 429 until its reset.';
    // Well past the end of the lease (3 s) the first try takes, and the looks for lapsed leases.
    const resetAt = new Date(Date.now() + 8_000);
    fake.faults.push({ kind: 'rate_limited', resetAt, when: limitedText });
    const limited = await publishNow(limitedText);
    await waitUntil(() => fake.attemptsOf(limitedText) === 1, 'the refused try');

    const other = await publishNow('Another account, due while the first one waits.');
    const otherDone = await waitFor(app, other.token, other.id, settled);
    expect(otherDone.status).toBe('published');
    expect(new Date(otherDone.publishedAt!).getTime()).toBeLessThan(resetAt.getTime());

    const done = await waitFor(app, limited.token, limited.id, settled);
    expect(done.status).toBe('published');
    expect(new Date(done.publishedAt!).getTime()).toBeGreaterThanOrEqual(resetAt.getTime());
    expect(fake.attemptsOf(limitedText)).toBe(2);
  });

  it('adds no job for a live lease, however many other jobs find it held', async () => {
    const text = 'Slow at the network while stray jobs come.';
    fake.timing.delayMs = 4_000;
    try {
      const slow = await publishNow(text);
      await waitUntil(() => fake.attemptsOf(text) === 1, 'the send under way');
      const before = await jobsOf(slow.id);
      for (let stray = 0; stray < 3; stray++) await queuePublication(app.deps, slow.id);
      // The due job still runs; the three strays have each found the lease held.
      await waitUntil(async () => (await jobsOf(slow.id, 'completed')) >= 3, 'the stray jobs');
      // No job came since: a live lease is renewed, never looked for as lapsed.
      expect((await jobsOf(slow.id)) - before - 3).toBe(0);
      expect((await waitFor(app, slow.token, slow.id, settled)).status).toBe('published');
    } finally {
      fake.timing.delayMs = 0;
    }
    expect(fake.attemptsOf(text)).toBe(1);
  });
});
