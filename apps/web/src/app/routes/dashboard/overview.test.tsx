import type { Publication } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { OverviewRoute } from './overview';

const account = testAccount('x', 'ada', { provider: 'sandbox' });

const scheduled: Publication = {
  _id: 'pub-1',
  postId: 'post-1',
  kind: 'tweet',
  status: 'scheduled',
  publishAt: '2026-11-26T08:00:00.000Z',
  publishedAt: null,
  error: null,
  late: false,
  linksInReply: false,
  automations: [],
  automation: null,
  accountId: account._id,
  network: 'x',
  parts: [
    {
      position: 1,
      text: 'Small pull requests ship',
      status: 'pending',
      xPostId: null,
      url: null,
      media: [],
    },
  ],
};

const totals = (publications: number) => ({
  publications,
  impressions: 1200 * publications,
  likes: 0,
  reposts: 0,
  replies: 0,
  quotes: 0,
  bookmarks: 0,
  engagements: 40 * publications,
  engagementRate: 0,
});

/** A person's server: `accounts`, `publications`, and posts out this week. */
function mockApi({
  accounts = [] as (typeof account)[],
  publications = [] as Publication[],
  out = 0,
  threads = [] as { _id: string; title: string; content: string }[],
}) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/users/me') {
      const usage = { used: 0, limit: 30, resetsAt: '2026-12-01T00:00:00.000Z' };
      return {
        data: {
          user: {
            _id: 'u',
            name: 'Ada Lovelace',
            email: 'a@b.c',
            plan: 'free',
            planExpiresAt: null,
            usage,
          },
        },
      };
    }
    if (url === '/api/v0/settings')
      return { data: { settings: { timezone: 'Europe/Berlin', timezoneSaved: true, slots: [] } } };
    if (url === '/api/v0/accounts') return { data: { accounts } };
    if (url === '/api/v0/publications') return { data: { publications } };
    if (url === '/api/v0/analytics')
      return {
        data: { simulated: true, totals: totals(out), daily: [], publications: [], accounts: [] },
      };
    if (url === '/api/v0/posts/tweets')
      return { data: { tweets: [{ _id: 'post-1', title: 'Small PRs', content: 'x' }] } };
    if (url.startsWith('/api/v0/posts/')) return { data: { threads, ideas: [] } };
    throw new Error(`unexpected ${url}`);
  });
}

describe('the dashboard home', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('greets a newcomer without "back", calls them to connect an account and says when figures come', async () => {
    mockApi({});
    renderWithProviders(<OverviewRoute />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(
      (await screen.findByRole('link', { name: 'Connect an account' })).getAttribute('href'),
    ).toBe('/dashboard/settings');
    expect(
      await screen.findByText(/No figures yet. They appear here about an hour after/),
    ).toBeTruthy();
    expect(await screen.findByText(/Nothing scheduled/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New post' }).getAttribute('href')).toBe(
      '/dashboard/new',
    );
    expect(screen.getByRole('link', { name: 'Generate' }).getAttribute('href')).toBe(
      '/dashboard/tweet',
    );
  });

  it('shows each account’s state, the next post with its time on the person’s clock, the week and linked titles', async () => {
    mockApi({ accounts: [account], publications: [scheduled], out: 2 });
    renderWithProviders(<OverviewRoute />, { path: '/dashboard' });
    expect(await screen.findByText('Connected')).toBeTruthy();
    const next = await screen.findByRole('link', { name: 'Small pull requests ship' });
    expect(next.getAttribute('href')).toBe('/dashboard/posts/tweet/post-1/edit');
    expect(next.parentElement!.textContent).toContain('Thu 26 Nov, 09:00 (Europe/Berlin)');
    expect(within(next.parentElement!).getByText('@ada')).toBeTruthy();
    const week = (await screen.findByText('Posts out')).closest('dl')!;
    expect(week.textContent).toBe('Posts out2Impressions2.4KEngagements80');
    expect((await screen.findByRole('link', { name: 'Small PRs' })).getAttribute('href')).toBe(
      '/dashboard/posts/tweet/post-1/edit',
    );
  });

  it('says how many posts did not go out, with the way to why, beside what comes next', async () => {
    const failed = (id: string): Publication => ({
      ...scheduled,
      _id: id,
      status: 'failed',
      error: 'The post was refused by X.',
    });
    mockApi({ accounts: [account], publications: [scheduled, failed('pub-2'), failed('pub-3')] });
    renderWithProviders(<OverviewRoute />, { path: '/dashboard' });
    const note = await screen.findByText(/did not go out/);
    expect(note.textContent).toBe('2 posts did not go out. See why and retry');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/dashboard/schedule');
    expect(await screen.findByRole('link', { name: 'Small pull requests ship' })).toBeTruthy();
  });

  it('names a post written by hand, which has no description, by the line it opens with', async () => {
    mockApi({
      threads: [
        { _id: 'post-2', title: '', content: '1/ Charts beat tables.\n\n2/ Here is the quarter.' },
        { _id: 'post-3', title: '', content: '🧵 Trunk-based\n\n1/ Merge daily.\n\n2/ Flag it.' },
      ],
    });
    renderWithProviders(<OverviewRoute />, { path: '/dashboard' });
    expect(
      (await screen.findByRole('link', { name: '1/ Charts beat tables.' })).getAttribute('href'),
    ).toBe('/dashboard/posts/thread/post-2/edit');
    expect(screen.getByRole('link', { name: '🧵 Trunk-based' })).toBeTruthy();
    expect(screen.queryByText('Untitled thread')).toBeNull();
  });
});
