import type { XHistoryPage, XOwnPostsPage } from './client';
import { postMetrics } from './metrics-answer';

/** The most posts X answers in one page of `GET /2/users/:id/tweets`. */
export const TIMELINE_PAGE_SIZE = 100;

/**
 * The query of one page of the account's own posts since a time. X takes `start_time` in whole
 * seconds, so it is rounded down, which only widens the window. Reposts are left out: their text
 * is never a part's, and every one left out is one less to page through.
 */
export function timelineQuery(query: { since: Date; cursor?: string }): URLSearchParams {
  const seconds = Math.floor(query.since.getTime() / 1000) * 1000;
  return new URLSearchParams({
    start_time: new Date(seconds).toISOString().replace('.000Z', 'Z'),
    max_results: String(TIMELINE_PAGE_SIZE),
    exclude: 'retweets',
    'tweet.fields': 'created_at,referenced_tweets',
    ...(query.cursor ? { pagination_token: query.cursor } : {}),
  });
}

/** A page of the timeline from X's answer: its posts, and `meta.next_token` while more remain. */
export function parseTimelinePage(body: Record<string, unknown>): XOwnPostsPage {
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
  const posts = data.map((item) => {
    const refs = (item.referenced_tweets ?? []) as { type?: string; id?: string }[];
    const replyTo = refs.find((ref) => ref.type === 'replied_to')?.id;
    return {
      id: String(item.id),
      text: String(item.text ?? ''),
      createdAt: new Date(String(item.created_at ?? 0)),
      ...(replyTo ? { replyToId: replyTo } : {}),
    };
  });
  const next = (body.meta as { next_token?: unknown } | undefined)?.next_token;
  return typeof next === 'string' && next !== '' ? { posts, cursor: next } : { posts };
}

/** The query of one page of the account's history: its own posts with their public figures. */
export function historyQuery(query: { cursor?: string; sinceId?: string }): URLSearchParams {
  return new URLSearchParams({
    max_results: String(TIMELINE_PAGE_SIZE),
    exclude: 'retweets',
    'tweet.fields': 'created_at,public_metrics,conversation_id',
    ...(query.sinceId ? { since_id: query.sinceId } : {}),
    ...(query.cursor ? { pagination_token: query.cursor } : {}),
  });
}

/** A page of the history from X's answer: each post with its figures, and `meta.next_token`. */
export function parseHistoryPage(body: Record<string, unknown>): XHistoryPage {
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
  const posts = data.map((item) => ({
    id: String(item.id),
    text: String(item.text ?? ''),
    createdAt: new Date(String(item.created_at ?? 0)),
    metrics: { ...postMetrics(item), linkClicks: null, profileClicks: null },
  }));
  const next = (body.meta as { next_token?: unknown } | undefined)?.next_token;
  return typeof next === 'string' && next !== '' ? { posts, cursor: next } : { posts };
}
