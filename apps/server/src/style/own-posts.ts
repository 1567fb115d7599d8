import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
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
  /** False leaves every text empty, for readers that need only when and how well. */
  withText?: boolean;
}

/** A published part as the query below hands it: `[publicationId, position, accountId, text, postedAt ms]`. */
type PartRow = [string, number, string | null, string, number];
/** A part's latest read: `[publicationId, position, ...figures in PostFigures' order]`. */
type ReadRow = [
  string,
  number,
  number | null,
  number,
  number,
  number,
  number,
  number,
  ...(number | null)[],
];

const epochMs = (column: SQL) => sql`round(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * Every published part of the person's publications (on one account when asked) and the latest
 * read of each of the person's parts, in one statement. Each comes back as one JSON array: handing
 * thousands of rows over field by field costs several times what the database spends finding
 * them. The reads are one pass over the person's snapshots in the order of
 * `metric_snapshots_user_part_read_idx`, where a lookup per part would cost one index probe each.
 */
function publishedRows(db: Database, input: OwnPostsInput) {
  const postedAt = sql`coalesce(${publicationParts.publishedAt}, ${publications.publishedAt})`;
  const text = input.withText === false ? sql`''` : sql`${publicationParts.text}`;
  const parts = db
    .select({
      rows: sql`coalesce(json_agg(json_build_array(${publicationParts.publicationId}, ${publicationParts.position}, ${publications.accountId}, ${text}, ${epochMs(postedAt)})), '[]')`,
    })
    .from(publications)
    .innerJoin(publicationParts, eq(publicationParts.publicationId, publications.id))
    .where(
      and(
        eq(publications.userId, input.userId),
        input.accountId ? eq(publications.accountId, input.accountId) : undefined,
        eq(publicationParts.status, 'published'),
        isNotNull(publicationParts.xPostId),
        sql`${postedAt} is not null`,
      ),
    );
  const latest = db
    .selectDistinctOn([metricSnapshots.publicationId, metricSnapshots.position], {
      row: sql`json_build_array(${metricSnapshots.publicationId}, ${metricSnapshots.position}, ${metricSnapshots.impressions}, ${metricSnapshots.likes}, ${metricSnapshots.reposts}, ${metricSnapshots.replies}, ${metricSnapshots.quotes}, ${metricSnapshots.bookmarks}, ${metricSnapshots.linkClicks}, ${metricSnapshots.profileClicks})`.as(
        'row',
      ),
    })
    .from(metricSnapshots)
    .where(eq(metricSnapshots.userId, input.userId))
    // The index's own order (NULLS LAST), so the pass reads it without sorting.
    .orderBy(
      metricSnapshots.publicationId,
      metricSnapshots.position,
      sql`${metricSnapshots.readAt} desc nulls last`,
    )
    .as('latest');
  const reads = db.select({ rows: sql`coalesce(json_agg(${latest.row}), '[]')` }).from(latest);
  return db
    .select({
      parts: sql<PartRow[] | string>`(${parts})`,
      reads: sql<ReadRow[] | string>`(${reads})`,
    })
    .from(sql`(select 1) as one`);
}

/** A JSON column as parsed by the driver, or as text where a driver leaves it so. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** Every published part of the person's publications, each with its latest read. */
async function publishedPostsOf(db: Database, input: OwnPostsInput): Promise<OwnPost[]> {
  const [answer] = await publishedRows(db, input);
  const reads = new Map<string, PostFigures>();
  for (const [publicationId, position, ...values] of parsed(answer!.reads)) {
    const [impressions, likes, reposts, replies, quotes, bookmarks, linkClicks, profileClicks] =
      values;
    reads.set(`${publicationId}:${position}`, {
      impressions: impressions ?? null,
      likes: likes!,
      reposts: reposts!,
      replies: replies!,
      quotes: quotes!,
      bookmarks: bookmarks!,
      linkClicks: linkClicks ?? null,
      profileClicks: profileClicks ?? null,
    });
  }
  return parsed(answer!.parts).map(([publicationId, position, accountId, text, postedAt]) => {
    const figures = reads.get(`${publicationId}:${position}`) ?? null;
    const engagements = figures ? engagementsOf(figures) : 0;
    return {
      id: `publication:${publicationId}:${position}`,
      source: 'published' as const,
      accountId,
      text,
      postedAt: new Date(Number(postedAt)),
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
