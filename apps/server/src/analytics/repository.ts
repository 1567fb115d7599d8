import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { PostFigures } from '@quillpost/shared';
import type { Database } from '../db/client';
import {
  metricReadLeases,
  metricSnapshots,
  posts,
  publicationParts,
  publications,
} from '../db/schema';
import { newId } from '../lib/ids';
import type { PartRow, PublishedPostFields } from './summary';

/** What one read records of a part: its time, its figures, and whether they were simulated. */
const READ_COLUMNS = [
  'readAt',
  'impressions',
  'likes',
  'reposts',
  'replies',
  'quotes',
  'bookmarks',
  'linkClicks',
  'profileClicks',
  'simulated',
] as const;
type ReadColumn = (typeof READ_COLUMNS)[number];

const readColumnsOf = <Source extends Record<ReadColumn, unknown>>(source: Source) =>
  Object.fromEntries(READ_COLUMNS.map((column) => [column, source[column]])) as Pick<
    Source,
    ReadColumn
  >;

/** The snapshot index's own order (NULLS LAST), so the planner reads the first entry and stops. */
const newestFirst = sql`${metricSnapshots.readAt} desc nulls last`;

/** The latest read of each part, found through the snapshot index: one entry per part. */
export const latestRead = (db: Database) =>
  db
    .select(readColumnsOf(metricSnapshots))
    .from(metricSnapshots)
    .where(
      and(
        eq(metricSnapshots.publicationId, publicationParts.publicationId),
        eq(metricSnapshots.position, publicationParts.position),
      ),
    )
    .orderBy(newestFirst)
    .limit(1)
    .as('latest');

/** The latest read's figures, as columns of a query joined to `latestRead`. */
export const latestReadColumns = (latest: ReturnType<typeof latestRead>) => readColumnsOf(latest);

const partPublishedAt = sql<Date>`coalesce(${publicationParts.publishedAt}, ${publications.publishedAt})`;

export interface PartToRead {
  /** The account it went out on; null once that account was disconnected. */
  accountId: string | null;
  publicationId: string;
  position: number;
  xPostId: string;
  publishedAt: Date;
  lastReadAt: Date | null;
}

/**
 * The user's published parts that may still need a read: never read, or not read since their
 * last read point (`lastOffsetMs` after publishing). Settled parts are left out here.
 */
export async function partsToRead(
  db: Database,
  input: { userId: string; lastOffsetMs: number },
): Promise<PartToRead[]> {
  const latest = latestRead(db);
  const rows = await db
    .select({
      accountId: publications.accountId,
      publicationId: publicationParts.publicationId,
      position: publicationParts.position,
      xPostId: publicationParts.xPostId,
      publishedAt: partPublishedAt.mapWith((value) => new Date(value)),
      lastReadAt: latest.readAt,
    })
    .from(publications)
    .innerJoin(publicationParts, eq(publicationParts.publicationId, publications.id))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(publications.userId, input.userId),
        isNotNull(publicationParts.xPostId),
        eq(publicationParts.status, 'published'),
        sql`${partPublishedAt} is not null`,
        sql`(${latest.readAt} is null or ${latest.readAt} < ${partPublishedAt} + ${input.lastOffsetMs}::double precision * interval '1 millisecond')`,
      ),
    );
  return rows.map((row) => ({ ...row, xPostId: row.xPostId! }));
}

export interface SnapshotInput {
  publicationId: string;
  position: number;
  xPostId: string;
  figures: PostFigures;
}

/**
 * Adds one read of these parts. Clicks are private metrics X gives only for 30 days: a read
 * without them keeps the last clicks X gave for the part, so engagements do not fall when the
 * private metrics end.
 */
export async function addSnapshots(
  db: Database,
  input: { userId: string; readAt: Date; simulated: boolean; parts: SnapshotInput[] },
): Promise<void> {
  if (input.parts.length === 0) return;
  const withoutClicks = input.parts.filter(
    (part) => part.figures.linkClicks === null || part.figures.profileClicks === null,
  );
  const earlier = new Map<string, { linkClicks: number | null; profileClicks: number | null }>();
  if (withoutClicks.length > 0) {
    const rows = await db
      .selectDistinctOn([metricSnapshots.publicationId, metricSnapshots.position], {
        publicationId: metricSnapshots.publicationId,
        position: metricSnapshots.position,
        linkClicks: metricSnapshots.linkClicks,
        profileClicks: metricSnapshots.profileClicks,
      })
      .from(metricSnapshots)
      .where(
        and(
          inArray(
            metricSnapshots.publicationId,
            withoutClicks.map((part) => part.publicationId),
          ),
          sql`(${metricSnapshots.linkClicks} is not null or ${metricSnapshots.profileClicks} is not null)`,
        ),
      )
      .orderBy(metricSnapshots.publicationId, metricSnapshots.position, newestFirst);
    for (const row of rows) earlier.set(`${row.publicationId}:${row.position}`, row);
  }
  await db.insert(metricSnapshots).values(
    input.parts.map(({ publicationId, position, xPostId, figures }) => {
      const before = earlier.get(`${publicationId}:${position}`);
      return {
        id: newId(),
        userId: input.userId,
        publicationId,
        position,
        xPostId,
        readAt: input.readAt,
        impressions: figures.impressions,
        likes: figures.likes,
        reposts: figures.reposts,
        replies: figures.replies,
        quotes: figures.quotes,
        bookmarks: figures.bookmarks,
        linkClicks: figures.linkClicks ?? before?.linkClicks ?? null,
        profileClicks: figures.profileClicks ?? before?.profileClicks ?? null,
        simulated: input.simulated,
      };
    }),
  );
}

export type LatestRead = PostFigures & { readAt: Date; simulated: boolean };

/** A row joined to `latestRead`, as its columns come back (all null before the first read). */
export type LatestReadRow = { [Column in ReadColumn]: LatestRead[Column] | null };

/** The part's latest read from the columns of `latestReadColumns`; null before its first read. */
export const latestReadOf = (row: LatestReadRow): LatestRead | null =>
  row.readAt === null
    ? null
    : {
        readAt: row.readAt,
        impressions: row.impressions,
        likes: row.likes!,
        reposts: row.reposts!,
        replies: row.replies!,
        quotes: row.quotes!,
        bookmarks: row.bookmarks!,
        linkClicks: row.linkClicks,
        profileClicks: row.profileClicks,
        simulated: row.simulated!,
      };

export interface AnswerRow
  extends PublishedPostFields, Pick<PartRow, 'position' | 'xPostId' | 'text' | 'url'> {
  publicationId: string;
  /** Null before the part's first read. */
  latest: LatestRead | null;
}

/**
 * Every published part of the user's publications that went out in the period, with the latest
 * read of each (none before the first read), and the day and hour they went out in `timezone`.
 */
interface AnswerInput {
  userId: string;
  /** Only what went out on this account. */
  accountId?: string;
  from: Date;
  to: Date;
  timezone: string;
}

export function answerQuery(db: Database, input: AnswerInput) {
  const latest = latestRead(db);
  const local = sql`(${publications.publishedAt} at time zone ${input.timezone})`;
  return db
    .select({
      publicationId: publications.id,
      postId: publications.postId,
      accountId: publications.accountId,
      network: publications.network,
      kind: publications.kind,
      format: posts.format,
      voice: posts.voice,
      publishedAt: publications.publishedAt,
      localDate: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
      weekday: sql<number>`extract(isodow from ${local})::int`,
      hour: sql<number>`extract(hour from ${local})::int`,
      position: publicationParts.position,
      xPostId: publicationParts.xPostId,
      text: publicationParts.text,
      url: publicationParts.url,
      ...latestReadColumns(latest),
    })
    .from(publications)
    .innerJoin(publicationParts, eq(publicationParts.publicationId, publications.id))
    .leftJoin(posts, eq(posts.id, publications.postId))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(publications.userId, input.userId),
        input.accountId ? eq(publications.accountId, input.accountId) : undefined,
        gte(publications.publishedAt, input.from),
        lte(publications.publishedAt, input.to),
        isNotNull(publicationParts.xPostId),
      ),
    );
}

export async function partsWithLatestRead(db: Database, input: AnswerInput): Promise<AnswerRow[]> {
  const rows = await answerQuery(db, input);
  return rows.map((row) => ({
    publicationId: row.publicationId,
    postId: row.postId,
    accountId: row.accountId,
    network: row.network,
    kind: row.kind,
    format: row.format,
    voice: row.voice,
    publishedAt: row.publishedAt!,
    localDate: row.localDate,
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    position: row.position,
    xPostId: row.xPostId!,
    text: row.text,
    url: row.url,
    latest: latestReadOf(row),
  }));
}

/** Takes the user's read lease unless a live reader holds it. */
export async function claimReadLease(
  db: Database,
  input: { userId: string; now: Date; until: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(metricReadLeases)
    .values({ userId: input.userId, heldUntil: input.until })
    .onConflictDoUpdate({
      target: metricReadLeases.userId,
      set: { heldUntil: input.until },
      setWhere: lte(metricReadLeases.heldUntil, input.now),
    })
    .returning({ userId: metricReadLeases.userId });
  return claimed.length > 0;
}

export async function releaseReadLease(db: Database, input: { userId: string; now: Date }) {
  await db
    .update(metricReadLeases)
    .set({ heldUntil: input.now })
    .where(eq(metricReadLeases.userId, input.userId));
}
