import type { Publication, PublishedFigures } from '@quillpost/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { PostPublication } from './post-publication';
import { ScheduleList } from './schedule-list';

const publishedAt = '2026-11-23T09:30:00.000Z';

const publication = (n: number, overrides: Partial<Publication> = {}): Publication => ({
  _id: `pub-${n}`,
  postId: `post-${n}`,
  kind: 'tweet',
  status: 'published',
  publishAt: publishedAt,
  publishedAt,
  error: null,
  late: false,
  linksInReply: false,
  automations: [],
  automation: null,
  accountId: 'acc-x',
  network: 'x',
  parts: [
    {
      position: 1,
      text: `Tweet ${n}`,
      status: 'published',
      xPostId: `x-${n}`,
      url: `http://127.0.0.1:3000/sandbox-x/ada/status/x-${n}`,
      media: [],
    },
  ],
  ...overrides,
});

const figures = (n: number, overrides: Partial<PublishedFigures> = {}): PublishedFigures => ({
  publicationId: `pub-${n}`,
  postId: `post-${n}`,
  publishedAt,
  url: null,
  impressions: 1234,
  likes: 40,
  reposts: 5,
  replies: 3,
  quotes: 0,
  bookmarks: 0,
  linkClicks: null,
  profileClicks: null,
  engagements: 48,
  readAt: '2026-11-23T10:30:00.000Z',
  simulated: true,
  ...overrides,
});

/** The server: the given publications, and figures for every asked id it knows. */
function mockApi(
  publications: Publication[],
  known: PublishedFigures[],
  accounts = [testAccount('x', 'ada', { provider: 'sandbox' })],
) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config) => {
    if (url === '/api/v0/settings') return { data: { settings: { timezone: 'UTC' } } };
    if (url === '/api/v0/accounts') return { data: { accounts } };
    if (url === '/api/v0/publications') {
      const postIds = (config?.params as { postIds?: string } | undefined)?.postIds?.split(',');
      return {
        data: { publications: publications.filter((p) => !postIds || postIds.includes(p.postId)) },
      };
    }
    if (url === '/api/v0/analytics/publications') {
      const ids = String((config?.params as { ids?: string } | undefined)?.ids).split(',');
      return { data: { figures: known.filter((f) => ids.includes(f.publicationId)) } };
    }
    throw new Error(`unexpected ${url}`);
  });
}

const figureCalls = (get: ReturnType<typeof mockApi>) =>
  get.mock.calls.filter(([url]) => url === '/api/v0/analytics/publications');

const page = ['post-1', 'post-2', 'post-3'];
function renderCards() {
  return renderWithProviders(
    <ul>
      {page.map((postId) => (
        <li key={postId} data-testid={postId}>
          <PostPublication kind="tweet" postId={postId} pagePostIds={page} />
        </li>
      ))}
    </ul>,
  );
}

describe('published figures on post cards and the schedule', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows each published card its figures, labelled simulated, from one request a page', async () => {
    const get = mockApi(
      [publication(1), publication(2, { status: 'scheduled', publishedAt: null })],
      [figures(1), figures(2)],
    );
    renderCards();
    const card = screen.getByTestId('post-1');
    const shown = await within(card).findByRole('list', { name: 'Latest figures' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.2K impressions', '40 likes', '5 reposts', '3 replies']);
    expect(within(card).getByText('Simulated')).toBeTruthy();
    expect(card.textContent).toContain('Published 23 Nov 2026, 09:30');
    expect(within(card).getByRole('link', { name: 'View on sandbox X' }).getAttribute('href')).toBe(
      'http://127.0.0.1:3000/sandbox-x/ada/status/x-1',
    );
    expect(screen.getByTestId('post-2').textContent).toBe(
      'Scheduled Mon 23 Nov, 09:30 (UTC)Sandbox X @ada',
    );
    expect(screen.getByTestId('post-3').textContent).toBe('');
    expect(figureCalls(get).map(([, config]) => config?.params)).toEqual([{ ids: 'pub-1' }]);
    const listCalls = get.mock.calls.filter(([url]) => url === '/api/v0/publications');
    expect(listCalls.map(([, config]) => config?.params)).toEqual([
      {
        postIds: 'post-1,post-2,post-3',
        status: 'scheduled,publishing,published,failed',
        limit: 100,
      },
    ]);
  });

  it('asks for no figures when nothing on the page went out', async () => {
    const get = mockApi([publication(9, { postId: 'elsewhere' })], []);
    const { queryClient } = renderCards();
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.postPublications([...page].sort()))?.status).toBe(
        'success',
      ),
    );
    await act(async () => {});
    expect(queryClient.getQueryCache().findAll({ queryKey: queryKeys.allAnalytics })).toEqual([]);
    expect(figureCalls(get)).toEqual([]);
    expect(screen.queryByText(/Published/)).toBeNull();
  });

  it('says when the figures were not read yet, and leaves out "simulated" for X', async () => {
    mockApi(
      [
        publication(1, {
          parts: [{ ...publication(1).parts[0]!, url: 'https://x.com/ada/status/x-1' }],
        }),
      ],
      [figures(1, { readAt: null, impressions: 0, simulated: false })],
      [testAccount('x', 'ada')],
    );
    renderCards();
    const card = screen.getByTestId('post-1');
    expect(await within(card).findByText('Figures not read yet')).toBeTruthy();
    expect(within(card).queryByText('Simulated')).toBeNull();
    expect(within(card).getByRole('link', { name: 'View on X' })).toBeTruthy();
  });

  it('shows the schedule’s published items with the same line, one request for them all', async () => {
    const get = mockApi(
      [publication(1), publication(2, { late: true })],
      [figures(1), figures(2, { likes: 7 })],
    );
    renderWithProviders(<ScheduleList />);
    const published = await screen.findByRole('region', { name: 'Published' });
    await waitFor(() =>
      expect(within(published).getAllByRole('list', { name: 'Latest figures' })).toHaveLength(2),
    );
    expect(within(published).getAllByText('Simulated')).toHaveLength(2);
    expect(within(published).getByText('Late')).toBeTruthy();
    const items = within(published).getAllByRole('listitem');
    expect(items.filter((li) => li.textContent === '7 likes')).toHaveLength(1);
    expect(figureCalls(get).map(([, config]) => config?.params)).toEqual([{ ids: 'pub-1,pub-2' }]);
  });

  it('names the place of each part of a sandbox thread the way its "View on" link does', async () => {
    const part = publication(1).parts[0]!;
    mockApi(
      [
        publication(1, {
          kind: 'thread',
          parts: [1, 2].map((position) => ({ ...part, position, url: `${part.url}-${position}` })),
        }),
      ],
      [figures(1)],
    );
    renderWithProviders(<ScheduleList />);
    const published = await screen.findByRole('region', { name: 'Published' });
    expect(await within(published).findByRole('link', { name: 'View on sandbox X' })).toBeTruthy();
    const parts = within(published).getByRole('list', { name: 'Parts on sandbox X' });
    expect(
      within(parts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Post 1 on sandbox X', 'Post 2 on sandbox X']);
  });
});
