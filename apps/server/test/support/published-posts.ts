import type { Database } from '../../src/db/client';
import { posts, publicationParts, publications } from '../../src/db/schema';
import { duplicateHash } from '../../src/lib/duplicate-hash';
import { newId } from '../../src/lib/ids';

/** A one-part tweet that went out: its publication's id, what it said, its id on X and when. */
export interface PublishedTweet {
  id: string;
  text: string;
  remoteId: string;
  postedAt: Date;
}

/**
 * Saves tweets that went out on the account, with their posts, one statement per table: for
 * seeding thousands at once (keep each call under 2,000 tweets, PostgreSQL's parameter limit).
 */
export async function insertPublishedTweets(
  db: Database,
  input: { userId: string; accountId: string; tweets: PublishedTweet[] },
): Promise<void> {
  if (input.tweets.length === 0) return;
  const rows = input.tweets.map((tweet) => ({ ...tweet, postId: newId() }));
  await db.insert(posts).values(
    rows.map((row) => ({
      id: row.postId,
      userId: input.userId,
      kind: 'tweet',
      title: 'A description',
      content: row.text,
      format: 'Own',
      voice: 'casual',
      tags: 'tech',
    })),
  );
  await db.insert(publications).values(
    rows.map((row) => ({
      id: row.id,
      userId: input.userId,
      postId: row.postId,
      accountId: input.accountId,
      network: 'x',
      kind: 'tweet',
      status: 'published',
      publishAt: row.postedAt,
      publishedAt: row.postedAt,
    })),
  );
  await db.insert(publicationParts).values(
    rows.map((row) => ({
      publicationId: row.id,
      position: 1,
      text: row.text,
      duplicateHash: duplicateHash(input.userId, row.text),
      status: 'published',
      xPostId: row.remoteId,
      publishedAt: row.postedAt,
    })),
  );
}
