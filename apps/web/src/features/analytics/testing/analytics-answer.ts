import type { Account, AnalyticsResponse, BestTimes } from '@quillpost/shared';
import { vi } from 'vitest';
import { api } from '@/lib/api-client';

const part = (position: number, impressions: number) => ({
  position,
  xPostId: `x${position}`,
  impressions,
  likes: 10,
  reposts: 1,
  replies: 1,
  quotes: 0,
  bookmarks: 2,
  linkClicks: null,
  profileClicks: null,
  engagements: 14,
  readAt: '2026-11-02T10:00:00.000Z',
});

export const answer = (over: Partial<AnalyticsResponse> = {}): AnalyticsResponse => ({
  simulated: false,
  accounts: [{ _id: 'acc-x', network: 'x', handle: 'ada', provider: 'real', status: 'connected' }],
  account: { username: 'ada', provider: 'x', status: 'connected' },
  totals: {
    publications: 1,
    impressions: 1500,
    likes: 30,
    reposts: 3,
    replies: 3,
    quotes: 0,
    bookmarks: 6,
    engagements: 42,
    engagementRate: 0.028,
  },
  daily: [
    { date: '2026-11-01', impressions: 300, engagements: 9 },
    { date: '2026-11-02', impressions: 1200, engagements: 33 },
  ],
  publications: [
    {
      _id: 'pub1',
      postId: 'post1',
      imported: false,
      kind: 'thread',
      format: 'x',
      formatName: 'My Journey',
      voice: 'casual',
      publishedAt: '2026-11-02T09:00:00.000Z',
      excerpt: 'How we moved to Postgres',
      url: 'https://x.com/ada/status/x1',
      impressions: 1500,
      likes: 30,
      reposts: 3,
      replies: 3,
      quotes: 0,
      bookmarks: 6,
      linkClicks: null,
      profileClicks: null,
      engagements: 42,
      engagementRate: 0.028,
      network: 'x',
      accountId: 'acc-x',
      parts: [part(1, 900), part(2, 400), part(3, 200)],
    },
  ],
  period: { from: '2026-10-04T00:00:00.000Z', to: '2026-11-02T23:59:59.999Z', timezone: 'UTC' },
  lastReadAt: '2026-11-02T10:00:00.000Z',
  byFormat: [
    {
      format: 'My Journey',
      kind: 'thread',
      posts: 1,
      impressions: 1500,
      engagements: 42,
      engagementRate: 0.028,
      impressionsPerPost: 1500,
    },
  ],
  byTone: [
    {
      voice: 'casual',
      posts: 1,
      impressions: 1500,
      engagements: 42,
      engagementRate: 0.028,
      impressionsPerPost: 1500,
    },
  ],
  byHour: [
    {
      weekday: 1,
      hour: 9,
      posts: 1,
      impressions: 1500,
      engagements: 42,
      engagementRate: 0.028,
      impressionsPerPost: 1500,
    },
  ],
  dropOff: [
    { position: 1, threads: 1, impressions: 900, retention: 1 },
    { position: 2, threads: 1, impressions: 400, retention: 400 / 900 },
  ],
  xSpend: {
    month: '2026-11',
    usd: 1.23,
    calls: 12,
    byCall: [
      { call: 'post', calls: 6, units: 6, usd: 0.09 },
      { call: 'post_with_link', calls: 5, units: 5, usd: 1 },
      { call: 'read', calls: 1, units: 140, usd: 0.14 },
    ],
  },
  ...over,
});

/** The connected accounts as `GET /api/v0/accounts` answers them. */
export const accountsOf = (figures: AnalyticsResponse): Account[] =>
  figures.accounts.map((account) => ({
    ...account,
    network: account.network as Account['network'],
    remoteId: `remote-${account._id}`,
    name: account.handle,
    connectedAt: '2026-10-01T09:00:00.000Z',
    rules: { maxLength: 280, maxImages: 4 },
  }));

/**
 * Answers the settings with `timezone`, the accounts with those of `figures` (or `accounts`), and
 * the analytics with `figures`, its period in the zone asked for, as the server does.
 */
export function serveAnalytics(
  figures: AnalyticsResponse,
  timezone = 'UTC',
  accounts = accountsOf(figures),
) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config) => {
    if (url === '/api/v0/settings') return { data: { settings: { timezone, slots: [] } } };
    if (url === '/api/v0/accounts') return { data: { accounts } };
    if (url === '/api/v0/analytics/best-times') return { data: { bestTimes: bestTimesAnswer() } };
    const asked = (config?.params ?? {}) as { timezone?: string };
    return {
      data: { ...figures, period: { ...figures.period, timezone: asked.timezone ?? 'UTC' } },
    };
  });
}

/** Best times of an account: 24 posts, Monday 09:00 the best hour by far. */
export const bestTimesAnswer = (over: Partial<BestTimes> = {}): BestTimes => ({
  timezone: 'UTC',
  basis: 24,
  enough: true,
  measure: 'impressions',
  hours: Array.from({ length: 168 }, (_, index) => {
    const weekday = Math.floor(index / 24) + 1;
    const hour = index % 24;
    const best = weekday === 1 && hour === 9;
    const some = hour === 9 || hour === 18;
    return {
      weekday,
      hour,
      posts: best ? 8 : some ? 2 : 0,
      engagementRate: best ? 0.08 : some ? 0.02 : null,
      score: best ? 0.07 : some ? 0.025 : 0.03,
      confidence: best ? 'high' : some ? 'low' : 'low',
    } as const;
  }),
  suggested: [{ weekday: 1, time: '09:00' }],
  suggestedAreDefaults: false,
  ...over,
});
