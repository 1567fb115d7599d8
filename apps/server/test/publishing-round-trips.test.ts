import type { Publication } from '@quillpost/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, publicationParts, publications } from '../src/db/schema';
import { publishPublication } from '../src/publications/publish';
import { recordingJobs } from './support/analytics';
import { sentToDatabase } from './support/database';
import {
  connectedUser,
  getPublication,
  savePost,
  schedule,
  thread,
  usePublishingApp,
  waitUntil,
} from './support/publishing';

const clock = { offsetMs: 0 };
// Nothing is taken from the queue here: each test runs the publication itself.
const { app, fake } = usePublishingApp({
  jobs: recordingJobs(),
  // Longer than the clock moves in a test, so the run keeps its lease.
  publishing: { leaseSeconds: 60 },
  now: () => new Date(Date.now() + clock.offsetMs),
});

async function scheduledThread(points: string[]) {
  const { token, userId } = await connectedUser(app, fake);
  const postId = await savePost(app, userId, 'thread', thread(points, `🧵 ${points[0]}`));
  const response = await schedule(app, token, { postId, publishAt: 'now' });
  expect(response.statusCode, response.body).toBe(201);
  const { publication } = response.json() as { publication: Publication };
  return { token, publication };
}

const run = (id: string) =>
  publishPublication(app.deps, id, { signal: new AbortController().signal, retryCount: 0 });

/** The statements sent that read from `table`, found by its name after FROM. */
const readsOf = (sent: string, table: string) =>
  sent.split('\n').filter((line) => line.includes(`from \\"${table}\\" where`)).length;

describe('what a publication asks of the database', () => {
  it('reads its parts and its account with the claim, and neither again for the thread', async () => {
    const points = ['Rounds one.', 'Rounds two.', 'Rounds three.', 'Rounds four.'];
    const { token, publication } = await scheduledThread(points);
    const sent = await sentToDatabase(app, () => run(publication._id));
    const published = await getPublication(app, token, publication._id);
    expect(published.status).toBe('published');
    expect(published.parts.every((part) => part.xPostId)).toBe(true);
    expect(readsOf(sent, 'accounts')).toBe(0);
    expect(readsOf(sent, 'publication_parts')).toBe(0);
  });

  it('reads the account again for a part sent long after the last read, and stops there', async () => {
    const points = ['Gone one.', 'Gone two.', 'Gone three.'];
    const { token, publication } = await scheduledThread(points);
    const accountId = publication.accountId!;
    // The first part's answer comes late; meanwhile ten seconds pass and the account needs
    // reconnecting: the second part must not go out on the row read before.
    fake.timing.delayMs = 500;
    const running = run(publication._id);
    await waitUntil(async () => {
      const [part] = await app.deps.db
        .select({ status: publicationParts.status })
        .from(publicationParts)
        .where(eq(publicationParts.publicationId, publication._id))
        .orderBy(publicationParts.position);
      return part?.status === 'sending';
    }, 'the first part being sent');
    await app.deps.db
      .update(accounts)
      .set({ status: 'reconnect' })
      .where(eq(accounts.id, accountId));
    clock.offsetMs += 10_000;
    try {
      await running;
    } finally {
      fake.timing.delayMs = 0;
      clock.offsetMs = 0;
    }
    const failed = await getPublication(app, token, publication._id);
    expect(failed, JSON.stringify(failed)).toMatchObject({ status: 'failed' });
    expect(failed.parts.filter((part) => part.xPostId)).toHaveLength(1);
  });

  it("sends nothing on an account that is not the publication's user's", async () => {
    const { token, publication } = await scheduledThread(['Not yours one.', 'Not yours two.']);
    const someoneElse = await connectedUser(app, fake);
    // The schedule route refuses another's account; a row changed behind its back must too.
    await app.deps.db
      .update(publications)
      .set({ accountId: someoneElse.accountId })
      .where(eq(publications.id, publication._id));
    await run(publication._id);
    const failed = await getPublication(app, token, publication._id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('This account is no longer connected.');
    expect(fake.attemptsOf(publication.parts[0]!.text)).toBe(0);
  });
});
