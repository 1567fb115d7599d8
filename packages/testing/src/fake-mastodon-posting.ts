import { setTimeout as sleep } from 'node:timers/promises';
import {
  failure,
  withScope,
  type Answer,
  type FakeMastodonAccount,
  type MastodonCore,
  type Params,
} from './fake-mastodon-core';
import type { FakeMastodonMediaStore } from './fake-mastodon-media';
import {
  countCharacters,
  MAX_MEDIA_ATTACHMENTS,
  type FakeMastodonStatus,
  type FakeMastodonStatuses,
} from './fake-mastodon-statuses';

/**
 * What the next `POST /api/v1/statuses` does instead of (or besides) posting; with `when`, the
 * next one whose text includes it. `unavailable` is Mastodon's own 503, or with `html` the page
 * of a proxy in front of it; `lost_answer` posts, then closes the connection without an answer;
 * `hold` waits (milliseconds, or until the promise settles) before posting, holding the
 * request's Idempotency-Key meanwhile as Mastodon's lock does, and calls `onHeld` as it starts.
 */
export type FakeMastodonPostFault = { when?: string } & (
  | { kind: 'unavailable'; html?: boolean }
  | { kind: 'rate_limited'; resetAt: Date }
  | { kind: 'rejected'; message: string }
  | { kind: 'lost_answer' }
  | { kind: 'hold'; until: number | PromiseLike<unknown>; onHeld?: () => void }
);

export interface FakeMastodonPosting {
  /** Every text asked to be posted, refused or not. */
  attempts: string[];
  faults: FakeMastodonPostFault[];
  attemptsOf(text: string): number;
  /** Holds the next post (whose text includes `when`) until `release()`. */
  holdNextPost(when?: string): { arrived: Promise<void>; release(): void };
}

const IDEMPOTENCY_MS = 60 * 60_000;
const TEMPORARY_PROBLEM = 'There was a temporary problem serving your request, please try again';
const PROXY_PAGE = '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>';

/**
 * `POST /api/v1/statuses` as Mastodon answers it: the Idempotency-Key (per account, an hour)
 * answers a repeat with the first status, and a second request with a key still being posted
 * is a 503, from the lock Mastodon takes on the key.
 */
export function addPosting<
  Core extends MastodonCore & FakeMastodonMediaStore & FakeMastodonStatuses,
>(core: Core): Core & FakeMastodonPosting {
  const idempotent = new Map<string, { status: FakeMastodonStatus; expiresAt: number }>();
  const locked = new Set<string>();
  const fake = Object.assign(core, {
    attempts: [] as string[],
    faults: [] as FakeMastodonPostFault[],
    attemptsOf: (text: string) => fake.attempts.filter((attempt) => attempt === text).length,
    holdNextPost: (when?: string) => {
      let release = () => {};
      let arrived = () => {};
      const until = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      fake.faults.push({ kind: 'hold', until, onHeld: arrived, ...(when ? { when } : {}) });
      return { arrived: reached, release };
    },
  });

  /** Mastodon's checks, in its order: the replied-to status, the media, then the text. */
  function refusal(params: Params, account: FakeMastodonAccount): Answer | undefined {
    const inReplyToId = params.get('in_reply_to_id');
    if (inReplyToId && !fake.statuses.findLast((status) => status.id === inReplyToId)) {
      return failure(404, 'The post you are trying to reply to does not appear to exist.');
    }
    const mediaIds = params.list('media_ids');
    if (mediaIds.length > MAX_MEDIA_ATTACHMENTS) {
      return failure(422, `Cannot attach more than ${MAX_MEDIA_ATTACHMENTS} files`);
    }
    const missing = mediaIds.filter(
      (id) => !fake.media.some((m) => m.id === id && m.accountId === account.id && !m.statusId),
    );
    if (missing.length > 0) {
      return failure(
        422,
        `Media ${missing.join(', ')} not found or already attached to another post`,
      );
    }
    const text = params.get('status') ?? '';
    if (!text.trim() && mediaIds.length === 0) {
      return failure(422, "Validation failed: Text can't be blank");
    }
    if (countCharacters((params.get('spoiler_text') ?? '') + text) > fake.maxCharacters) {
      return failure(
        422,
        `Validation failed: Text character limit of ${fake.maxCharacters} exceeded`,
      );
    }
    return undefined;
  }

  function post(params: Params, account: FakeMastodonAccount): FakeMastodonStatus {
    const status: FakeMastodonStatus = {
      id: fake.nextId(),
      account,
      text: params.get('status') ?? '',
      spoilerText: params.get('spoiler_text') ?? '',
      visibility: params.get('visibility') ?? 'public',
      inReplyToId: params.get('in_reply_to_id') ?? null,
      mediaIds: params.list('media_ids'),
      reblogOfId: null,
      createdAt: fake.now(),
      favourites: 0,
      reblogs: 0,
      replies: 0,
    };
    fake.statuses.push(status);
    for (const media of fake.media) {
      if (status.mediaIds.includes(media.id)) media.statusId = status.id;
    }
    const parent = status.inReplyToId
      ? fake.statuses.findLast((s) => s.id === status.inReplyToId)
      : undefined;
    if (parent) parent.replies += 1;
    return status;
  }

  async function create(params: Params, key: string | undefined, account: FakeMastodonAccount) {
    const text = params.get('status') ?? '';
    fake.attempts.push(text);
    const index = fake.faults.findIndex((f) => !f.when || text.includes(f.when));
    const fault = index >= 0 ? fake.faults.splice(index, 1)[0] : undefined;
    if (fault?.kind === 'unavailable') {
      if (!fault.html) return failure(503, TEMPORARY_PROBLEM);
      return { status: 503, body: PROXY_PAGE, headers: { 'content-type': 'text/html' } };
    }
    if (fault?.kind === 'rate_limited') {
      const headers = {
        'x-ratelimit-limit': '300',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': fault.resetAt.toISOString(),
      };
      return { status: 429, body: { error: 'Too many requests' }, headers };
    }
    if (fault?.kind === 'rejected') return failure(422, fault.message);

    const lock = key && `${account.id}:${key}`;
    if (lock) {
      if (locked.has(lock)) return failure(503, TEMPORARY_PROBLEM);
      const earlier = idempotent.get(lock);
      if (earlier && earlier.expiresAt > fake.now().getTime()) {
        return { status: 200, body: fake.entity(earlier.status) };
      }
      locked.add(lock);
    }
    let status: FakeMastodonStatus;
    try {
      if (fault?.kind === 'hold') {
        fault.onHeld?.();
        const { until } = fault;
        await (typeof until === 'number' ? sleep(until, undefined, { ref: false }) : until);
      }
      const refused = refusal(params, account);
      if (refused) return refused;
      status = post(params, account);
      if (lock) idempotent.set(lock, { status, expiresAt: fake.now().getTime() + IDEMPOTENCY_MS });
    } finally {
      if (lock) locked.delete(lock);
    }
    if (fault?.kind === 'lost_answer') return { status: 0, body: null, drop: true };
    return { status: 200, body: fake.entity(status) };
  }

  fake.route(
    'POST',
    '/api/v1/statuses',
    withScope(['write', 'write:statuses'], ({ params, headers }, grant) => {
      const key = headers['idempotency-key'];
      return create(params, typeof key === 'string' && key ? key : undefined, grant.account);
    }),
  );

  return fake;
}
