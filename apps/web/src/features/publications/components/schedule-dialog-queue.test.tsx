import type { Publication } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { ScheduleButton } from './schedule-button';

const account = testAccount('x', 'ada');
const post = { _id: 'post-1', content: 'Small pull requests get reviewed.' };
const THURSDAY_AT_NINE = { weekday: 4, time: '09:00' };

const waitingPublication = (overrides: Partial<Publication>): Publication => ({
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
  parts: [],
  ...overrides,
});

function mockApi({ slots = [THURSDAY_AT_NINE], publications = [] as Publication[] } = {}) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/settings')
      return { data: { settings: { timezone: 'Europe/Berlin', timezoneSaved: true, slots } } };
    if (url === '/api/v0/accounts') return { data: { accounts: [account] } };
    return { data: { publications } };
  });
  const answer = { data: { publication: waitingPublication({ _id: 'pub-2' }) } };
  return {
    post: vi.spyOn(api, 'post').mockResolvedValue(answer),
    patch: vi.spyOn(api, 'patch').mockResolvedValue(answer),
  };
}

async function openDialog() {
  renderWithProviders(<ScheduleButton kind="tweet" post={post} />);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  return screen.findByRole('dialog', { name: 'Schedule tweet' });
}

describe('ScheduleDialog and the queue', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A Wednesday noon in Berlin: the next Thursday 09:00 is the next day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('names the slot "Add to queue" takes before the click, past the ones already held', async () => {
    mockApi({ publications: [waitingPublication({ postId: 'other-post' })] });
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText('Next free slot: Thu 3 Dec, 09:00 (Europe/Berlin)'),
    ).toBeTruthy();
  });

  it('says there is no slot and links to the slot settings instead of sending a doomed request', async () => {
    const calls = mockApi({ slots: [] });
    const dialog = await openDialog();
    const note = await within(dialog).findByText(/No free slot in your queue/);
    expect(within(note).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings#schedule',
    );
    const add = within(dialog).getByRole('button', { name: 'Add to queue' });
    expect(add).toHaveProperty('disabled', true);
    await userEvent.click(add);
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('offers to reschedule a post already waiting on the account, and moves it instead of a 409', async () => {
    const calls = mockApi({ publications: [waitingPublication({})] });
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(
        /Already scheduled for Thursday,? 26 November 2026, 09:00 \(Europe\/Berlin\)/,
      ),
    ).toBeTruthy();
    // Its own slot is free again for it.
    expect(within(dialog).getByText(/Next free slot: Thu 26 Nov, 09:00/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(calls.patch).toHaveBeenCalledWith('/api/v0/publications/pub-1', {
      publishAt: expect.any(String),
    });
    expect(calls.post).not.toHaveBeenCalled();
    expect(await within(dialog).findByText(/Rescheduled for/)).toBeTruthy();
  });
});
