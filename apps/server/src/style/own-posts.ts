import { engagementRate, engagementsOf, type PostFigures } from '@quillpost/shared';
import type { Database } from '../db/client';
import {
  ownPostRows,
  type ImportedRow,
  type OwnPostsInput,
  type PublicationRow,
  type ReadRow,
} from './own-posts-query';

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

/** A JSON column as parsed by the driver, or as text where a driver leaves it so. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function ownPost(input: {
  id: string;
  source: OwnPost['source'];
  accountId: string | null;
  text: string;
  postedAt: number | string;
  figures: PostFigures | null;
}): OwnPost {
  const engagements = input.figures ? engagementsOf(input.figures) : 0;
  return {
    ...input,
    postedAt: new Date(Number(input.postedAt)),
    engagements,
    engagementRate: input.figures ? engagementRate(engagements, input.figures.impressions) : null,
  };
}

/** Each part's latest read, by `publicationId:position`. */
function latestReads(rows: ReadRow[]): Map<string, PostFigures> {
  const reads = new Map<string, PostFigures>();
  for (const [publicationId, position, ...values] of rows) {
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
  return reads;
}

/** Every published part, each with its latest read (null before the first). */
function publishedPosts(rows: PublicationRow[], reads: Map<string, PostFigures>): OwnPost[] {
  return rows.flatMap(([publicationId, accountId, parts]) =>
    parts.map(([position, text, postedAt]) =>
      ownPost({
        id: `publication:${publicationId}:${position}`,
        source: 'published',
        accountId,
        text,
        postedAt,
        figures: reads.get(`${publicationId}:${position}`) ?? null,
      }),
    ),
  );
}

/** The posts read from the accounts' histories, with the figures they had when read. */
function importedOwnPosts(rows: ImportedRow[]): OwnPost[] {
  return rows.map(
    ([id, accountId, text, postedAt, impressions, likes, reposts, replies, quotes, bookmarks]) =>
      ownPost({
        id: `imported:${id}`,
        source: 'imported',
        accountId,
        text,
        postedAt,
        figures: {
          impressions,
          likes,
          reposts,
          replies,
          quotes: quotes ?? 0,
          bookmarks: bookmarks ?? 0,
          linkClicks: null,
          profileClicks: null,
        },
      }),
  );
}

/**
 * The person's own posts with their figures, from every source (published through Quillpost,
 * imported from their accounts' histories), oldest first. What the style and best times learn
 * from is only ever read here.
 */
export async function ownPostsOf(db: Database, input: OwnPostsInput): Promise<OwnPost[]> {
  const [answer] = await ownPostRows(db, input);
  const published = publishedPosts(
    parsed(answer!.publications),
    latestReads(parsed(answer!.reads)),
  );
  return [...published, ...importedOwnPosts(parsed(answer!.imported))].sort(
    (a, b) => a.postedAt.getTime() - b.postedAt.getTime(),
  );
}

export type { OwnPostsInput };
