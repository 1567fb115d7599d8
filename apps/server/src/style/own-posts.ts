import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { engagementRate, engagementsOf, type PostFigures } from '@quillpost/shared';
import { latestRead, latestReadColumns } from '../analytics';
import type { Database } from '../db/client';
import { publicationParts, publications } from '../db/schema';

/** One post the person wrote and sent, with the latest figures read for it. */
export interface OwnPost {
  /** Unique across sources: `publication:<id>:<position>` for what went out through Quillpost. */
  id: string;
  source: 'published';
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

/** Every published part of the person's publications, each with its latest read. */
async function publishedPostsOf(db: Database, input: OwnPostsInput): Promise<OwnPost[]> {
  const latest = latestRead(db);
  const postedAt = sql<Date>`coalesce(${publicationParts.publishedAt}, ${publications.publishedAt})`;
  const rows = await db
    .select({
      publicationId: publicationParts.publicationId,
      position: publicationParts.position,
      accountId: publications.accountId,
      text: publicationParts.text,
      postedAt: postedAt.mapWith((value) => new Date(value)),
      ...latestReadColumns(latest),
    })
    .from(publications)
    .innerJoin(publicationParts, eq(publicationParts.publicationId, publications.id))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(publications.userId, input.userId),
        input.accountId ? eq(publications.accountId, input.accountId) : undefined,
        eq(publicationParts.status, 'published'),
        isNotNull(publicationParts.xPostId),
        sql`${postedAt} is not null`,
      ),
    );
  return rows.map((row) => {
    const figures: PostFigures | null =
      row.readAt === null
        ? null
        : {
            impressions: row.impressions,
            likes: row.likes!,
            reposts: row.reposts!,
            replies: row.replies!,
            quotes: row.quotes!,
            bookmarks: row.bookmarks!,
            linkClicks: row.linkClicks,
            profileClicks: row.profileClicks,
          };
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
 * The person's own posts with their figures, from every source, oldest first. Each source
 * answers `OwnPost`s; what the style and best times learn from is only ever read here.
 */
export async function ownPostsOf(db: Database, input: OwnPostsInput): Promise<OwnPost[]> {
  const sources = await Promise.all([publishedPostsOf(db, input)]);
  return sources.flat().sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
}
