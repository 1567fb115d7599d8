import { randomUUID } from 'node:crypto';
import { textRules } from '@quillpost/shared';
import { findInPages } from '../../src/networks/find-in-pages';
import {
  NetworkError,
  type AccountSession,
  type Network,
  type NetworkFailureKind,
} from '../../src/networks/network';

/**
 * What the next post does instead of (or besides) posting; with `when`, the next one whose text
 * includes it.
 */
export type Fault = { when?: string } & (
  | { kind: 'unavailable' }
  | { kind: 'rate_limited'; resetAt: Date }
  | { kind: 'rejected'; message: string }
  /** Posts, then loses the answer; `hideFromRecent` keeps the post out of the account's pages. */
  | { kind: 'lost_answer'; hideFromRecent?: boolean; newerPosts?: number }
  /** Loses the request before posting: the sender cannot tell it from a lost answer. */
  | { kind: 'lost_request'; newerPosts?: number }
  /** Posts, then never answers: the caller is left waiting, as one that stopped mid-request. */
  | { kind: 'held' }
);

export interface FakePost {
  id: string;
  text: string;
  createdAt: Date;
  authorId: string;
  hidden: boolean;
  replyToId?: string;
  /** The uploads it carries. */
  mediaIds?: string[];
}

/** One image uploaded to the in-memory X. */
export interface FakeUpload {
  id: string;
  bytes: number;
  altText: string;
}

/** Posts a page of the account's own posts holds, as X's timeline pages. */
export const OWN_POSTS_PAGE_SIZE = 100;

const fail = (kind: NetworkFailureKind, message: string, resetAt?: Date) =>
  new NetworkError(kind, message, resetAt ? { resetAt } : {});

/**
 * X as publishing sees it, in memory, as one of the networks: posts by account, duplicate content
 * refused, reply targets checked, the account's own posts a page at a time (newest first), and
 * faults on demand; `newerPosts` on a lost send makes other posts appear on the account before
 * the sender learns anything, as when other tools post from it. Tests hand it to the server in
 * place of X and connect accounts on it with `connectedUser`.
 */
export function createFakePublishingX() {
  const posts: FakePost[] = [];
  const faults: Fault[] = [];
  /** Every text asked to be posted, refused or not. */
  const attempts: string[] = [];
  /** When each text was first asked to be posted. */
  const firstAttempts = new Map<string, Date>();
  /** Every post served in a page of the account's own posts. */
  const served = new Set<string>();
  /** How many pages of the account's own posts were asked for. */
  const reads = { pages: 0 };
  /** The account of every lookup of a part whose send had no answer. */
  const lookups: string[] = [];
  const timing = { delayMs: 0 };
  const uploads: FakeUpload[] = [];
  /** What the next uploads do instead of uploading, in order. */
  const uploadFaults: ('unavailable' | 'rejected' | 'lost_answer')[] = [];
  /** Each repost made: one per send key, as a network keeps a repost asked again to one. */
  const reposts: { authorId: string; postId: string; sendKey: string }[] = [];
  /** Every repost asked for, made or not. */
  const repostCalls: string[] = [];
  /** What the next reposts do instead of (or besides) reposting, in order. */
  const repostFaults: ('unavailable' | 'lost_answer' | 'held' | 'refused')[] = [];
  /** The likes each post shows at the next read of figures. */
  const likes = new Map<string, number>();

  function postAs(
    authorId: string,
    text: string,
    extra: { replyToId?: string; hidden?: boolean } = {},
  ) {
    const created: FakePost = {
      id: randomUUID(),
      text,
      createdAt: new Date(),
      authorId,
      hidden: Boolean(extra.hidden),
      ...(extra.replyToId ? { replyToId: extra.replyToId } : {}),
    };
    posts.push(created);
    return created;
  }

  async function create(authorId: string, text: string, replyToId?: string) {
    attempts.push(text);
    if (!firstAttempts.has(text)) firstAttempts.set(text, new Date());
    if (timing.delayMs) await new Promise((resolve) => setTimeout(resolve, timing.delayMs));
    const index = faults.findIndex((f) => !f.when || text.includes(f.when));
    const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
    if (fault?.kind === 'unavailable') throw fail('unavailable', 'X answered 503');
    if (fault?.kind === 'rate_limited')
      throw fail('rate_limited', 'Too Many Requests', fault.resetAt);
    if (fault?.kind === 'rejected') throw fail('rejected', fault.message);
    if (posts.some((post) => post.authorId === authorId && post.text === text)) {
      throw fail('duplicate', 'You are not allowed to create a Tweet with duplicate content.');
    }
    if (replyToId && !posts.some((post) => post.id === replyToId)) {
      throw fail('rejected', 'The post you are replying to does not exist.');
    }
    const replyTo = replyToId ? { replyToId } : {};
    if (fault?.kind === 'lost_answer' || fault?.kind === 'lost_request') {
      if (fault.kind === 'lost_answer')
        postAs(authorId, text, { ...replyTo, hidden: fault.hideFromRecent });
      for (let i = 1; i <= (fault.newerPosts ?? 0); i++)
        postAs(authorId, `Elsewhere ${randomUUID()}`);
      throw fail('outcome_unknown', 'socket hang up');
    }
    const created = postAs(authorId, text, replyTo);
    if (fault?.kind === 'held') return new Promise<never>(() => {});
    return created;
  }

  function ownPosts(authorId: string, { since, cursor }: { since: Date; cursor?: string }) {
    reads.pages += 1;
    const newestFirst = posts
      .filter((p) => p.authorId === authorId && !p.hidden && p.createdAt >= since)
      .reverse();
    const after = cursor ? newestFirst.findIndex((p) => p.id === cursor) : -1;
    if (cursor && after < 0) throw fail('rejected', 'The cursor is invalid.');
    const start = after + 1;
    const page = newestFirst.slice(start, start + OWN_POSTS_PAGE_SIZE);
    for (const p of page) served.add(p.id);
    const more = start + page.length < newestFirst.length;
    return { posts: page, ...(more ? { cursor: page.at(-1)!.id } : {}) };
  }

  const url = (session: AccountSession, id: string) =>
    `https://x.example/${session.profile.handle}/status/${id}`;

  const network: Network = {
    key: 'x',
    provider: 'real',
    connect: {
      kind: 'oauth',
      authorizeUrl: async () => {
        throw fail('rejected', 'The in-memory X connects accounts through connectedUser.');
      },
      finish: async () => {
        throw fail('rejected', 'The in-memory X connects accounts through connectedUser.');
      },
    },
    rules: () => textRules('x'),
    refresh: async (credentials) => ({ credentials, expiresAt: null }),
    revoke: async () => {},
    mediaBlocked: () => null,
    async uploadMedia(_session, media) {
      const fault = uploadFaults.shift();
      if (fault === 'unavailable') throw fail('unavailable', 'X answered 503 to the upload');
      if (fault === 'rejected') throw fail('rejected', 'The image is not supported.');
      const upload = { id: randomUUID(), bytes: media.data.byteLength, altText: media.altText };
      uploads.push(upload);
      if (fault === 'lost_answer') throw fail('outcome_unknown', 'socket hang up');
      return { id: upload.id };
    },
    async post(session, input) {
      const unknown = (input.media ?? []).filter((m) => !uploads.some((u) => u.id === m.id));
      if (unknown.length > 0) throw fail('rejected', 'Your media IDs are invalid.');
      const created = await create(session.profile.remoteId, input.text, input.replyTo?.parent.id);
      if (input.media?.length) created.mediaIds = input.media.map((media) => media.id);
      return { id: created.id, url: url(session, created.id) };
    },
    repostBlocked: () => null,
    async repost(session, input) {
      repostCalls.push(input.post.id);
      if (timing.delayMs) await new Promise((resolve) => setTimeout(resolve, timing.delayMs));
      const fault = repostFaults.shift();
      if (fault === 'unavailable') throw fail('unavailable', 'X answered 503');
      if (fault === 'refused')
        throw fail('rejected', 'You are not permitted to perform this action.');
      const authorId = session.profile.remoteId;
      if (!posts.some((post) => post.id === input.post.id)) {
        throw fail('rejected', 'The post to repost does not exist.');
      }
      if (!reposts.some((made) => made.sendKey === input.sendKey)) {
        reposts.push({ authorId, postId: input.post.id, sendKey: input.sendKey });
      }
      if (fault === 'lost_answer') throw fail('outcome_unknown', 'socket hang up');
      if (fault === 'held') return new Promise<never>(() => {});
      return { id: input.post.id, url: url(session, input.post.id) };
    },
    async findSent(session, input) {
      lookups.push(session.profile.remoteId);
      const found = await findInPages({
        readPage: async (query) => ownPosts(session.profile.remoteId, query),
        comparable: (text) => text.trim().toLowerCase(),
        part: { text: input.text, replyToId: input.replyTo?.parent.id, since: input.since },
        maxPages: 10,
      });
      return found ? { id: found.id, url: url(session, found.id) } : null;
    },
    figuresBatchSize: 100,
    reportsImpressions: true,
    readFigures: async (_session, list) => ({
      posts: list.map(({ id }) => ({
        id,
        impressions: 0,
        likes: likes.get(id) ?? 0,
        reposts: 0,
        replies: 0,
        quotes: 0,
        bookmarks: 0,
        linkClicks: null,
        profileClicks: null,
      })),
      missing: [],
    }),
    readHistory: async () => ({ posts: [], next: null }),
  };

  return {
    network,
    posts,
    faults,
    attempts,
    uploads,
    uploadFaults,
    reposts,
    repostCalls,
    repostFaults,
    likes,
    served,
    reads,
    lookups,
    /** How long each post takes to answer. */
    timing,
    /** How many times this text was asked to be posted. */
    attemptsOf: (text: string) => attempts.filter((attempt) => attempt === text).length,
    firstAttemptAt: (text: string) => firstAttempts.get(text),
    /** A page of the account's own posts since a time, newest first, as X pages them. */
    ownPosts: (handle: string, query: { since: Date; cursor?: string }) =>
      ownPosts(`x-${handle}`, query),
    /** Posts on the account as another tool would, outside publishing. */
    postAs: (handle: string, text: string, replyToId?: string) =>
      postAs(`x-${handle}`, text, replyToId ? { replyToId } : {}),
  };
}

export type FakePublishingX = ReturnType<typeof createFakePublishingX>;
