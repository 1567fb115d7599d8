import type { FakeX, FakeXRequest } from './fake-x';

export interface FakeXPost {
  id: string;
  authorId: string;
  text: string;
  replyToId?: string;
  createdAt: Date;
}

/**
 * What the next `POST /2/tweets` does instead of (or besides) posting; with `when`, the next one
 * whose text includes it.
 */
export type FakeXPostFault = { when?: string } & (
  | { kind: 'unavailable' }
  | { kind: 'rate_limited'; resetAt: Date }
  | { kind: 'rejected'; message: string }
  /** Posts, then closes the connection without an answer. */
  | { kind: 'lost_answer' }
  /** Posts, then never answers: the caller is left waiting, as one that died mid-request. */
  | { kind: 'held' }
);

export interface FakeXPosting {
  posts: FakeXPost[];
  /** Every text asked to be posted, refused or not. */
  attempts: string[];
  faults: FakeXPostFault[];
  /** How long X takes to post. */
  delayMs: number;
  /** Posts whose answer a `held` fault keeps back, with the caller that waits for it. */
  held: { text: string; caller?: string }[];
  attemptsOf(text: string): number;
}

const unauthorized = {
  status: 401,
  body: { title: 'Unauthorized', detail: 'Unauthorized', status: 401 },
};

/**
 * Adds X's posting endpoints to a fake X: `POST /2/tweets` (refusing duplicate content with 403
 * and replies to posts that do not exist with 400, as X does) and `GET /2/users/:id/tweets`.
 */
export function addPosting(fake: FakeX): FakeXPosting {
  let next = 1_900_000_000_000_000_000n;
  const posting: FakeXPosting = {
    posts: [],
    attempts: [],
    faults: [],
    delayMs: 0,
    held: [],
    attemptsOf: (text) => posting.attempts.filter((attempt) => attempt === text).length,
  };

  fake.route('POST', '/2/tweets', async (request: FakeXRequest) => {
    if (!request.user) return unauthorized;
    const input = JSON.parse(request.body) as {
      text: string;
      reply?: { in_reply_to_tweet_id: string };
    };
    posting.attempts.push(input.text);
    if (posting.delayMs) await new Promise((resolve) => setTimeout(resolve, posting.delayMs));
    const index = posting.faults.findIndex((f) => !f.when || input.text.includes(f.when));
    const fault = index >= 0 ? posting.faults.splice(index, 1)[0] : undefined;
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
    if (fault?.kind === 'rejected') {
      return {
        status: 400,
        body: { title: 'Invalid Request', detail: fault.message, status: 400 },
      };
    }
    const authorId = request.user.id;
    if (posting.posts.some((post) => post.authorId === authorId && post.text === input.text)) {
      return {
        status: 403,
        body: {
          detail: 'You are not allowed to create a Tweet with duplicate content.',
          status: 403,
        },
      };
    }
    const replyToId = input.reply?.in_reply_to_tweet_id;
    if (replyToId && !posting.posts.some((post) => post.id === replyToId)) {
      return {
        status: 400,
        body: { detail: 'The Tweet you are replying to does not exist.', status: 400 },
      };
    }
    const post = {
      id: String(next++),
      authorId,
      text: input.text,
      createdAt: new Date(),
      ...(replyToId ? { replyToId } : {}),
    };
    posting.posts.push(post);
    if (fault?.kind === 'lost_answer') return { status: 0, body: null, drop: true };
    if (fault?.kind === 'held') {
      posting.held.push({ text: post.text, ...(request.caller ? { caller: request.caller } : {}) });
      return new Promise<never>(() => {});
    }
    return { status: 201, body: { data: { id: post.id, text: post.text } } };
  });

  fake.route('GET', /^\/2\/users\/[^/]+\/tweets$/, async (request: FakeXRequest) => {
    if (!request.user) return unauthorized;
    const userId = decodeURIComponent(request.url.pathname.split('/')[3]!);
    const since = new Date(request.url.searchParams.get('start_time') ?? 0);
    const data = posting.posts
      .filter((post) => post.authorId === userId && post.createdAt >= since)
      .reverse()
      .map((post) => ({
        id: post.id,
        text: post.text,
        created_at: post.createdAt.toISOString(),
        ...(post.replyToId
          ? { referenced_tweets: [{ type: 'replied_to', id: post.replyToId }] }
          : {}),
      }));
    return {
      status: 200,
      body: data.length
        ? { data, meta: { result_count: data.length } }
        : { meta: { result_count: 0 } },
    };
  });

  return posting;
}
