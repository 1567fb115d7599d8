import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { engagementRate, engagementsOf, type PostFigures } from '@quillpost/shared';
import type { Database } from '../db/client';
import { metricSnapshots, publicationParts, publications } from '../db/schema';
import { importedPostsOf } from '../history';

/** One post the person wrote and sent, with the latest figures read for it. */
export interface OwnPost {
  /**
   * Unique across sources: `publication:<id>:<position>` for what went out through Quillpost,
   * `imported:<id>` for what was read from the account's history.
   */
  id: string;
  source: 'published' | 'imported';
  /** Null once the account it went out on was disconnected. */
  accountId: string | null;
  text: string;
  postedAt: Date;
  /** Null before the first read. */
  figures: PostFigures | null;
  engagements: number;
  /** Null where the network reports no impressions, and before the first read. */
  engagementRate: number | null;
}

export interface OwnPostsInput {
  userId: string;
  /** Only what went out on this account. */
  accountId?: string;
}

const ofPerson = (input: OwnPostsInput) =>
  and(
    eq(publications.userId, input.userId),
    input.accountId ? eq(publications.accountId, input.accountId) : undefined,
  );

/**
 * The latest read of each of the person's parts, in one pass over their snapshots in the order of
 * `metric_snapshots_user_part_read_idx`: thousands of posts are read at once here, where a lookup
 * per part (as the analytics answer of a period does) would cost one index probe each. Every
 * account's parts are read; the posts' own query keeps those of the account asked for.
 */
async function latestReads(db: Database, userId: string) {
  const rows = await db
    .selectDistinctOn([metricSnapshots.publicationId, metricSnapshots.position], {
      publicationId: metricSnapshots.publicationId,
      position: metricSnapshots.position,
      impressions: metricSnapshots.impressions,
      likes: metricSnapshots.likes,
      reposts: metricSnapshots.reposts,
      replies: metricSnapshots.replies,
      quotes: metricSnapshots.quotes,
      bookmarks: metricSnapshots.bookmarks,
      linkClicks: metricSnapshots.linkClicks,
      profileClicks: metricSnapshots.profileClicks,
    })
    .from(metricSnapshots)
    .where(eq(metricSnapshots.userId, userId))
    // The index's own order (NULLS LAST), so the pass reads it without sorting.
    .orderBy(
      metricSnapshots.publicationId,
      metricSnapshots.position,
      sql`${metricSnapshots.readAt} desc nulls last`,
    );
  return new Map(
    rows.map(({ publicationId, position, ...figures }) => [
      `${publicationId}:${position}`,
      figures as PostFigures,
    ]),
  );
}

/** Every published part of the person's publications, each with its latest read. */
async function publishedPostsOf(db: Database, input: OwnPostsInput): Promise<OwnPost[]> {
  const postedAt = sql<Date>`coalesce(${publicationParts.publishedAt}, ${publications.publishedAt})`;
  const [rows, reads] = await Promise.all([
    db
      .select({
        publicationId: publicationParts.publicationId,
        position: publicationParts.position,
        accountId: publications.accountId,
        text: publicationParts.text,
        postedAt: postedAt.mapWith((value) => new Date(value)),
      })
      .from(publications)
      .innerJoin(publicationParts, eq(publicationParts.publicationId, publications.id))
      .where(
        and(
          ofPerson(input),
          eq(publicationParts.status, 'published'),
          isNotNull(publicationParts.xPostId),
          sql`${postedAt} is not null`,
        ),
      ),
    latestReads(db, input.userId),
  ]);
  return rows.map((row) => {
    const figures = reads.get(`${row.publicationId}:${row.position}`) ?? null;
    const engagements = figures ? engagementsOf(figures) : 0;
    return {
      id: `publication:${row.publicationId}:${row.position}`,
      source: 'published' as const,
      accountId: row.accountId,
      text: row.text,
      postedAt: row.postedAt,
      figures,
      engagements,
      engagementRate: figures ? engagementRate(engagements, figures.impressions) : null,
    };
  });
}

/**
 * The posts read from the person's accounts' histories, with the figures they had when read.
 * What went out through Quillpost is left out there, so no post is counted twice.
 */
async function importedOwnPostsOf(db: Database, input: OwnPostsInput): Promise<OwnPost[]> {
  const rows = await importedPostsOf(db, input);
  return rows.map((row) => {
    const figures: PostFigures = {
      impressions: row.impressions,
      likes: row.likes,
      reposts: row.reposts,
      replies: row.replies,
      quotes: row.quotes ?? 0,
      bookmarks: row.bookmarks ?? 0,
      linkClicks: null,
      profileClicks: null,
    };
    const engagements = engagementsOf(figures);
    return {
      id: `imported:${row.id}`,
      source: 'imported' as const,
      accountId: row.accountId,
      text: row.text,
      postedAt: row.postedAt,
      figures,
      engagements,
      engagementRate: engagementRate(engagements, figures.impressions),
    };
  });
}

/**
 * The person's own posts with their figures, from every source (published through Quillpost,
 * imported from their accounts' histories), oldest first. What the style and best times learn
 * from is only ever read here.
 */
export async function ownPostsOf(db: Database, input: OwnPostsInput): Promise<OwnPost[]> {
  const sources = await Promise.all([publishedPostsOf(db, input), importedOwnPostsOf(db, input)]);
  return sources.flat().sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
}
