/**
 * The networks capability: everything Quillpost asks of a social network, behind one interface.
 * X, Bluesky and Mastodon each implement it in a folder of their own (with a sandbox stand-in),
 * and publishing, analytics and accounts reach a network only through it. This file imports
 * nothing from the rest of the server.
 */
import type { NetworkKey, PostFigures, TextRules } from '@quillpost/shared';

/**
 * Why a network call failed, so callers decide retry, wait, refresh or fail from the kind and
 * never from a message.
 */
export type NetworkFailureKind =
  /** Too many requests; `resetAt` says when to go on. */
  | 'rate_limited'
  /** The credentials were refused: renew once, then retry. */
  | 'unauthorized'
  /** The network refused the text as a duplicate of a recent post. */
  | 'duplicate'
  /** Any other refusal: the network's message says why. */
  | 'rejected'
  /** The network answered 5xx, or the request never left: safe to send again. */
  | 'unavailable'
  /** The connection broke after the request went out: it may have been acted on. */
  | 'outcome_unknown';

export class NetworkError extends Error {
  readonly kind: NetworkFailureKind;
  readonly status?: number;
  readonly resetAt?: Date;
  /** The address a person typed that was refused (`instance`, `service`); the message names it. */
  readonly field?: string;
  constructor(
    kind: NetworkFailureKind,
    message: string,
    details: { status?: number; resetAt?: Date; field?: string } = {},
  ) {
    super(message);
    this.name = 'NetworkError';
    this.kind = kind;
    this.status = details.status;
    this.resetAt = details.resetAt;
    this.field = details.field;
  }
}

export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;

/**
 * What a network keeps for one account, opaque to everything outside that network's folder:
 * tokens, an app password, the instance's address. Stored sealed at rest as one JSON object.
 */
export type Credentials = Record<string, string>;

/** Who an account is on its network. */
export interface RemoteProfile {
  remoteId: string;
  handle: string;
  name: string;
}

/** An account as a network's calls need it. */
/** Who a call to a network is made for: the account's owner and the account. */
export interface CallOwner {
  userId: string;
  accountId: string;
}

export interface AccountSession {
  profile: RemoteProfile;
  credentials: Credentials;
  /** Whom the calls are for, so a network that charges can record what they cost. */
  owner?: CallOwner;
}

/** What connecting (or renewing) an account gives. */
export interface Connected {
  profile: RemoteProfile;
  credentials: Credentials;
  /** When the access credential ends; null when it does not expire. */
  expiresAt: Date | null;
  /** The most a post may hold where the network lets each server choose (Mastodon instances). */
  maxLength?: number;
}

/** A post that went out: its id on the network, where to see it, and what a reply needs. */
export interface RemotePost {
  id: string;
  url: string;
  /** What replying to it needs besides the id (Bluesky's content hash). */
  ref?: string;
}

/** An image as a network receives it: already cleaned of its metadata. */
export interface MediaUpload {
  data: Uint8Array;
  mimeType: string;
  width: number;
  height: number;
  /** The description people who cannot see the image read; empty when none was written. */
  altText: string;
}

/** An image uploaded to a network, as a post attaches it. */
export interface RemoteMedia {
  id: string;
  /** What attaching it needs besides the id (Bluesky's blob reference, as JSON). */
  ref?: string;
  /** When the network forgets an upload that no post uses; absent when it does not say. */
  expiresAt?: Date;
}

/** An uploaded image as a post carries it. */
export interface PostMedia extends RemoteMedia {
  altText: string;
  width: number;
  height: number;
}

export interface PostInput {
  text: string;
  /** The part's images, uploaded before the send, in the order they show. */
  media?: PostMedia[];
  /** Chosen and saved before the send, the same on every resend of this part. */
  sendKey: string;
  /** The thread's first post and the post this one answers; absent for the first part. */
  replyTo?: { root: RemotePost; parent: RemotePost };
}

/** Reposting one of the account's own posts. */
export interface RepostInput {
  /** The post to repost, as it went out. */
  post: RemotePost;
  /** Chosen and saved before the first call, the same on every later one. */
  sendKey: string;
}

export interface FindSentInput extends PostInput {
  /** The part was first sent after this time. */
  since: Date;
}

/** One post's figures at one read; impressions are null where the network reports none. */
export interface RemoteFigures extends Omit<PostFigures, 'impressions'> {
  id: string;
  impressions: number | null;
}

export interface FiguresAnswer {
  posts: RemoteFigures[];
  missing: { id: string; reason: 'deleted' | 'refused'; message: string }[];
}

/** One of the account's own posts, as its history shows it. */
export interface HistoryPost {
  id: string;
  text: string;
  url: string;
  postedAt: Date;
  /** The post it answers, when it is a reply. */
  replyToId?: string;
  figures: RemoteFigures;
}

export interface HistoryPage {
  posts: HistoryPost[];
  /** Where the next (older) page starts; null on the last page. */
  next: string | null;
}

/** A browser-based connect: the person grants access on the network, which redirects back. */
export interface OAuthConnect {
  kind: 'oauth';
  /** Where the browser grants access (PKCE S256). */
  authorizeUrl(input: {
    state: string;
    codeChallenge: string;
    redirectUri: string;
    instance?: string;
  }): Promise<string>;
  finish(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
    instance?: string;
  }): Promise<Connected>;
}

/** A connect by handle and app password, answered at once. */
export interface PasswordConnect {
  kind: 'password';
  signIn(input: { identifier: string; password: string; service?: string }): Promise<Connected>;
}

export interface Network {
  readonly key: NetworkKey;
  readonly provider: 'real' | 'sandbox';
  readonly connect: OAuthConnect | PasswordConnect;
  /** The text rules for an account (a Mastodon instance sets its own limit). */
  rules(input: { maxLength?: number }): TextRules;
  /** New credentials for old ones; a refusal is `rejected` or `unauthorized`. */
  refresh(credentials: Credentials): Promise<Pick<Connected, 'credentials' | 'expiresAt'>>;
  /** Best effort: the network forgets the credentials. */
  revoke(credentials: Credentials): Promise<void>;
  /**
   * Why this account cannot upload images now (X accounts connected before media needed its own
   * permission), as a message for the person; null when it can.
   */
  mediaBlocked(session: AccountSession): string | null;
  /**
   * Uploads one image for a post to carry (with its description where the network takes it at
   * upload). An upload no post uses is forgotten by the network after a while (`expiresAt`).
   */
  uploadMedia(session: AccountSession, media: MediaUpload): Promise<RemoteMedia>;
  /** Sends one post, as a reply when `replyTo` is given. */
  post(session: AccountSession, input: PostInput): Promise<RemotePost>;
  /**
   * Why this account cannot repost (the network, or its API access), as a message for the
   * person; null when it can.
   */
  repostBlocked(session: Pick<AccountSession, 'credentials'>): string | null;
  /**
   * Reposts one of the account's own posts. However often it is called for the same post and
   * send key, the account holds one repost of it (each network by its own means), so a call
   * whose answer was lost is settled by calling again; answers the repost, or the post itself
   * where the network gives the repost no id of its own.
   */
  repost(session: AccountSession, input: RepostInput): Promise<RemotePost>;
  /**
   * The post this part became, if a send whose outcome is unknown went out; null when the
   * network shows it did not. Looks as far back as `since`, however many posts came after.
   */
  findSent(session: AccountSession, input: FindSentInput): Promise<RemotePost | null>;
  /**
   * Figures of the account's own posts, at most `figuresBatchSize` a call (some figures exist
   * only while a post is young); the network says which it could not read.
   */
  readFigures(
    session: AccountSession,
    posts: { id: string; postedAt: Date }[],
  ): Promise<FiguresAnswer>;
  /** How many ids one figures read takes. */
  readonly figuresBatchSize: number;
  /** Whether its figures include impressions (an engagement rate needs them). */
  readonly reportsImpressions: boolean;
  /**
   * The account's own posts, newest first, a page at a time from `cursor`; with `newerThan` (a
   * post id), only posts after it.
   */
  readHistory(
    session: AccountSession,
    input: { cursor?: string; newerThan?: string },
  ): Promise<HistoryPage>;
}
