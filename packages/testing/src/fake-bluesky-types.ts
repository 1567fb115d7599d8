export interface FakeBlueskyUser {
  did: string;
  handle: string;
  /** What `createSession` takes as the password, like `abcd-efgh-ijkl-mnop`. */
  appPassword: string;
  email?: string;
  displayName?: string;
}

export interface FakeBlueskyStrongRef {
  uri: string;
  cid: string;
}

export interface FakeBlueskyPost extends FakeBlueskyStrongRef {
  rkey: string;
  authorDid: string;
  text: string;
  /** As given: the fake, like the reference PDS, does not check that the posts exist. */
  reply?: { root: FakeBlueskyStrongRef; parent: FakeBlueskyStrongRef };
  facets?: unknown[];
  embed?: unknown;
  /** The whole record as stored, `$type` and `createdAt` included. */
  record: Record<string, unknown>;
  indexedAt: string;
}

export interface FakeBlueskyRepost extends FakeBlueskyStrongRef {
  authorDid: string;
  subject: FakeBlueskyStrongRef;
  record: Record<string, unknown>;
  indexedAt: string;
}

/**
 * What the next `getAuthorFeed` answers instead of the page (after letting `afterReads` reads through): 429 with the `ratelimit-*` headers
 * (`ratelimit-reset` in epoch seconds), or a refusal (400 with this message).
 */
export type FakeBlueskyReadFault = { afterReads?: number } & (
  { kind: 'rate_limited'; resetAt: Date } | { kind: 'refused'; message: string }
);

export interface FakeBlueskyBlob {
  cid: string;
  mimeType: string;
  size: number;
  ownerDid: string;
}

export interface FakeBlueskyCounts {
  likeCount: number;
  repostCount: number;
  replyCount: number;
  quoteCount: number;
}

/**
 * What the next `createRecord` does instead of (or before) creating; with `when`, the next one
 * whose `record.text` includes it.
 */
export type FakeBlueskyPostFault = { when?: string } & (
  | { kind: 'unavailable'; status?: 502 | 503 }
  /** 429 with the `ratelimit-*` headers a PDS sends, `ratelimit-reset` in epoch seconds. */
  | { kind: 'rate_limited'; resetAt: Date }
  /** 400 InvalidRequest with this message. */
  | { kind: 'rejected'; message: string }
  /** Creates the record, then closes the connection without an answer. */
  | { kind: 'lost_answer' }
  /** Waits this many milliseconds, or until the promise settles, then goes on as usual. */
  | { kind: 'hold'; until: number | Promise<unknown> }
);

export interface FakeBlueskyOptions {
  /** Access tokens' lifetime, in seconds (the reference PDS: 2 hours). */
  accessTokenSeconds?: number;
  /** Overrides of the default user. */
  user?: Partial<FakeBlueskyUser>;
}

/**
 * A fake of a Bluesky PDS (with the few AppView reads publishing needs) over HTTPS on loopback,
 * answering XRPC under `/xrpc/<nsid>` as the reference PDS does, so `@atproto/api`'s `AtpAgent`
 * runs against it unchanged: sessions from app passwords, access tokens that expire (400
 * `ExpiredToken`), posts, reposts and blobs, the author feed and post views with counts a test
 * sets. It differs from the reference PDS on purpose in three ways: a refresh token is refused
 * once spent (the PDS takes it again for two hours), a blob over `maxBlobBytes` is refused at
 * upload (the PDS refuses it when a post embeds it), and it stores posts and reposts only.
 */
export interface FakeBluesky {
  /** The PDS's address: `new AtpAgent({ service: url })`. */
  url: string;
  /** The default user, `ada.bsky.social`, who can sign in at once. */
  user: FakeBlueskyUser;
  users: FakeBlueskyUser[];
  /** Adds an account; a did and an app password are made up when not given. */
  addUser(user: Partial<FakeBlueskyUser> & { handle: string }): FakeBlueskyUser;
  accessTokenSeconds: number;
  /** Makes every issued access token expired. */
  expireAccessTokens(): void;
  /** Whether a token is still usable: an unexpired access token or an unspent refresh token. */
  isLive(token: string): boolean;
  /** Refresh tokens presented to `refreshSession`, in order; one presented twice appears twice. */
  refreshSpends: string[];
  /** Refreshes refused because the token was spent, revoked or unknown. */
  refusedRefreshes: number;
  /** Posts as stored, oldest first; a deleted one is removed. The records getRecord reads. */
  posts: FakeBlueskyPost[];
  reposts: FakeBlueskyRepost[];
  blobs: FakeBlueskyBlob[];
  /** Every post text `createRecord` was asked to store by a signed-in user, refused or not. */
  attempts: string[];
  attemptsOf(text: string): number;
  /** Settles once `createRecord` has been asked to store this text `count` times in all. */
  waitForAttempts(text: string, count?: number): Promise<void>;
  faults: FakeBlueskyPostFault[];
  /** Time taken before every answer. */
  delayMs: number;
  /**
   * Largest blob `uploadBlob` takes, in bytes, refused above it with 400 `BlobTooLarge`: 1,000,000,
   * Bluesky's image limit (the image lexicon of `@atproto/api` 0.21 allows 2,000,000).
   */
  maxBlobBytes: number;
  /**
   * What the next `uploadBlob` calls do instead of answering, in order: 503, or the blob stored
   * and the connection closed without an answer.
   */
  uploadFaults: ('unavailable' | 'lost_answer')[];
  /** Faults the next author feed reads meet, in order. */
  readFaults: FakeBlueskyReadFault[];
  /** Every author feed read, with its query as sent. */
  feedReads: URLSearchParams[];
  /**
   * Sets counts the post views show. Until set, likes and quotes are 0, and replies and reposts
   * are counted from the fake's own posts and reposts.
   */
  setCounts(uri: string, counts: Partial<FakeBlueskyCounts>): void;
  close(): Promise<void>;
}
