import type { Publication } from '@quillpost/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { ScheduleButton } from './schedule-button';

const content = [
  '🧵 Shipping small',
  '1/ Small pull requests.',
  '2/ See https://example.com/guide',
].join('\n\n');
const post = { _id: 'post-1', content };

const publication = (overrides: Partial<Publication> = {}): Publication => ({
  _id: 'pub-1',
  postId: 'post-1',
  kind: 'thread',
  status: 'scheduled',
  publishAt: '2026-12-01T09:30:00.000Z',
  publishedAt: null,
  error: null,
  late: false,
  linksInReply: false,
  automations: [],
  automation: null,
  accountId: 'acc-x',
  network: 'x',
  parts: [],
  ...overrides,
});

const account = testAccount('x', 'ada');

function mockApi({ accounts = [account] } = {}) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/settings')
      return {
        data: { settings: { timezone: 'Europe/London', slots: [{ weekday: 1, time: '09:00' }] } },
      };
    if (url === '/api/v0/accounts') return { data: { accounts } };
    return { data: { publications: [] } };
  });
  return vi.spyOn(api, 'post').mockResolvedValue({ data: { publication: publication() } });
}

async function openDialog(kind: 'thread' | 'tweet' = 'thread', shown = post) {
  renderWithProviders(<ScheduleButton kind={kind} post={shown} />);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  return screen.findByRole('dialog', { name: `Schedule ${kind}` });
}

const previewTexts = (dialog: HTMLElement) => {
  const posts = within(dialog).getByRole('list', { name: 'Posts that go out' });
  return within(posts)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === posts)
    .map((item) => item.querySelector('p')?.textContent);
};

describe('ScheduleDialog', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the exact posts that go out, with the header joined to the first, and the lint', async () => {
    mockApi();
    const dialog = await openDialog();
    await within(dialog).findByText(/As they go out on/);
    const posts = within(dialog).getByRole('list', { name: 'Posts that go out' });
    const items = within(posts)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === posts);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '🧵 Shipping small\n\n1/ Small pull requests.',
      '2/ See https://example.com/guide',
    ]);
    expect(items[1]!.textContent).toMatch(/13x more/);
    expect(await within(dialog).findByText('(Europe/London)')).toBeTruthy();
  });

  it('sends the chosen time in the user zone as UTC, and offers now and the queue', async () => {
    const create = mockApi();
    const dialog = await openDialog();
    await within(dialog).findByText('(Europe/London)');
    const day = within(dialog).getByLabelText('Date');
    const time = within(dialog).getByLabelText('Time');
    await userEvent.clear(day);
    await userEvent.type(day, '2999-07-01');
    await userEvent.clear(time);
    await userEvent.type(time, '09:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    // 09:30 in London in summer is 08:30 UTC.
    expect(create).toHaveBeenCalledWith('/api/v0/publications', {
      postId: 'post-1',
      publishAt: '2999-07-01T08:30:00.000Z',
      accountId: 'acc-x',
    });
    expect(await within(dialog).findByRole('status')).toBeTruthy();
  });

  it('publishes now or adds to the queue, and shows a refusal', async () => {
    const create = mockApi();
    create.mockRejectedValueOnce({
      message: 'Connect an X account before publishing.',
      code: 'conflict',
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Connect an X account before publishing.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to queue' }));
    expect(create.mock.calls.map((call) => (call[1] as { publishAt: string }).publishAt)).toEqual([
      'now',
      'next-slot',
    ]);
  });

  it('says before any click that an account is needed, linking to Settings', async () => {
    const create = mockApi({ accounts: [] });
    const dialog = await openDialog();
    const settings = await within(dialog).findByRole('link', { name: 'Settings' });
    expect(settings.getAttribute('href')).toBe('/dashboard/settings');
    expect(settings.parentElement!.textContent).toBe('Connect an account in Settings to publish.');
    for (const name of ['Publish now', 'Add to queue', 'Schedule']) {
      expect(within(dialog).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(create).not.toHaveBeenCalled();
  });

  it('can always be closed, and offers Close once the publication is made', async () => {
    mockApi();
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    dialog = await screen.findByRole('dialog', { name: 'Schedule thread' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to queue' }));
    await within(dialog).findByRole('status');
    expect(within(dialog).queryByRole('button', { name: 'Add to queue' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the Schedule button on Escape, and to Close once scheduled', async () => {
    mockApi();
    renderWithProviders(<ScheduleButton kind="thread" post={post} />);
    const opener = screen.getByRole('button', { name: 'Schedule' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Schedule thread' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Schedule thread' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to queue' }));
    await within(dialog).findByRole('status');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says what is wrong with the chosen time before sending, and drops an old refusal', async () => {
    const create = mockApi();
    create.mockRejectedValueOnce({ message: 'The publishing time is taken.', code: 'conflict' });
    const dialog = await openDialog();
    await within(dialog).findByText('(Europe/London)');
    const day = within(dialog).getByLabelText('Date');
    const time = within(dialog).getByLabelText('Time');
    const schedule = within(dialog).getByRole('button', { name: 'Schedule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to queue' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The publishing time is taken.',
    );
    await userEvent.clear(day);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('Pick a date.')).toBeTruthy();
    expect(schedule).toHaveProperty('disabled', true);
    await userEvent.type(day, '2020-01-01');
    expect(within(dialog).getByText('Pick a time in the future.')).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(schedule).toHaveProperty('disabled', true);
    await userEvent.clear(time);
    expect(within(dialog).getByText('Pick a time.')).toBeTruthy();
    await userEvent.clear(day);
    await userEvent.type(day, '2999-01-01');
    await userEvent.type(time, '09:30');
    expect(within(dialog).queryByText(/^Pick a/)).toBeNull();
    expect(schedule).toHaveProperty('disabled', false);
  });

  it('is not offered for ideas or unsaved posts', () => {
    renderWithProviders(
      <>
        <ScheduleButton kind="idea" post={post} />
        <ScheduleButton kind="tweet" post={{ content: 'unsaved' }} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
  });

  it('moves the links into a reply of their own, saves the post, and shows the new parts', async () => {
    mockApi();
    const moved = `${content.replace(' https://example.com/guide', '')}\n\n3/ https://example.com/guide`;
    const save = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ data: { thread: { ...post, content: moved } } });
    const dialog = await openDialog();
    const move = within(dialog).getByRole('button', { name: 'Move links to a reply' });
    expect(move.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(move);
    expect(save).toHaveBeenCalledWith('/api/v0/posts/threads/post-1', { content: moved });
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Links moved to their own reply and the post saved.',
    );
    expect(previewTexts(dialog)).toEqual([
      '🧵 Shipping small\n\n1/ Small pull requests.',
      '2/ See',
      '3/ https://example.com/guide',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Move links to a reply' })).toBeNull();
    expect(within(dialog).queryByText(/13x more/)).toBeNull();
    expect(within(dialog).getByText(/Part 3 holds only links, as a reply of its own/)).toBeTruthy();
  });

  it('keeps the parts when saving the move is refused, and offers nothing without links', async () => {
    mockApi();
    vi.spyOn(api, 'patch').mockRejectedValue({ message: 'A thread has at most 25 parts.' });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move links to a reply' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'A thread has at most 25 parts.',
    );
    expect(previewTexts(dialog)).toHaveLength(2);
  });

  it('sends a tweet links as a reply of the publication, leaving the saved tweet alone', async () => {
    const create = mockApi();
    const save = vi.spyOn(api, 'patch');
    const dialog = await openDialog('tweet', {
      _id: 'post-2',
      content: 'Read the guide https://example.com/guide today',
    });
    expect(within(dialog).getByText(/13x more/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Move links to a reply' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Move links to a reply' }));
    expect(previewTexts(dialog)).toEqual(['Read the guide today', 'https://example.com/guide']);
    expect(within(dialog).queryByText(/13x more/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(create).toHaveBeenCalledWith('/api/v0/publications', {
      postId: 'post-2',
      publishAt: 'now',
      linksInReply: true,
      accountId: 'acc-x',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('offers no move for a tweet without links', async () => {
    mockApi();
    const dialog = await openDialog('tweet', { _id: 'post-3', content: 'Ship small.' });
    await within(dialog).findByRole('checkbox', { name: 'X @ada' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Move links to a reply' })).toBeNull();
  });
});
