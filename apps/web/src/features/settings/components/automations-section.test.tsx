import type { AccountAutomations } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { AutomationsSection } from './automations-section';

const x = testAccount('x', 'ada');
const bluesky = testAccount('bluesky', 'ada.bsky.social');

const saved = (overrides: Partial<AccountAutomations['autoRepost']> = {}): AccountAutomations => ({
  autoPlug: { enabled: true, likes: 25, texts: ['The full guide is at https://example.com'] },
  autoRepost: { enabled: false, afterHours: 12, unavailable: null, ...overrides },
});

function serve(answer: AccountAutomations) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/automations')) return { data: answer };
    throw new Error(`unexpected ${url}`);
  });
}

async function open(account = x) {
  renderWithProviders(<AutomationsSection account={account} />);
  await userEvent.click(screen.getByText('Automations'));
  return screen.findByRole('region', { name: 'Auto-plug' });
}

describe('the automations of an account', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('counts each plug text by the network as it is typed, and says beside it what is wrong', async () => {
    serve(saved());
    const plug = await open();
    expect(within(plug).getByText('44/280 characters on X')).toBeTruthy();
    const field = within(plug).getByLabelText('Plug text 1');
    await userEvent.clear(field);
    await userEvent.paste('a'.repeat(281));
    expect(within(plug).getByText('281/280 characters on X')).toBeTruthy();
    expect(
      within(plug).getByText('Plug text 1 is 281 characters as X counts them; the limit is 280.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      (screen.getByRole('button', { name: 'Save automations' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('counts graphemes on Bluesky, and refuses two texts that are the same', async () => {
    serve(saved());
    const plug = await open(bluesky);
    await userEvent.click(within(plug).getByRole('button', { name: 'Add a plug text' }));
    await userEvent.click(within(plug).getByLabelText('Plug text 2'));
    await userEvent.paste('the FULL guide is at https://example.com');
    expect(within(plug).getByText('Plug text 2 repeats plug text 1 word for word.')).toBeTruthy();
    expect(within(plug).getAllByText(/\/300 graphemes on Bluesky/)).toHaveLength(2);
  });

  it('saves the plug and the repost as one body', async () => {
    serve(saved());
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => ({
      data: {
        ...(body as object),
        autoRepost: { ...(body as AccountAutomations).autoRepost, unavailable: null },
      },
    }));
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto-repost' }));
    const hours = screen.getByLabelText('Hours after it went out');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(screen.getByRole('button', { name: 'Save automations' }));
    expect(put).toHaveBeenCalledWith(`/api/v0/accounts/${x._id}/automations`, {
      autoPlug: { enabled: true, likes: 25, texts: ['The full guide is at https://example.com'] },
      autoRepost: { enabled: true, afterHours: 48 },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
  });

  it('says beside the field when the hours or likes are out of range', async () => {
    serve(saved());
    await open();
    const hours = screen.getByLabelText('Hours after it went out');
    await userEvent.clear(hours);
    await userEvent.type(hours, '169');
    expect(screen.getByText('Hours must be a whole number from 1 to 168.')).toBeTruthy();
    const likes = screen.getByLabelText('Likes before the plug');
    await userEvent.clear(likes);
    await userEvent.type(likes, '0');
    expect(screen.getByText('Likes must be a whole number, 1 or more.')).toBeTruthy();
  });

  it('says plainly when the account cannot repost', async () => {
    serve(saved({ unavailable: 'This X app’s API access does not include reposts.' }));
    await open();
    expect(screen.getByText('This X app’s API access does not include reposts.')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Auto-repost' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('shows the server’s refusal', async () => {
    serve(saved());
    vi.spyOn(api, 'put').mockRejectedValue({
      message: 'autoPlug.texts[0] is empty.',
      code: 'invalid_input',
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Save automations' }));
    expect((await screen.findByRole('alert')).textContent).toContain('autoPlug.texts[0] is empty.');
  });
});
