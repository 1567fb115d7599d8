import type { Publication } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
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
  parts: [{ position: 1, text: 'Ship small.', status: 'pending', xPostId: null, url: null }],
  ...overrides,
});

function mockApi(publications: Publication[]) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/settings') return { data: { settings: { timezone: 'UTC', slots: [] } } };
    if (url === '/api/v0/publications') return { data: { publications } };
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
