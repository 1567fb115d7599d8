import type { Publication } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { ScheduleButton } from './schedule-button';

const x = testAccount('x', 'ada');
const bluesky = testAccount('bluesky', 'ada.bsky.social', { provider: 'sandbox' });
const mastodon = testAccount('mastodon', '@ada@mastodon.social', {
  rules: { maxLength: 1000, maxImages: 4 },
});

const link = `https://example.com/articles/${'b'.repeat(60)}`;

const made = (accountId: string): { data: { publication: Publication } } => ({
  data: {
    publication: {
      _id: `pub-${accountId}`,
      postId: 'post-1',
      kind: 'tweet',
      status: 'scheduled',
      publishAt: '2999-07-01T08:30:00.000Z',
      publishedAt: null,
      error: null,
      late: false,
      linksInReply: false,
      automations: [],
      automation: null,
      accountId,
      network: accountId.replace('acc-', ''),
      parts: [],
    },
  },
});

function serve() {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/settings')
      return { data: { settings: { timezone: 'UTC', slots: [{ weekday: 1, time: '09:00' }] } } };
    if (url === '/api/v0/accounts') return { data: { accounts: [x, bluesky, mastodon] } };
    return { data: { publications: [] } };
  });
}

async function openDialog(content: string) {
  renderWithProviders(<ScheduleButton kind="tweet" post={{ _id: 'post-1', content }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule tweet' });
  await within(dialog).findByRole('checkbox', { name: 'X @ada' }, { timeout: 5_000 });
  return dialog;
}

/** Each chosen account's posts, folded under a summary. */
const folds = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('group')
    .filter((group) => group.tagName === 'DETAILS');

const counterOf = (list: HTMLElement) =>
  within(list).getByTitle(/ of \d+ (characters|graphemes)$/).textContent;

describe('ScheduleDialog with several accounts', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve();
  });

  it('chooses none of several accounts by itself, and counts the posts by each chosen network', async () => {
    const dialog = await openDialog(`Read ${link} today`);
    for (const name of [
      'X @ada',
      'Sandbox Bluesky @ada.bsky.social',
      'Mastodon @ada@mastodon.social',
    ]) {
      expect(within(dialog).getByRole('checkbox', { name })).toHaveProperty('checked', false);
    }
    expect(within(dialog).getByText('Choose at least one account.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Publish now' })).toHaveProperty(
      'disabled',
      true,
    );

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Bluesky/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mastodon/ }));
    const onBluesky = within(dialog).getByRole('list', {
      name: 'Posts that go out on Bluesky @ada.bsky.social',
    });
    const onMastodon = within(dialog).getByRole('list', {
      name: 'Posts that go out on Mastodon @ada@mastodon.social',
    });
    // Bluesky shows the link shortened and counts it so; Mastodon counts any link as 23.
    expect(within(onBluesky).getByText('Read example.com/articles/bbbbbb... today')).toBeTruthy();
    expect(counterOf(onBluesky)).toBe(`${5 + 30 + 6}/300`);
    expect(counterOf(onMastodon)).toBe(`${5 + 23 + 6}/1000`);
    expect(within(onMastodon).getByText(`Read ${link} today`)).toBeTruthy();
    // Each account's posts fold under how they fare there; the first stays open.
    const [first, second] = folds(dialog);
    expect(first!.querySelector('summary')!.textContent).toBe(
      `On Sandbox Bluesky @ada.bsky.social · longest ${5 + 30 + 6}/300`,
    );
    expect(first).toHaveProperty('open', true);
    expect(second).toHaveProperty('open', false);
    // The cost of a link is X's alone.
    expect(within(dialog).queryByText(/13x more/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Publish now' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('holds back a post one chosen network refuses as it is, until that account is left out', async () => {
    const dialog = await openDialog('a'.repeat(290));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'X @ada' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mastodon/ }));
    const onX = within(dialog).getByRole('list', { name: 'Posts that go out on X @ada' });
    expect(counterOf(onX)).toBe('290/280');
    // Posts to fix are never folded away.
    expect(folds(dialog).map((fold) => fold.querySelector('summary')!.textContent)).toEqual([
      'On X @ada · longest 290/280 · 1 post will be refused',
      'On Mastodon @ada@mastodon.social · longest 290/1000',
    ]);
    expect(onX.textContent).toContain(
      'Will be refused: Part 1 is 290 characters as X counts them; the limit is 280.',
    );
    expect(
      within(dialog).getByText(
        'The post cannot go out as it is on X @ada: edit it, or leave that account out.',
      ),
    ).toBeTruthy();
    const schedule = within(dialog).getByRole('button', { name: 'Add to queue' });
    expect(schedule).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'X @ada' }));
    expect(schedule).toHaveProperty('disabled', false);
  });

  it('makes one publication per chosen account and says what happened on each', async () => {
    const create = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce(made('acc-bluesky'))
      .mockRejectedValueOnce({
        message:
          'This post already has a scheduled publication on this account; reschedule that one.',
        code: 'conflict',
      })
      .mockResolvedValueOnce(made('acc-mastodon'));
    const dialog = await openDialog('Ship small.');
    const onBluesky = within(dialog).getByRole('checkbox', { name: /Bluesky/ });
    const onMastodon = within(dialog).getByRole('checkbox', { name: /Mastodon/ });
    await userEvent.click(onBluesky);
    await userEvent.click(onMastodon);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to queue' }));

    expect(create.mock.calls).toEqual([
      [
        '/api/v0/publications',
        { postId: 'post-1', publishAt: 'next-slot', accountId: 'acc-bluesky' },
      ],
      [
        '/api/v0/publications',
        { postId: 'post-1', publishAt: 'next-slot', accountId: 'acc-mastodon' },
      ],
    ]);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Scheduled on 1 of 2 accounts. Why the others refused it is said beside each.',
    );
    const beside = (checkbox: HTMLElement) =>
      document.getElementById(checkbox.getAttribute('aria-describedby')!)!.textContent;
    expect(beside(onBluesky)).toBe('Scheduled for Monday, 1 July 2999, 08:30 (UTC).');
    expect(onBluesky).toHaveProperty('disabled', true);
    expect(beside(onMastodon)).toBe(
      'This post already has a scheduled publication on this account; reschedule that one.',
    );
    expect(onMastodon.getAttribute('aria-invalid')).toBe('true');

    // Trying again asks only on the account that refused.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to queue' }));
    expect(create).toHaveBeenCalledTimes(3);
    expect(create.mock.calls[2]![1]).toEqual({
      postId: 'post-1',
      publishAt: 'next-slot',
      accountId: 'acc-mastodon',
    });
    const done = await within(dialog).findByRole('status');
    expect(done.textContent).toMatch(/^On its way on 2 accounts\. See them in the schedule\./);
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Sandbox Bluesky @ada.bsky.social Scheduled for Monday, 1 July 2999, 08:30 (UTC).',
      'Mastodon @ada@mastodon.social Scheduled for Monday, 1 July 2999, 08:30 (UTC).',
    ]);
  });
});
