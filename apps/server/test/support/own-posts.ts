import {
  accounts,
  importedPosts,
  metricSnapshots,
  posts,
  publicationParts,
  publications,
} from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import type { App } from '../../src/types';
import { xId } from './analytics';

/** An account row of the user's; nothing here reaches the network, so its credentials are empty. */
export async function accountOf(app: App, userId: string, network: 'x' | 'bluesky' = 'x') {
  const id = newId();
  const now = new Date('2026-01-01T00:00:00Z');
  await app.deps.db.insert(accounts).values({
    id,
    userId,
    network,
    remoteId: id,
    handle: `h${id.slice(-6)}`,
    name: 'Ada',
    provider: 'real',
    credentials: {},
    connectedAt: now,
    updatedAt: now,
  });
  return id;
}

export interface OwnPostInput {
  userId: string;
  accountId: string | null;
  text: string;
  postedAt: Date;
  /** Without figures the post has not been read yet. */
  figures?: { impressions: number | null; likes: number; reposts?: number };
}

/** A one-part publication that went out, and (with figures) one read of it; answers the post's style id. */
export async function ownPost(app: App, input: OwnPostInput): Promise<string> {
  const postId = newId();
  const id = newId();
  const remote = xId();
  await app.deps.db.insert(posts).values({
    id: postId,
    userId: input.userId,
    kind: 'tweet',
    title: 'A description',
    content: input.text,
    format: 'My own format',
    voice: 'casual',
    tags: 'tech',
  });
  await app.deps.db.insert(publications).values({
    id,
    userId: input.userId,
    postId,
    accountId: input.accountId,
    network: 'x',
    kind: 'tweet',
    status: 'published',
    publishAt: input.postedAt,
    publishedAt: input.postedAt,
  });
  await app.deps.db.insert(publicationParts).values({
    publicationId: id,
    position: 1,
    text: input.text,
    status: 'published',
    xPostId: remote,
    url: `https://x.com/ada/status/${remote}`,
    publishedAt: input.postedAt,
  });
  if (input.figures) {
    await app.deps.db.insert(metricSnapshots).values({
      id: newId(),
      userId: input.userId,
      publicationId: id,
      position: 1,
      xPostId: remote,
      readAt: new Date(input.postedAt.getTime() + 86_400_000),
      impressions: input.figures.impressions,
      likes: input.figures.likes,
      reposts: input.figures.reposts ?? 0,
      replies: 0,
      quotes: 0,
      bookmarks: 0,
    });
  }
  return `publication:${id}:1`;
}

/** A post read from the account's history, with the figures it had when read. */
export async function importedOwnPost(
  app: App,
  input: OwnPostInput & { accountId: string },
): Promise<string> {
  const id = newId();
  await app.deps.db.insert(importedPosts).values({
    id,
    userId: input.userId,
    accountId: input.accountId,
    network: 'x',
    remoteId: xId(),
    text: input.text,
    url: 'https://x.example/status/1',
    postedAt: input.postedAt,
    likes: input.figures?.likes ?? 0,
    reposts: input.figures?.reposts ?? 0,
    replies: 0,
    impressions: input.figures?.impressions ?? null,
    importedAt: input.postedAt,
  });
  return `imported:${id}`;
}
