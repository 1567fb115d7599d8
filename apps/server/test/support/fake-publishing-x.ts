import { randomUUID } from 'node:crypto';
import type { WeeklySlot } from '@quillpost/shared';
import type { PublishedPost, PublishingX, XFailureKind } from '../../src/publications/x-port';

class FakeXError extends Error {
  constructor(
    readonly kind: XFailureKind,
    message: string,
    readonly resetAt?: Date,
  ) {
    super(message);
  }
}

/**
 * What the next `createPost` call does instead of (or besides) posting; with `when`, the next
 * call whose text includes it.
 */
export type Fault = { when?: string } & (
  | { kind: 'unavailable' }
  | { kind: 'rate_limited'; resetAt: Date }
  | { kind: 'rejected'; message: string }
  /** Posts, then loses the answer; `hideFromRecent` keeps the post out of the account's pages. */
  | { kind: 'lost_answer'; hideFromRecent?: boolean; newerPosts?: number }
  /** Loses the request before posting: the sender cannot tell it from a lost answer. */
  | { kind: 'lost_request'; newerPosts?: number }
);

/** Posts a page of the account's own posts holds, as X's timeline pages. */
export const OWN_POSTS_PAGE_SIZE = 100;

/**
 * X as publishing sees it, in memory: posts by account, duplicate content refused, reply targets
 * checked, the account's own posts a page at a time (newest first, a cursor while more remain),
 * and faults on demand; `newerPosts` on a lost send makes other posts appear on the account
 * before the sender learns anything, as when other tools post from it.
 */
export function createFakePublishingX() {
  const posts: (PublishedPost & { authorId: string; hidden: boolean })[] = [];
  const accounts = new Map<string, { xUserId: string; username: string }>();
  const settings = new Map<string, { timezone: string; slots: WeeklySlot[] }>();
  const faults: Fault[] = [];
  /** Every text asked to be posted, refused or not. */
  const attempts: string[] = [];
  /** Every post served in a page of the account's own posts. */
  const served = new Set<string>();
  /** How many pages of the account's own posts were asked for. */
  const reads = { pages: 0 };
  const timing = { delayMs: 0 };

  const authorOf = (token: string) => token.replace(/^token-/, '');

  const x: PublishingX = {
    findAccount: async (userId) => accounts.get(userId) ?? null,
    async withAccessToken(userId, fn) {
      const account = accounts.get(userId);
      if (!account) throw new FakeXError('rejected', 'no account');
      return fn(`token-${account.xUserId}`, account);
    },
    async createPost(token, input) {
      attempts.push(input.text);
      if (timing.delayMs) await new Promise((resolve) => setTimeout(resolve, timing.delayMs));
      const authorId = authorOf(token);
      const index = faults.findIndex((f) => !f.when || input.text.includes(f.when));
      const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
      if (fault?.kind === 'unavailable') throw new FakeXError('unavailable', 'X answered 503');
      if (fault?.kind === 'rate_limited') {
        throw new FakeXError('rate_limited', 'Too Many Requests', fault.resetAt);
      }
      if (fault?.kind === 'rejected') throw new FakeXError('rejected', fault.message);
      if (posts.some((post) => post.authorId === authorId && post.text === input.text)) {
        throw new FakeXError(
          'duplicate',
          'You are not allowed to create a Tweet with duplicate content.',
        );
      }
      if (input.replyToId && !posts.some((post) => post.id === input.replyToId)) {
        throw new FakeXError('rejected', 'The post you are replying to does not exist.');
      }
      const post = (text: string, extra: { replyToId?: string; hidden?: boolean } = {}) => {
        const created = {
          id: randomUUID(),
          text,
          createdAt: new Date(),
          authorId,
          hidden: Boolean(extra.hidden),
          ...(extra.replyToId ? { replyToId: extra.replyToId } : {}),
        };
        posts.push(created);
        return created;
      };
      const replyTo = input.replyToId ? { replyToId: input.replyToId } : {};
      if (fault?.kind === 'lost_answer' || fault?.kind === 'lost_request') {
        if (fault.kind === 'lost_answer') {
          post(input.text, { ...replyTo, hidden: fault.hideFromRecent });
        }
        for (let i = 1; i <= (fault.newerPosts ?? 0); i++) post(`Elsewhere ${randomUUID()}`);
        throw new FakeXError('outcome_unknown', 'socket hang up');
      }
      return { id: post(input.text, replyTo).id };
    },
    async ownPosts(token, xUserId, { since, cursor }) {
      reads.pages += 1;
      const newestFirst = posts
        .filter((p) => p.authorId === xUserId && !p.hidden && p.createdAt >= since)
        .reverse();
      const after = cursor ? newestFirst.findIndex((p) => p.id === cursor) : -1;
      if (cursor && after < 0) throw new FakeXError('rejected', 'The cursor is invalid.');
      const start = after + 1;
      const page = newestFirst.slice(start, start + OWN_POSTS_PAGE_SIZE);
      for (const p of page) served.add(p.id);
      const more = start + page.length < newestFirst.length;
      return {
        posts: page.map(({ id, text, createdAt, replyToId }) => ({
          id,
          text,
          createdAt,
          ...(replyToId ? { replyToId } : {}),
        })),
        ...(more ? { cursor: page.at(-1)!.id } : {}),
      };
    },
    postUrl: (username, id) => `https://x.example/${username}/status/${id}`,
    settings: async (userId) => settings.get(userId) ?? { timezone: 'UTC', slots: [] },
  };

  return {
    x,
    posts,
    faults,
    attempts,
    served,
    reads,
    /** How long each post takes to answer. */
    timing,
    /** How many times this text was asked to be posted. */
    attemptsOf: (text: string) => attempts.filter((attempt) => attempt === text).length,
    connect(userId: string, username = `user${accounts.size + 1}`) {
      accounts.set(userId, { xUserId: `x-${username}`, username });
    },
    setSettings(userId: string, value: { timezone: string; slots: WeeklySlot[] }) {
      settings.set(userId, value);
    },
  };
}
