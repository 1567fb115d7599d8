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
  /** Posts, then loses the answer. */
  | { kind: 'lost_answer'; hideFromRecent?: boolean }
  /** Posts, then never answers: the caller is left waiting, as one that stopped mid-request. */
  | { kind: 'held' }
);

/**
 * X as publishing sees it, in memory: posts by account, duplicate content refused, reply targets
 * checked, and faults on demand.
 */
export function createFakePublishingX() {
  const posts: (PublishedPost & { authorId: string; hidden: boolean })[] = [];
  const accounts = new Map<string, { xUserId: string; username: string }>();
  const settings = new Map<string, { timezone: string; slots: WeeklySlot[] }>();
  const faults: Fault[] = [];
  /** Every text asked to be posted, refused or not. */
  const attempts: string[] = [];
  /** The account of every read of recent posts, which only a part of unknown outcome needs. */
  const lookups: string[] = [];
  const timing = { delayMs: 0, readDelayMs: 0 };
  /** A read of the account or the settings, which takes a round trip when `readDelayMs` is set. */
  const read = async <T>(value: T): Promise<T> => {
    if (timing.readDelayMs) await new Promise((resolve) => setTimeout(resolve, timing.readDelayMs));
    return value;
  };

  const authorOf = (token: string) => token.replace(/^token-/, '');

  const x: PublishingX = {
    findAccount: (userId) => read(accounts.get(userId) ?? null),
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
      const post = {
        id: randomUUID(),
        text: input.text,
        createdAt: new Date(),
        authorId,
        hidden: fault?.kind === 'lost_answer' && Boolean(fault.hideFromRecent),
        ...(input.replyToId ? { replyToId: input.replyToId } : {}),
      };
      posts.push(post);
      if (fault?.kind === 'lost_answer') throw new FakeXError('outcome_unknown', 'socket hang up');
      if (fault?.kind === 'held') return new Promise<never>(() => {});
      return { id: post.id };
    },
    async recentPosts(token, xUserId, since) {
      lookups.push(xUserId);
      return posts.filter((p) => p.authorId === xUserId && !p.hidden && p.createdAt >= since);
    },
    postUrl: (username, id) => `https://x.example/${username}/status/${id}`,
    settings: (userId) => read(settings.get(userId) ?? { timezone: 'UTC', slots: [] }),
  };

  return {
    x,
    posts,
    faults,
    attempts,
    lookups,
    /** How long each post (`delayMs`) and each read of the account or settings takes. */
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
