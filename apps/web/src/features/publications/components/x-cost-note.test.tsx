import type { Account } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { getServerConfig } from '@/lib/server-config';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { serverConfig } from '@/testing/server-config';
import { ScheduleButton } from './schedule-button';

vi.mock('@/lib/server-config', () => ({ getServerConfig: vi.fn() }));

function serve(accounts: Account[]) {
  vi.mocked(getServerConfig).mockResolvedValue(serverConfig());
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/settings') return { data: { settings: { timezone: 'UTC', slots: [] } } };
    if (url === '/api/v0/accounts') return { data: { accounts } };
    return { data: { publications: [] } };
  });
}

async function openDialog(kind: 'tweet' | 'thread', content: string) {
  renderWithProviders(<ScheduleButton kind={kind} post={{ _id: 'post-1', content }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  return screen.findByRole('dialog', { name: `Schedule ${kind}` });
}

const thread = '🧵 Small steps\n\n1/ Ship small.\n\n2/ Read https://example.com/notes later.';

describe('the cost on X in the schedule dialog', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says what the posts cost on X, dearer with a link', async () => {
    serve([testAccount('x', 'ada')]);
    const dialog = await openDialog('thread', thread);
    expect(await within(dialog).findByText('Costs about $0.215 on X')).toBeTruthy();
  });

  it('says a tweet without a link costs a post', async () => {
    serve([testAccount('x', 'ada')]);
    const dialog = await openDialog('tweet', 'Ship small, ship often.');
    expect(await within(dialog).findByText('Costs about $0.015 on X')).toBeTruthy();
  });

  it('says only that sandbox X is free', async () => {
    serve([testAccount('x', 'ada', { provider: 'sandbox' })]);
    const dialog = await openDialog('tweet', 'Ship small, ship often.');
    expect(
      await within(dialog).findByText('Sandbox X is free: nothing is posted, so nothing is spent.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Costs about/)).toBeNull();
  });

  it('says nothing of X when the account is on another network', async () => {
    serve([testAccount('mastodon', '@ada@mastodon.social')]);
    const dialog = await openDialog('tweet', 'Ship small, ship often.');
    await within(dialog).findByText(/As they go out on/);
    expect(within(dialog).queryByText(/on X|Sandbox X/)).toBeNull();
  });
});
