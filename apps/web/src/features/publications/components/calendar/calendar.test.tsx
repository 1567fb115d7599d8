import type { Publication } from '@quillpost/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { EVERGREEN_LABEL } from '../../lib/evergreen';
import { PASSED } from '../../lib/use-calendar-moves';
import { ScheduleViews } from '../schedule-views';

// Wednesday 24 March 2027, 13:00 in Berlin. Clocks there go forward on Sunday 28 March at 02:00.
const NOW = new Date('2027-03-24T12:00:00Z');

const publication = (id: string, publishAt: string, overrides: Partial<Publication> = {}) =>
  ({
    _id: id,
    postId: `post-${id}`,
    kind: 'tweet',
    status: 'scheduled',
    publishAt,
    publishedAt: null,
    error: null,
    late: false,
    linksInReply: false,
    automations: [],
    automation: null,
    accountId: 'acc-x',
    network: 'x',
    parts: [
      { position: 1, text: `Post ${id}.`, status: 'pending', xPostId: null, url: null, media: [] },
    ],
    ...overrides,
  }) satisfies Publication;

// Saturday 10:00 CET and Sunday 10:00 CEST: an hour apart in UTC, the same hour in Berlin.
const saturday = publication('sat', '2027-03-27T09:00:00.000Z');
const sunday = publication('sun', '2027-03-28T08:00:00.000Z', {
  accountId: 'acc-bluesky',
  network: 'bluesky',
});
const slots = [
  { weekday: 3, time: '09:00' }, // Wednesday: already past
  { weekday: 4, time: '09:00' },
  { weekday: 7, time: '10:00' }, // Sunday: held by a publication
  { weekday: 7, time: '17:00' },
];

function mockApi(publications: Publication[] = [saturday, sunday]) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/settings') {
      return { data: { settings: { timezone: 'Europe/Berlin', slots, timezoneSaved: true } } };
    }
    if (url === '/api/v0/accounts') {
      return {
        data: { accounts: [testAccount('x', 'ada'), testAccount('bluesky', 'ada.bsky.social')] },
      };
    }
    if (url === '/api/v0/posts/tweets') {
      const post = { _id: 'post-new', title: 'A description', content: 'Ship on Sunday.' };
      return { data: { tweets: [{ ...post, createdAt: '2027-03-20T10:00:00.000Z' }] } };
    }
    if (url === '/api/v0/posts/threads') return { data: { threads: [] } };
    return { data: { publications } };
  });
}

const cell = (name: string) => screen.findByRole('cell', { name });

/** Moves a publication from the menu beside it, as a person without a mouse would too. */
async function moveByMenu(cellName: string, post: string, step: string) {
  const user = userEvent.setup({ advanceTimers: () => {} });
  await user.click(within(await cell(cellName)).getByRole('button', { name: `Move “${post}”` }));
  await user.click(await screen.findByRole('menuitem', { name: step }));
}

async function showWeek() {
  localStorage.setItem('schedule-view', 'week');
  renderWithProviders(<ScheduleViews />);
  return screen.findByRole('table', { name: 'Week' });
}

describe('the schedule calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('places publications at their hour in the person’s zone across the daylight-saving change', async () => {
    mockApi();
    await showWeek();
    expect(screen.getByText('Times are in Europe/Berlin.', { exact: false })).toBeTruthy();
    const saturdayAtTen = await cell('Saturday 27 March, 10:00');
    expect(within(saturdayAtTen).getByText('Post sat.')).toBeTruthy();
    expect(within(saturdayAtTen).getByText('X')).toBeTruthy();
    expect(within(saturdayAtTen).getByText('@ada')).toBeTruthy();
    expect(within(saturdayAtTen).getByText('Scheduled')).toBeTruthy();
    const sundayAtTen = await cell('Sunday 28 March, 10:00');
    expect(within(sundayAtTen).getByText('Post sun.')).toBeTruthy();
    expect(within(sundayAtTen).getByText('Bluesky')).toBeTruthy();
    // Not at the hour UTC would give.
    expect(within(await cell('Saturday 27 March, 09:00')).queryByText('Post sat.')).toBeNull();
    expect(within(await cell('Sunday 28 March, 08:00')).queryByText('Post sun.')).toBeNull();
  });

  it('marks a variant an evergreen post scheduled, by an accessible name, and nothing else', async () => {
    mockApi([{ ...saturday, automation: 'evergreen' }, sunday]);
    await showWeek();
    const saturdayAtTen = await cell('Saturday 27 March, 10:00');
    expect(within(saturdayAtTen).getByRole('img', { name: EVERGREEN_LABEL })).toBeTruthy();
    const sundayAtTen = await cell('Sunday 28 March, 10:00');
    expect(within(sundayAtTen).queryByRole('img', { name: EVERGREEN_LABEL })).toBeNull();
  });

  it('draws the free weekly slots still ahead as open places', async () => {
    mockApi();
    await showWeek();
    const open = await screen.findAllByRole('button', { name: /^Open slot/ });
    expect(open.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open slot Thursday 25 March, 09:00: schedule a post',
      'Open slot Sunday 28 March, 17:00: schedule a post',
    ]);
    expect(within(await cell('Sunday 28 March, 17:00')).getByRole('button')).toBe(open[1]);
  });

  it('moves a publication a day later from the keyboard, keeping 10:00 across the change, and says so', async () => {
    mockApi();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    await showWeek();
    const user = userEvent.setup({ advanceTimers: () => {} });
    const move = within(await cell('Saturday 27 March, 10:00')).getByRole('button', {
      name: 'Move “Post sat.”',
    });
    move.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['An hour earlier', 'An hour later', 'A day earlier', 'A day later']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/api/v0/publications/sat', {
        publishAt: '2027-03-28T08:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText(
        /^Moved “Post sat\.” to Sunday,? 28 March 2027, 10:00 \(Europe\/Berlin\)\.$/,
      ),
    ).toBeTruthy();
  });

  it('shows a refusal beside the publication and leaves it at its place', async () => {
    mockApi();
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError('Only a scheduled publication can be rescheduled', 'conflict', 409),
    );
    await showWeek();
    await moveByMenu('Saturday 27 March, 10:00', 'Post sat.', 'An hour later');
    const saturdayAtTen = await cell('Saturday 27 March, 10:00');
    expect((await within(saturdayAtTen).findByRole('alert')).textContent).toBe(
      'Only a scheduled publication can be rescheduled',
    );
    expect(within(saturdayAtTen).getByText('Post sat.')).toBeTruthy();
    expect(within(await cell('Saturday 27 March, 11:00')).queryByText('Post sat.')).toBeNull();
  });

  it('refuses a move to a time already gone, in words, before asking the server', async () => {
    mockApi([publication('soon', '2027-03-24T12:30:00.000Z'), saturday]);
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    await showWeek();
    await moveByMenu('Wednesday 24 March, 13:00', 'Post soon.', 'An hour earlier');
    const stillThere = await cell('Wednesday 24 March, 13:00');
    expect((await within(stillThere).findByRole('alert')).textContent).toBe(PASSED);
    expect(within(stillThere).getByText('Post soon.')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
  });

  it('schedules a post from the library at an open slot, with the time filled in', async () => {
    mockApi();
    await showWeek();
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(
      await screen.findByRole('button', {
        name: 'Open slot Sunday 28 March, 17:00: schedule a post',
      }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Schedule a post' });
    expect(picker.textContent).toMatch(/Sunday,? 28 March 2027, 17:00 \(Europe\/Berlin\)/);
    await user.click(await within(picker).findByRole('button', { name: /Ship on Sunday\./ }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule tweet' });
    expect(within(dialog).getByText('(Europe/Berlin)')).toBeTruthy();
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('2027-03-28');
    expect((within(dialog).getByLabelText('Time') as HTMLInputElement).value).toBe('17:00');
  });

  it('remembers the view chosen', async () => {
    mockApi();
    const first = renderWithProviders(<ScheduleViews />);
    await userEvent
      .setup({ advanceTimers: () => {} })
      .click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByRole('table', { name: 'Month' })).toBeTruthy();
    first.unmount();
    renderWithProviders(<ScheduleViews />);
    expect(screen.getByRole('button', { name: 'Month', pressed: true })).toBeTruthy();
  });
});
