import { UUID } from 'uuidv7';
import type { Database } from '../../apps/server/src/db/client';
import { metricSnapshots, publicationParts, publications } from '../../apps/server/src/db/schema';

const DAY = 86_400_000;
/** Reads kept per part: one row each, as the metrics reader writes them. */
export const SNAPSHOTS_PER_PART = 30;
/** Publications in the recent window, the same for every person: the periods compared. */
export const RECENT_PUBLICATIONS = 100;
export const RECENT_DAYS = 30;
/** Rows per INSERT: 2,000 snapshots of 15 columns stay under PostgreSQL's 65,535 parameters. */
const BATCH = 2_000;

/** One person's publishing history: which of their posts went out. */
export interface PublishedPerson {
  userId: string;
  postIds: string[];
}

const idAt = (ms: number) =>
  UUID.fromFieldsV7(
    Math.floor(ms),
    Math.floor(Math.random() * 2 ** 12),
    Math.floor(Math.random() * 2 ** 30),
    Math.floor(Math.random() * 2 ** 32),
  ).toString();

/**
 * When each post went out, oldest first: the last `RECENT_PUBLICATIONS` evenly over the last
 * `RECENT_DAYS` days (the same times for everyone), the rest evenly over the 11 months before.
 */
function publishTimes(count: number, now: number): number[] {
  const recentStart = now - RECENT_DAYS * DAY;
  const recent = Array.from(
    { length: Math.min(count, RECENT_PUBLICATIONS) },
    (_, i) => recentStart + ((i + 0.5) * RECENT_DAYS * DAY) / RECENT_PUBLICATIONS,
  );
  const older = count - recent.length;
  const olderStart = now - 365 * DAY;
  const olderSpan = recentStart - olderStart;
  return [
    ...Array.from({ length: older }, (_, i) => olderStart + (i * olderSpan) / older),
    ...recent,
  ];
}

async function insertBatched<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * One published one-part publication per post, its part with an X id, and
 * `SNAPSHOTS_PER_PART` reads of its figures spread between going out and now (at most 30 days).
 */
export async function seedPublishedHistory(
  db: Database,
  input: { people: PublishedPerson[]; now: number },
): Promise<void> {
  let xId = 1_900_000_000_000_000_000n;
  for (const person of input.people) {
    const times = publishTimes(person.postIds.length, input.now);
    const rows = person.postIds.map((postId, i) => {
      const publishedAt = new Date(times[i]!);
      xId += 1n;
      return { id: idAt(times[i]!), postId, publishedAt, xPostId: xId.toString() };
    });
    await insertBatched(rows, (batch) =>
      db.insert(publications).values(
        batch.map(({ id, postId, publishedAt }) => ({
          id,
          userId: person.userId,
          postId,
          kind: 'tweet',
          status: 'published',
          publishAt: publishedAt,
          publishedAt,
          createdAt: publishedAt,
        })),
      ),
    );
    await insertBatched(rows, (batch) =>
      db.insert(publicationParts).values(
        batch.map(({ id, publishedAt, xPostId }, i) => ({
          publicationId: id,
          position: 1,
          text: `Published benchmark tweet ${i + 1}: small pull requests get reviewed sooner.`,
          status: 'published',
          xPostId,
          url: `https://x.com/bench/status/${xPostId}`,
          sendingAt: publishedAt,
          publishedAt,
        })),
      ),
    );
    const snapshots = rows.flatMap(({ id, publishedAt, xPostId }) => {
      const span = Math.min(RECENT_DAYS * DAY, input.now - publishedAt.getTime());
      return Array.from({ length: SNAPSHOTS_PER_PART }, (_, k) => {
        const grown = (k + 1) * 10;
        return {
          id: crypto.randomUUID(),
          userId: person.userId,
          publicationId: id,
          position: 1,
          xPostId,
          readAt: new Date(publishedAt.getTime() + ((k + 1) * span) / SNAPSHOTS_PER_PART),
          impressions: grown * 20,
          likes: grown,
          reposts: k,
          replies: k,
          quotes: Math.floor(k / 3),
          bookmarks: Math.floor(k / 2),
          linkClicks: k,
          profileClicks: k,
        };
      });
    });
    await insertBatched(snapshots, (batch) => db.insert(metricSnapshots).values(batch));
  }
}
