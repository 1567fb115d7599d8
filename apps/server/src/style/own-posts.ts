import { engagementRate, engagementsOf, type PostFigures } from '@quillpost/shared';
import type { Database } from '../db/client';
import { jsonColumn } from '../db/json-column';
import {
  ownPostRows,
  type ImportedColumns,
  type OwnPostsInput,
  type PartColumns,
  type ReadColumns,
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
function latestReads(columns: ReadColumns): Map<string, PostFigures> {
  const [publicationIds, positions, impressions, likes, reposts, replies, quotes, bookmarks] =
    columns;
  const [linkClicks, profileClicks] = [columns[8], columns[9]];
  const reads = new Map<string, PostFigures>();
  publicationIds.forEach((publicationId, i) => {
    reads.set(`${publicationId}:${positions[i]}`, {
      impressions: impressions[i] ?? null,
      likes: likes[i]!,
      reposts: reposts[i]!,
      replies: replies[i]!,
      quotes: quotes[i]!,
      bookmarks: bookmarks[i]!,
      linkClicks: linkClicks[i] ?? null,
      profileClicks: profileClicks[i] ?? null,
    });
  });
  return reads;
}

/** Every published part, each with its latest read (null before the first). */
function publishedPosts(columns: PartColumns, reads: Map<string, PostFigures>): OwnPost[] {
  const [publicationIds, accountIds, positions, texts, postedAts] = columns;
  return publicationIds.map((publicationId, i) => {
    const key = `${publicationId}:${positions[i]}`;
    return ownPost({
      id: `publication:${key}`,
      source: 'published',
      accountId: accountIds[i]!,
      text: texts[i]!,
      postedAt: postedAts[i]!,
      figures: reads.get(key) ?? null,
    });
  });
}

/** The posts read from the accounts' histories, with the figures they had when read. */
function importedOwnPosts(columns: ImportedColumns): OwnPost[] {
  const [ids, accountIds, texts, postedAts, impressions, likes, reposts, replies] = columns;
  const [quotes, bookmarks] = [columns[8], columns[9]];
  return ids.map((id, i) =>
    ownPost({
      id: `imported:${id}`,
      source: 'imported',
      accountId: accountIds[i]!,
      text: texts[i]!,
      postedAt: postedAts[i]!,
      figures: {
        impressions: impressions[i] ?? null,
        likes: likes[i]!,
        reposts: reposts[i]!,
        replies: replies[i]!,
        quotes: quotes[i] ?? 0,
        bookmarks: bookmarks[i] ?? 0,
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
  const answer = await ownPostRows(db, input);
  const published = publishedPosts(jsonColumn(answer.parts), latestReads(jsonColumn(answer.reads)));
  return [...published, ...importedOwnPosts(jsonColumn(answer.imported))].sort(
    (a, b) => a.postedAt.getTime() - b.postedAt.getTime(),
  );
}

export type { OwnPostsInput };
