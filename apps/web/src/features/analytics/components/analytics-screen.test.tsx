import type { AnalyticsResponse } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { AnalyticsScreen } from './analytics-screen';

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

const answer = (over: Partial<AnalyticsResponse> = {}): AnalyticsResponse => ({
  simulated: false,
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
  daily: [{ date: '2026-11-02', impressions: 1500, engagements: 42 }],
  publications: [
    {
      _id: 'pub1',
      postId: 'post1',
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
  ...over,
});

describe('AnalyticsScreen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('invites the user to connect X when no account is connected', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: answer({ account: null, publications: [] }) });
    renderWithProviders(<AnalyticsScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Connect X to see your analytics' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect X account' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
  });

  it('shows totals, top posts and a table for each chart, asking for the chosen period', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: answer() });
    renderWithProviders(<AnalyticsScreen />);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('1,500')).toBeTruthy();
    expect(within(totals).getByText('2.8%')).toBeTruthy();
    expect(screen.getByRole('table', { name: /posts with the most impressions/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Impressions and engagements by day' })).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Impressions by part of the chosen thread' }),
    ).toBeTruthy();
    expect(screen.getByText(/44.4% of the people who saw part 1 also saw part 2/)).toBeTruthy();
    expect(screen.getByText(/Best hours: Monday 09:00 \(1,500 per post, 1 post\)/)).toBeTruthy();
    expect(screen.queryByText('Simulated')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    const params = get.mock.calls.at(-1)![1]!.params as Record<string, string>;
    const days = (Date.parse(params.to!) - Date.parse(params.from!)) / 86_400_000;
    expect(days).toBe(6);
  });

  it('labels every figure simulated for sandbox X', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: answer({
        simulated: true,
        account: { username: 'ada', provider: 'sandbox', status: 'connected' },
      }),
    });
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.getByText(/every figure here is simulated/)).toBeTruthy();
    // Nine totals and six charts or tables.
    expect(screen.getAllByText('Simulated')).toHaveLength(15);
  });

  it('asks for a read and says so', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: answer() });
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { queued: true, message: 'Your figures are being read from X.' },
    });
    renderWithProviders(<AnalyticsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh figures' }));
    expect(post).toHaveBeenCalledWith('/api/v0/analytics/refresh');
    expect(await screen.findByText('Your figures are being read from X.')).toBeTruthy();
  });
});
