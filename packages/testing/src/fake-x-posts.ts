import type { FakeX, FakeXRequest } from './fake-x';
import { addMediaUploads, type FakeXMedia } from './fake-x-media';

export interface FakeXPost {
  id: string;
  authorId: string;
  text: string;
  replyToId?: string;
  createdAt: Date;
  /** The uploads it carries, in order. */
  mediaIds?: string[];
}

/**
 * What the next `POST /2/tweets` does instead of (or besides) posting; with `when`, the next one
 * whose text includes it; with `times`, that many of them (one by default).
 */
export type FakeXPostFault = { when?: string; times?: number } & (
  | { kind: 'unavailable' }
  | { kind: 'rate_limited'; resetAt: Date }
  | { kind: 'rejected'; message: string }
  /**
   * Closes the connection without an answer, having posted (`lost_answer`) or not
   * (`lost_request`); `newerPosts` other posts appear on the account meanwhile, as when other
   * tools post from it.
   */
  | { kind: 'lost_answer' | 'lost_request'; newerPosts?: number }
  /** Posts, then never answers: the caller is left waiting, as one that died mid-request. */
  | { kind: 'held' }
  /** Never answers and never posts: the request is recorded and goes no further. */
  | { kind: 'stalled' }
);

/** One read of `GET /2/users/:id/tweets`: what was asked, and the ids of the page answered. */
export interface FakeXTimelineRead {
  startTime: string | null;
  sinceId: string | null;
  paginationToken: string | null;
  maxResults: number;
  ids: string[];
}

export interface FakeXPosting {
  posts: FakeXPost[];
  /** Image uploads (`/2/media/upload/...`), with their faults. */
  media: FakeXMedia;
  /** Every text asked to be posted, refused or not. */
  attempts: string[];
  faults: FakeXPostFault[];
  /** Every read of an account's timeline, in order. */
  timelineReads: FakeXTimelineRead[];
  /** How long X takes to post. */
  delayMs: number;
  /** How long X takes to answer a page of an account's timeline. */
  timelineDelayMs: number;
  /** Posts whose answer a `held` fault keeps back, with the caller that waits for it. */
  held: { text: string; caller?: string }[];
  /** Public figures a test sets for a post, answered with `tweet.fields=public_metrics`. */
  publicMetrics: Map<string, Partial<Record<FakeXPublicMetric, number>>>;
  /** A post repeating one of the account's posts this recent is refused (X's duplicate window). */
  duplicateWindowMs: number;
  /** Reposts made (`POST /2/users/:id/retweets`): one per account and post, as X keeps them. */
  retweets: { userId: string; tweetId: string }[];
  /** Every retweet asked for, made or not. */
  retweetAttempts: string[];
  /** Refuses retweets as X does for an app whose access does not include them. */
  retweetsRefused: boolean;
  attemptsOf(text: string): number;
}

export type FakeXPublicMetric =
  | 'impression_count'
  | 'like_count'
  | 'retweet_count'
  | 'reply_count'
  | 'quote_count'
  | 'bookmark_count';

const NO_METRICS: Record<FakeXPublicMetric, number> = {
  impression_count: 0,
  like_count: 0,
  retweet_count: 0,
  reply_count: 0,
  quote_count: 0,
  bookmark_count: 0,
};

const unauthorized = {
  status: 401,
  body: { title: 'Unauthorized', detail: 'Unauthorized', status: 401 },
};
const problem400 = (detail: string) => ({
  status: 400,
  body: { title: 'Invalid Request', detail, status: 400 },
});
const invalidQuery = (detail: string) => ({
  status: 400,
  body: { title: 'Invalid Request', detail, status: 400 },
});

/** The first post of the thread a post belongs to, as X's `conversation_id` names it. */
function conversationOf(posts: FakeXPost[], post: FakeXPost): string {
  let current = post;
  for (;;) {
    const parent = current.replyToId && posts.find((other) => other.id === current.replyToId);
    if (!parent) return current.id;
    current = parent;
  }
}

/** X's pagination tokens are opaque; this one names the last post of the page before. */
const pageToken = (lastId: string) => Buffer.from(`after:${lastId}`).toString('base64url');

/**
 * Adds X's posting endpoints to a fake X: `POST /2/tweets` (refusing duplicate content with 403
 * and replies to posts that do not exist with 400, as X does) and `GET /2/users/:id/tweets`
 * (newest first, `start_time`, `since_id`, `exclude`, `max_results` 5 to 100 with X's default
 * of 10, `tweet.fields` `public_metrics` and `conversation_id`, and `meta.next_token` while more
 * remain, taken back as `pagination_token`).
 */
export function addPosting(fake: FakeX): FakeXPosting {
  let next = 1_900_000_000_000_000_000n;
  // The author's posts with a text, for the duplicate check: a scan of every post for every post
  // grows with the fake's history. Posts are only ever appended (tests add their own too), so the
  // index takes in what was appended since its last look, and starts over if the list was replaced.
  const byText = new Map<string, FakeXPost[]>();
  let indexed: { list: FakeXPost[]; count: number } = { list: [], count: 0 };
  const sameText = (authorId: string, text: string): FakeXPost[] => {
    if (indexed.list !== posting.posts || indexed.count > posting.posts.length) {
      byText.clear();
      indexed = { list: posting.posts, count: 0 };
    }
    for (; indexed.count < posting.posts.length; indexed.count++) {
      const post = posting.posts[indexed.count]!;
      const key = `${post.authorId}\0${post.text}`;
      const same = byText.get(key);
      if (same) same.push(post);
      else byText.set(key, [post]);
    }
    return byText.get(`${authorId}\0${text}`) ?? [];
  };
  const posting: FakeXPosting = {
    posts: [],
    media: addMediaUploads(fake),
    attempts: [],
    faults: [],
    timelineReads: [],
    delayMs: 0,
    timelineDelayMs: 0,
    held: [],
    publicMetrics: new Map(),
    duplicateWindowMs: Number.POSITIVE_INFINITY,
    retweets: [],
    retweetAttempts: [],
    retweetsRefused: false,
    attemptsOf: (text) => posting.attempts.filter((attempt) => attempt === text).length,
  };

  fake.route('POST', '/2/tweets', async (request: FakeXRequest) => {
    if (!request.user) return unauthorized;
    const input = JSON.parse(request.body) as {
      text: string;
      reply?: { in_reply_to_tweet_id: string };
      media?: { media_ids?: string[] };
    };
    const mediaIds = input.media?.media_ids ?? [];
    const usable = (id: string) =>
      posting.media.uploads.some(
        (upload) => upload.id === id && upload.finalized && upload.userId === request.user?.id,
      );
    if (mediaIds.length > 4 || !mediaIds.every(usable)) {
      return problem400('Your media IDs are invalid.');
    }
    posting.attempts.push(input.text);
    if (posting.delayMs) await new Promise((resolve) => setTimeout(resolve, posting.delayMs));
    const fault = posting.faults.find((f) => !f.when || input.text.includes(f.when));
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      if (fault.times <= 0) posting.faults.splice(posting.faults.indexOf(fault), 1);
    }
    if (fault?.kind === 'unavailable') {
      return { status: 503, body: { title: 'Service Unavailable', detail: 'Over capacity' } };
    }
    if (fault?.kind === 'rate_limited') {
      return {
        status: 429,
        body: { title: 'Too Many Requests', detail: 'Too Many Requests', status: 429 },
        headers: { 'x-rate-limit-reset': String(Math.ceil(fault.resetAt.getTime() / 1000)) },
      };
    }
    if (fault?.kind === 'stalled') return new Promise<never>(() => {});
    if (fault?.kind === 'rejected') {
      return {
        status: 400,
        body: { title: 'Invalid Request', detail: fault.message, status: 400 },
      };
    }
    const authorId = request.user.id;
    const windowStart = Date.now() - posting.duplicateWindowMs;
    const repeats = (post: FakeXPost) => post.createdAt.getTime() >= windowStart;
    if (sameText(authorId, input.text).some(repeats)) {
      return {
        status: 403,
        body: {
          detail: 'You are not allowed to create a Tweet with duplicate content.',
          status: 403,
        },
      };
    }
    const replyToId = input.reply?.in_reply_to_tweet_id;
    if (replyToId && !posting.posts.findLast((post) => post.id === replyToId)) {
      return {
        status: 400,
        body: { detail: 'The Tweet you are replying to does not exist.', status: 400 },
      };
    }
    const post = (text: string, replyTo?: string, carried: string[] = []): FakeXPost => {
      const created: FakeXPost = {
        id: String(next++),
        authorId,
        text,
        createdAt: new Date(),
        ...(carried.length > 0 ? { mediaIds: carried } : {}),
      };
      posting.posts.push(replyTo ? { ...created, replyToId: replyTo } : created);
      return created;
    };
    if (fault?.kind === 'lost_answer' || fault?.kind === 'lost_request') {
      if (fault.kind === 'lost_answer') post(input.text, replyToId, mediaIds);
      for (let i = 1; i <= (fault.newerPosts ?? 0); i++) post(`Elsewhere ${next} #${i}`);
      return { status: 0, body: null, drop: true };
    }
    const created = post(input.text, replyToId, mediaIds);
    if (fault?.kind === 'held') {
      posting.held.push({
        text: created.text,
        ...(request.caller ? { caller: request.caller } : {}),
      });
      return new Promise<never>(() => {});
    }
    return { status: 201, body: { data: { id: created.id, text: created.text } } };
  });

  fake.route('POST', /^\/2\/users\/[^/]+\/retweets$/, async (request: FakeXRequest) => {
    if (!request.user) return unauthorized;
    const userId = decodeURIComponent(request.url.pathname.split('/')[3]!);
    const { tweet_id: tweetId } = JSON.parse(request.body) as { tweet_id?: string };
    posting.retweetAttempts.push(String(tweetId));
    if (userId !== request.user.id) {
      return {
        status: 403,
        body: { title: 'Forbidden', detail: 'You can only retweet as yourself.', status: 403 },
      };
    }
    if (posting.retweetsRefused) {
      return {
        status: 403,
        body: {
          title: 'Client Forbidden',
          detail:
            'When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project.',
          reason: 'client-not-enrolled',
          status: 403,
        },
      };
    }
    if (!posting.posts.some((post) => post.id === tweetId)) {
      return problem400('The Tweet you are trying to retweet does not exist.');
    }
    // X keeps one retweet per account and post: asking again answers the same.
    if (!posting.retweets.some((made) => made.userId === userId && made.tweetId === tweetId)) {
      posting.retweets.push({ userId, tweetId: tweetId! });
    }
    return { status: 200, body: { data: { retweeted: true } } };
  });

  fake.route('GET', /^\/2\/users\/[^/]+\/tweets$/, async (request: FakeXRequest) => {
    if (!request.user) return unauthorized;
    if (posting.timelineDelayMs) {
      await new Promise((resolve) => setTimeout(resolve, posting.timelineDelayMs));
    }
    const userId = decodeURIComponent(request.url.pathname.split('/')[3]!);
    const query = request.url.searchParams;
    const maxResults = Number(query.get('max_results') ?? 10);
    if (!Number.isInteger(maxResults) || maxResults < 5 || maxResults > 100) {
      return invalidQuery('The `max_results` query parameter value is not between 5 and 100');
    }
    const startTime = query.get('start_time');
    const since = new Date(startTime ?? 0);
    if (Number.isNaN(since.getTime())) {
      return invalidQuery('The `start_time` query parameter value is not a valid time');
    }
    const sinceId = query.get('since_id');
    if (sinceId !== null && !/^\d+$/.test(sinceId)) {
      return invalidQuery('The `since_id` query parameter value is not a valid id');
    }
    const fields = (query.get('tweet.fields') ?? '').split(',');
    const excluded = (query.get('exclude') ?? '').split(',');
    const newestFirst = posting.posts
      .filter(
        (post) =>
          post.authorId === userId &&
          post.createdAt >= since &&
          (sinceId === null || BigInt(post.id) > BigInt(sinceId)) &&
          !(excluded.includes('replies') && post.replyToId),
      )
      .reverse();
    const token = query.get('pagination_token');
    let start = 0;
    if (token) {
      const after = newestFirst.findIndex((post) => pageToken(post.id) === token);
      if (after < 0) return invalidQuery('The `pagination_token` query parameter value is invalid');
      start = after + 1;
    }
    const page = newestFirst.slice(start, start + maxResults);
    posting.timelineReads.push({
      startTime,
      sinceId,
      paginationToken: token,
      maxResults,
      ids: page.map((post) => post.id),
    });
    const data = page.map((post) => ({
      id: post.id,
      text: post.text,
      created_at: post.createdAt.toISOString(),
      ...(fields.includes('public_metrics')
        ? { public_metrics: { ...NO_METRICS, ...posting.publicMetrics.get(post.id) } }
        : {}),
      ...(fields.includes('conversation_id')
        ? { conversation_id: conversationOf(posting.posts, post) }
        : {}),
      ...(post.replyToId
        ? { referenced_tweets: [{ type: 'replied_to', id: post.replyToId }] }
        : {}),
    }));
    const more = start + page.length < newestFirst.length;
    const meta = {
      result_count: data.length,
      ...(data.length ? { newest_id: data[0]!.id, oldest_id: data.at(-1)!.id } : {}),
      ...(more ? { next_token: pageToken(page.at(-1)!.id) } : {}),
    };
    return { status: 200, body: data.length ? { data, meta } : { meta } };
  });

  return posting;
}
