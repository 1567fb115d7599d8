import { sql } from 'drizzle-orm';
import { UUID } from 'uuidv7';
import type { Database } from '../../apps/server/src/db/client';
import { metricSnapshots, publicationParts, publications } from '../../apps/server/src/db/schema';
import { duplicateHash } from '../../apps/server/src/lib/duplicate-hash';

const DAY = 86_400_000;
/** Reads kept per part: one row each, as the metrics reader writes them. */
export const SNAPSHOTS_PER_PART = 30;
/** Publications in the recent window, the same for every person: the periods compared. */
export const RECENT_PUBLICATIONS = 100;
export const RECENT_DAYS = 30;
/** Rows per INSERT: 2,000 rows of up to 9 columns stay under PostgreSQL's 65,535 parameters. */
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

/**
 * The person's reads in one INSERT ... SELECT per person, made by the database: 300,000 rows sent
 * as parameters took 80 s on either database; made there, they take a few seconds. Read `k` of a
 * part comes k/30 of the way from going out to now (or to 30 days after), its figures growing.
 */
async function insertSnapshots(db: Database, input: { userId: string; now: number }) {
  const now = new Date(input.now).toISOString();
  // Named from the schema, so that a renamed column is renamed here too.
  const s = metricSnapshots;
  const columns: { name: string }[] = [
    ...[s.id, s.userId, s.publicationId, s.position, s.xPostId, s.readAt],
    ...[s.impressions, s.likes, s.reposts, s.replies, s.quotes, s.bookmarks],
    ...[s.linkClicks, s.profileClicks],
  ];
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${metricSnapshots} (${names})
    select gen_random_uuid()::text, ${publications.userId}, ${publicationParts.publicationId},
      ${publicationParts.position}, ${publicationParts.xPostId},
      ${publicationParts.publishedAt} + (k::double precision / ${sql.raw(String(SNAPSHOTS_PER_PART))})
        * least(interval '${sql.raw(String(RECENT_DAYS))} days',
                ${now}::timestamptz - ${publicationParts.publishedAt}),
      k * 200, k * 10, k - 1, k - 1, (k - 1) / 3, (k - 1) / 2, k - 1, k - 1
    from ${publicationParts}
    join ${publications} on ${publications.id} = ${publicationParts.publicationId}
    cross join generate_series(1, ${sql.raw(String(SNAPSHOTS_PER_PART))}) as k
    where ${publications.userId} = ${input.userId}`);
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
        batch.map(({ id, publishedAt, xPostId }, i) => {
          const text = `Published benchmark tweet ${i + 1}: small pull requests get reviewed sooner.`;
          return {
            publicationId: id,
            position: 1,
            text,
            duplicateHash: duplicateHash(person.userId, text),
            status: 'published',
            xPostId,
            url: `https://x.com/bench/status/${xPostId}`,
            sendingAt: publishedAt,
            publishedAt,
          };
        }),
      ),
    );
    await insertSnapshots(db, { userId: person.userId, now: input.now });
  }
}
