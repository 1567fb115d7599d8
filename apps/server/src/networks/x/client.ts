/**
 * The X client capability: everything Quillpost asks of X, behind one interface so that the
 * HTTP client (X's API, every URL from X_API_URL) and sandbox X (a local stand-in) are
 * interchangeable, and tests swap either. This file imports nothing from the rest of the server.
 */
import type { PostFigures } from '@quillpost/shared';
import { NetworkError, type NetworkFailureKind } from '../network';

export const X_SCOPES = [
  'tweet.read',
  'tweet.write',
  'users.read',
  'offline.access',
  'media.write',
] as const;

/** Uploading images needs this scope; accounts connected before Quillpost asked for it lack it. */
export const MEDIA_SCOPE = 'media.write';

export interface XTokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  scope: string;
}

export interface XUser {
  id: string;
  username: string;
  name: string;
}

export interface XPostInput {
  text: string;
  replyToId?: string;
  /** Uploaded images (1 to 4, or 1 GIF), in the order they show. */
  mediaIds?: string[];
}

/** An image to upload, with its description (alt text, empty for none). */
export interface XMediaInput {
  data: Uint8Array;
  mimeType: string;
  altText: string;
}

/** One of the account's own posts, as its timeline shows it. */
export interface XOwnPost {
  id: string;
  text: string;
  createdAt: Date;
  replyToId?: string;
}

/** One page of the account's timeline, newest first. */
export interface XOwnPostsPage {
  posts: XOwnPost[];
  /** X's `meta.next_token`: where the next, older page starts; absent on the last page. */
  cursor?: string;
}

/** One of the account's own posts with its public figures, as its history reads it. */
export interface XHistoryPost {
  id: string;
  text: string;
  createdAt: Date;
  metrics: XPostMetrics;
}

/** One page of the account's history, newest first. */
export interface XHistoryPage {
  posts: XHistoryPost[];
  /** Where the next, older page starts; absent on the last page. */
  cursor?: string;
}

/** A post's figures as X reported them at one read. */
export interface XPostMetrics extends PostFigures {
  id: string;
}

/** A post X did not answer for in a metrics read: deleted, or refused (protected, suspended). */
export interface XMissingPost {
  id: string;
  reason: 'deleted' | 'refused';
  message: string;
}

/** One metrics read: X may answer for some posts and not others, in the same 200. */
export interface XMetricsAnswer {
  posts: XPostMetrics[];
  missing: XMissingPost[];
}

/**
 * An X call that failed, with one of the networks capability's kinds, so publishing treats every
 * network alike.
 */
export class XApiError extends NetworkError {
  constructor(
    kind: NetworkFailureKind,
    message: string,
    details: { status?: number; resetAt?: Date } = {},
  ) {
    super(kind, message, details);
    this.name = 'XApiError';
  }
}

export interface XClient {
  readonly provider: 'x' | 'sandbox';
  /** Where the browser grants access (PKCE S256, the scopes above). */
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<XTokenSet>;
  /** Spends the refresh token (single-use) and answers a new pair. */
  refresh(refreshToken: string): Promise<XTokenSet>;
  revoke(token: string): Promise<void>;
  me(accessToken: string): Promise<XUser>;
  createPost(accessToken: string, input: XPostInput): Promise<{ id: string }>;
  /**
   * Reposts (retweets) a post as the account `userId`. X keeps one retweet per account and post:
   * asking again changes nothing, and an answer saying it is already retweeted is a success.
   */
  retweet(accessToken: string, userId: string, postId: string): Promise<void>;
  /**
   * Uploads an image (initialize, append, finalize) and sets its alt text; answers X's media id
   * and when X forgets it unless a post uses it.
   */
  uploadMedia(accessToken: string, input: XMediaInput): Promise<{ id: string; expiresAt?: Date }>;
  /**
   * One page (up to 100) of the account's own posts made at or after `since`, newest first, to
   * resolve a send of unknown outcome; `cursor` is the previous page's.
   */
  ownPosts(
    accessToken: string,
    userId: string,
    query: { since: Date; cursor?: string },
  ): Promise<XOwnPostsPage>;
  /**
   * One page (up to 100) of the account's own posts with their public figures, reposts left
   * out, newest first; with `sinceId`, only posts newer than it. X serves the latest 3,200.
   */
  history(
    accessToken: string,
    userId: string,
    query: { cursor?: string; sinceId?: string },
  ): Promise<XHistoryPage>;
  /**
   * Figures of the account's posts, 1 to 100 ids a call: public metrics always, link and profile
   * clicks too with `privateMetrics` (X gives them for posts younger than 30 days).
   */
  readMetrics(
    accessToken: string,
    ids: string[],
    options: { privateMetrics: boolean },
  ): Promise<XMetricsAnswer>;
  /** Where a published post can be seen. */
  postUrl(username: string, id: string): string;
}
