import type { FakeX, FakeXRequest } from '@quillpost/testing';
import type { JobDefinition, JobsClient, SendOptions } from '../../src/jobs/client';
import { asc, eq } from 'drizzle-orm';
import { accounts, posts, publicationParts, publications } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import type { App } from '../../src/types';

/** Figures the fake X reports for a post, in X's own field names. */
export interface FakeFigures {
  impressions: number;
  likes: number;
  reposts: number;
  replies: number;
  quotes: number;
  bookmarks: number;
  linkClicks?: number;
  profileClicks?: number;
}

/**
 * `GET /2/tweets?ids=` on the fake X: answers each known id with its figures, refuses deleted
 * ones as X does (200 with `errors`), and can be told to answer 429 or nothing but errors.
 */
export function fakeMetrics(fake: FakeX) {
  const state = {
    figures: new Map<string, FakeFigures>(),
    deleted: new Set<string>(),
    calls: [] as { ids: string[]; fields: string[]; user: string | null }[],
    mode: 'normal' as 'normal' | 'rate_limited' | 'errors_only' | 'unavailable',
    resetAt: 0,
    /** Nothing to close: the route goes with the fake. */
    close() {},
  };
  fake.route('GET', '/2/tweets', async (request: FakeXRequest) => {
    if (!request.user) return { status: 401, body: { title: 'Unauthorized', status: 401 } };
    const ids = (request.url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
    const fields = (request.url.searchParams.get('tweet.fields') ?? '').split(',');
    state.calls.push({ ids, fields, user: request.user.id });
    if (ids.length > 100) return { status: 400, body: { title: 'Invalid Request' } };
    if (state.mode === 'rate_limited') {
      return {
        status: 429,
        body: { title: 'Too Many Requests', status: 429 },
        headers: { 'x-rate-limit-reset': String(state.resetAt) },
      };
    }
    if (state.mode === 'unavailable')
      return { status: 503, body: { title: 'Service Unavailable' } };
    const errors = ids
      .filter(
        (id) => state.mode === 'errors_only' || state.deleted.has(id) || !state.figures.has(id),
      )
      .map((id) => ({
        value: id,
        detail: `Could not find tweet with ids: [${id}].`,
        title: 'Not Found Error',
        resource_type: 'tweet',
        parameter: 'ids',
        resource_id: id,
        type: 'https://api.twitter.com/2/problems/resource-not-found',
      }));
    const missing = new Set(errors.map((error) => error.value));
    const privateMetrics = fields.includes('non_public_metrics');
    const data = ids
      .filter((id) => !missing.has(id))
      .map((id) => {
        const f = state.figures.get(id)!;
        return {
          id,
          text: `post ${id}`,
          public_metrics: {
            retweet_count: f.reposts,
            reply_count: f.replies,
            like_count: f.likes,
            quote_count: f.quotes,
            bookmark_count: f.bookmarks,
            impression_count: f.impressions,
          },
          ...(privateMetrics
            ? {
                non_public_metrics: {
                  impression_count: f.impressions,
                  url_link_clicks: f.linkClicks ?? 0,
                  user_profile_clicks: f.profileClicks ?? 0,
                },
              }
            : {}),
        };
      });
    return {
      status: 200,
      body: { ...(data.length ? { data } : {}), ...(errors.length ? { errors } : {}) },
    };
  });
  return state;
}

/** A jobs client that records what is sent and runs nothing. */
export function recordingJobs(): JobsClient & {
  sent: { name: string; payload: unknown; options?: SendOptions }[];
} {
  const sent: { name: string; payload: unknown; options?: SendOptions }[] = [];
  return {
    sent,
    async send<P>(job: JobDefinition<P>, payload: P, options?: SendOptions) {
      sent.push({ name: job.name, payload, options });
    },
    async sendMany<P>(job: JobDefinition<P>, items: { payload: P; options?: SendOptions }[]) {
      for (const { payload, options } of items) sent.push({ name: job.name, payload, options });
    },
    async work() {},
    async stop() {},
  };
}

let counter = 0;
/** An X id for a test post, unique in the run. */
export const xId = () =>
  `18${String(Date.now()).slice(-9)}${String((counter += 1)).padStart(6, '0')}`;

/** A publication that went out at `publishedAt` with one part per X id, as the worker leaves it. */
export async function publishedRow(
  app: App,
  input: {
    userId: string;
    kind?: 'tweet' | 'thread';
    xPostIds: string[];
    publishedAt: Date;
    format?: string;
    voice?: string;
  },
) {
  const postId = newId();
  const kind = input.kind ?? (input.xPostIds.length > 1 ? 'thread' : 'tweet');
  await app.deps.db.insert(posts).values({
    id: postId,
    userId: input.userId,
    kind,
    title: 'A description',
    content: input.xPostIds.map((_, i) => `Part ${i + 1}`).join('\n\n'),
    format: input.format ?? 'My own format',
    voice: input.voice ?? 'casual',
    tags: 'tech',
  });
  const id = newId();
  // It went out on the user's first account, as a published publication of theirs would have.
  const [account] = await app.deps.db
    .select({ id: accounts.id, network: accounts.network })
    .from(accounts)
    .where(eq(accounts.userId, input.userId))
    .orderBy(asc(accounts.connectedAt))
    .limit(1);
  await app.deps.db.insert(publications).values({
    id,
    userId: input.userId,
    postId,
    accountId: account?.id ?? null,
    network: account?.network ?? 'x',
    kind,
    status: 'published',
    publishAt: input.publishedAt,
    publishedAt: input.publishedAt,
  });
  await app.deps.db.insert(publicationParts).values(
    input.xPostIds.map((xPostId, index) => ({
      publicationId: id,
      position: index + 1,
      text: `Part ${index + 1} of the post`,
      status: 'published',
      xPostId,
      url: `https://x.com/ada_on_x/status/${xPostId}`,
      publishedAt: input.publishedAt,
    })),
  );
  return { id, postId };
}
