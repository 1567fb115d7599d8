import type { XMetricsAnswer, XMissingPost, XPostMetrics } from './client';

/** The most ids X takes in one `GET /2/tweets` call. */
export const MAX_METRICS_IDS = 100;

/**
 * The query of a metrics read. Private metrics (clicks) exist only for the account's own posts
 * younger than 30 days; asking for them on older posts gets those posts refused.
 */
export function metricsQuery(ids: readonly string[], privateMetrics: boolean): URLSearchParams {
  if (ids.length === 0 || ids.length > MAX_METRICS_IDS) {
    throw new RangeError(`A metrics read takes 1 to ${MAX_METRICS_IDS} ids, not ${ids.length}`);
  }
  const fields = privateMetrics
    ? 'public_metrics,non_public_metrics,organic_metrics'
    : 'public_metrics';
  return new URLSearchParams({ ids: ids.join(','), 'tweet.fields': fields });
}

type Counts = Record<string, unknown>;
const count = (...values: unknown[]): number | null => {
  const found = values.find((value) => typeof value === 'number' && Number.isFinite(value));
  return found === undefined ? null : Math.max(0, Math.floor(found as number));
};

export function postMetrics(item: Record<string, unknown>): XPostMetrics {
  const open = (item.public_metrics ?? {}) as Counts;
  const closed = (item.non_public_metrics ?? {}) as Counts;
  const organic = (item.organic_metrics ?? {}) as Counts;
  return {
    id: String(item.id),
    impressions:
      count(open.impression_count, closed.impression_count, organic.impression_count) ?? 0,
    likes: count(open.like_count) ?? 0,
    reposts: count(open.retweet_count) ?? 0,
    replies: count(open.reply_count) ?? 0,
    quotes: count(open.quote_count) ?? 0,
    bookmarks: count(open.bookmark_count) ?? 0,
    linkClicks: count(closed.url_link_clicks, organic.url_link_clicks),
    profileClicks: count(closed.user_profile_clicks, organic.user_profile_clicks),
  };
}

const NOT_FOUND = /resource-not-found/;

/**
 * X's answer to a metrics read, which may be partial: a 200 can carry `errors` beside `data`, or
 * instead of it. Every asked id ends up either measured or missing, with X's reason.
 */
export function parseMetricsAnswer(
  body: Record<string, unknown>,
  ids: readonly string[],
): XMetricsAnswer {
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
  const posts = data.filter((item) => item && item.id !== undefined).map(postMetrics);
  const measured = new Set(posts.map((post) => post.id));
  const errors = Array.isArray(body.errors) ? (body.errors as Record<string, unknown>[]) : [];
  const missing: XMissingPost[] = ids
    .filter((id) => !measured.has(id))
    .map((id) => {
      const error = errors.find((item) => item.resource_id === id || item.value === id);
      const message = String(error?.detail ?? error?.title ?? 'X did not answer for this post');
      const deleted = typeof error?.type === 'string' && NOT_FOUND.test(error.type);
      return { id, reason: deleted ? 'deleted' : 'refused', message };
    });
  return { posts: posts.filter((post) => ids.includes(post.id)), missing };
}
