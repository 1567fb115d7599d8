import type { Publication } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { EVERGREEN_LABEL } from '../lib/evergreen';
import { ScheduleList } from './schedule-list';

const publication = (overrides: Partial<Publication> = {}): Publication => ({
  _id: 'pub-1',
  postId: 'post-1',
  kind: 'tweet',
  status: 'scheduled',
  publishAt: '2999-12-01T09:30:00.000Z',
  publishedAt: null,
  error: null,
  late: false,
  linksInReply: false,
  automations: [],
  automation: null,
  accountId: 'acc-x',
  network: 'x',
  parts: [
    { position: 1, text: 'Ship small.', status: 'pending', xPostId: null, url: null, media: [] },
  ],
  ...overrides,
});

function mockApi(publications: Publication[], accounts = [testAccount('x', 'ada')]) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config) => {
    if (url === '/api/v0/settings') return { data: { settings: { timezone: 'UTC', slots: [] } } };
    if (url === '/api/v0/accounts') return { data: { accounts } };
    if (url === '/api/v0/publications') {
      const accountId = (config?.params as { accountId?: string } | undefined)?.accountId;
      return {
        data: { publications: publications.filter((p) => !accountId || p.accountId === accountId) },
      };
    }
    return { data: { figures: [] } };
  });
}

const upcoming = () => {
  renderWithProviders(<ScheduleList />);
  return screen.findByRole('region', { name: 'Upcoming' });
};

describe('ScheduleList', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says in each empty section what would be there, and how something gets there', async () => {
    mockApi([]);
    renderWithProviders(<ScheduleList />);
    const said = async (name: string) =>
      (await screen.findByRole('region', { name })).querySelector('p')?.textContent;
    expect(await said('Upcoming')).toBe(
      'Nothing scheduled. Open a post and choose Schedule, or add it to your queue.',
    );
    expect(await said('Failed')).toBe('No post failed in the last 30 days.');
    expect(await said('Published')).toBe('Nothing went out in the last 30 days.');
  });

  it('marks a variant an evergreen post scheduled, by an accessible name', async () => {
    mockApi([publication({ automation: 'evergreen' }), publication({ _id: 'pub-2' })]);
    const region = await upcoming();
    const items = within(region).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: EVERGREEN_LABEL })).toBeTruthy();
    expect(within(items[1]!).queryByRole('img', { name: EVERGREEN_LABEL })).toBeNull();
  });

  it('cancels a publication only once the user confirms', async () => {
    mockApi([publication()]);
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: {} });
    const region = await upcoming();
    await userEvent.click(within(region).getByRole('button', { name: 'Cancel publication' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Cancel this publication?' });
    expect(within(confirm).getByText(/Ship small\./)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(within(region).getByRole('button', { name: 'Cancel publication' }));
    confirm = screen.getByRole('alertdialog', { name: 'Cancel this publication?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel publication' }));
    expect(remove).toHaveBeenCalledWith('/api/v0/publications/pub-1');
  });

  it('checks a new time before sending it, and closes the form without saving', async () => {
    mockApi([publication()]);
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    const region = await upcoming();
    await userEvent.click(within(region).getByRole('button', { name: 'Reschedule' }));
    const day = within(region).getByLabelText('Date');
    const save = within(region).getByRole('button', { name: 'Save new time' });
    await userEvent.clear(day);
    expect(within(region).getByText('Pick a date.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await userEvent.type(day, '2020-01-01');
    expect(within(region).getByText('Pick a time in the future.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await userEvent.click(within(region).getByRole('button', { name: 'Keep current time' }));
    expect(within(region).queryByLabelText('Date')).toBeNull();
    expect(patch).not.toHaveBeenCalled();
  });

  it('links to Settings from a failure that names it', async () => {
    mockApi([
      publication({
        status: 'failed',
        error: 'No X account is connected: connect one in Settings, then retry.',
      }),
    ]);
    renderWithProviders(<ScheduleList />);
    const failed = await screen.findByRole('region', { name: 'Failed' });
    const link = await within(failed).findByRole('link', { name: 'Settings' });
    expect(link.getAttribute('href')).toBe('/dashboard/settings');
    expect(link.parentElement!.textContent).toBe(
      'No X account is connected: connect one in Settings, then retry.',
    );
  });
});

describe('ScheduleList with several accounts', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  const onX = publication({ _id: 'pub-x' });
  const onBluesky = publication({
    _id: 'pub-bluesky',
    accountId: 'acc-bluesky',
    network: 'bluesky',
    parts: [
      { position: 1, text: 'On Bluesky.', status: 'pending', xPostId: null, url: null, media: [] },
    ],
  });
  const onGone = publication({ _id: 'pub-gone', accountId: null, network: 'mastodon' });
  const accounts = [
    testAccount('x', 'ada'),
    testAccount('bluesky', 'ada.bsky.social', { provider: 'sandbox' }),
  ];

  it('names the account each publication goes out on, and narrows the list to one account', async () => {
    const get = mockApi([onX, onBluesky, onGone], accounts);
    const { router } = renderWithProviders(<ScheduleList />);
    await screen.findByRole('region', { name: 'Upcoming' });
    const items = () =>
      within(screen.getByRole('region', { name: 'Upcoming' })).getAllByRole('listitem');
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('X @ada'),
      expect.stringContaining('Sandbox Bluesky @ada.bsky.social'),
      expect.stringContaining('Mastodon disconnected account'),
    ]);

    const filter = screen.getByRole('combobox', { name: 'Account' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All accounts', 'X @ada', 'Sandbox Bluesky @ada.bsky.social']);
    await userEvent.selectOptions(filter, 'Sandbox Bluesky @ada.bsky.social');
    await vi.waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]!.textContent).toContain('On Bluesky.');
    expect(get.mock.calls.filter(([url]) => url === '/api/v0/publications').at(-1)![1]).toEqual({
      params: expect.objectContaining({ accountId: 'acc-bluesky' }),
    });
    expect(router.state.location.search).toBe('?account=acc-bluesky');

    await userEvent.selectOptions(filter, 'All accounts');
    await vi.waitFor(() => expect(items()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('offers no filter with one account, and ignores one for an account gone since', async () => {
    const get = mockApi([onX], [accounts[0]!]);
    renderWithProviders(<ScheduleList />, { search: '?account=acc-gone' });
    const region = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
    const asked = get.mock.calls.filter(([url]) => url === '/api/v0/publications');
    expect(asked.at(-1)![1]).toEqual({
      params: expect.not.objectContaining({ accountId: expect.anything() }),
    });
  });
});
