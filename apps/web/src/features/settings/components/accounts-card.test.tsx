import type { Account } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { leaveFor } from '@/lib/leave-for';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { serverConfig } from '@/testing/server-config';
import { AccountsCard } from './accounts-card';

vi.mock('@/lib/leave-for', () => ({ leaveFor: vi.fn() }));

const sandboxX = testAccount('x', 'sandbox_writer', {
  provider: 'sandbox',
  name: 'Sandbox Writer',
});
const bluesky = testAccount('bluesky', 'ada.bsky.social', {
  status: 'reconnect',
  connectedAt: '2026-11-02T09:00:00.000Z',
});
const mastodon = testAccount('mastodon', '@ada@mastodon.social', {
  connectedAt: '2026-11-03T09:00:00.000Z',
});

/** The server: the configuration of a local server and the given accounts. */
function serve(accounts: Account[]) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/config') return { data: serverConfig() };
    if (url === '/api/v0/accounts') return { data: { accounts } };
    throw new Error(`unexpected ${url}`);
  });
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });
const refusal = (message: string, code = 'invalid_input') => ({ message, code });

describe('AccountsCard', () => {
  beforeEach(() => {
    vi.mocked(leaveFor).mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('lists each network’s accounts with their sandbox mark and state, and what can be connected', async () => {
    serve([sandboxX, bluesky]);
    renderWithProviders(<AccountsCard />);

    const x = await section('X');
    const [item] = within(within(x).getByRole('list', { name: 'X accounts' })).getAllByRole(
      'listitem',
    );
    expect(item!.textContent).toContain('@sandbox_writer');
    expect(within(item!).getByText('Sandbox Writer')).toBeTruthy();
    expect(within(item!).getByText('Sandbox X: nothing is posted')).toBeTruthy();
    expect(within(item!).getByText('Status: Connected')).toBeTruthy();
    expect(within(item!).getByRole('button', { name: 'Disconnect @sandbox_writer' })).toBeTruthy();
    // X is offered only as its sandbox here, under the button every journey knows.
    expect(within(x).getByRole('button', { name: 'Connect X account' })).toBeTruthy();

    const sky = await section('Bluesky');
    expect(within(sky).getByText('Status: Needs reconnecting')).toBeTruthy();
    expect(within(sky).getByRole('alert').textContent).toBe(
      'Bluesky no longer accepts this connection. Reconnect to keep publishing.',
    );
    expect(within(sky).getByRole('button', { name: 'Reconnect @ada.bsky.social' })).toBeTruthy();
    expect(within(sky).getByRole('button', { name: 'Connect Bluesky account' })).toBeTruthy();
    expect(
      within(sky).getByRole('button', { name: 'Connect sandbox Bluesky account' }),
    ).toBeTruthy();
    expect(within(sky).getByText('Sandbox Bluesky: nothing is posted')).toBeTruthy();

    const masto = await section('Mastodon');
    expect(within(masto).getByText('No Mastodon account is connected.')).toBeTruthy();
  });

  it('connects Bluesky with a handle and an app password, and says where an app password is made', async () => {
    const get = serve([]);
    const connect = vi.spyOn(api, 'post').mockResolvedValue({
      status: 201,
      data: { account: testAccount('bluesky', 'ada.bsky.social') },
    });
    renderWithProviders(<AccountsCard />);
    const sky = await section('Bluesky');
    await userEvent.click(within(sky).getByRole('button', { name: 'Connect Bluesky account' }));
    const form = within(sky).getByRole('form', { name: 'Connect a Bluesky account' });
    const password = within(form).getByLabelText('App password');
    const [hintId] = password.getAttribute('aria-describedby')!.split(' ');
    const hint = document.getElementById(hintId!)!;
    expect(hint.textContent).toMatch(
      /Make one in Bluesky under Settings > Privacy and security > App passwords\.$/,
    );
    await userEvent.type(within(form).getByLabelText('Handle'), 'ada.bsky.social');
    await userEvent.type(password, 'abcd-efgh-ijkl-mnop');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));

    expect(connect).toHaveBeenCalledWith('/api/v0/accounts/connect', {
      network: 'bluesky',
      identifier: 'ada.bsky.social',
      appPassword: 'abcd-efgh-ijkl-mnop',
    });
    expect((await within(sky).findByRole('status')).textContent).toBe(
      'Connected as @ada.bsky.social.',
    );
    expect(within(sky).queryByRole('form')).toBeNull();
    // The list is read again, with the new account in it.
    expect(get.mock.calls.filter(([url]) => url === '/api/v0/accounts')).toHaveLength(2);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('says beside each field what Bluesky refused, and sends the sandbox flag for the sandbox', async () => {
    serve([]);
    const connect = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        refusal(
          'identifier must be your Bluesky handle or e-mail; appPassword must be an app password made in Bluesky’s settings',
        ),
      )
      .mockRejectedValueOnce(
        refusal(
          'appPassword: Sandbox Bluesky takes an app password shaped xxxx-xxxx-xxxx-xxxx; see Settings > Privacy and security > App passwords.',
        ),
      );
    renderWithProviders(<AccountsCard />);
    const sky = await section('Bluesky');
    await userEvent.click(
      within(sky).getByRole('button', { name: 'Connect sandbox Bluesky account' }),
    );
    const form = within(sky).getByRole('form', { name: 'Connect a sandbox Bluesky account' });
    expect(within(form).getByText(/Sandbox Bluesky: nothing is posted/)).toBeTruthy();
    const handle = within(form).getByLabelText('Handle');
    const password = within(form).getByLabelText('App password');
    await userEvent.type(handle, ' ');
    await userEvent.type(password, ' ');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));

    const said = (field: HTMLElement) =>
      field
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent);
    expect(handle.getAttribute('aria-invalid')).toBe('true');
    expect(said(handle)).toEqual(['Handle must be your Bluesky handle or e-mail']);
    expect(said(password)[0]).toBe(
      'App password must be an app password made in Bluesky’s settings',
    );
    expect(document.activeElement).toBe(handle);

    await userEvent.type(handle, 'ada');
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(connect).toHaveBeenLastCalledWith('/api/v0/accounts/connect', {
      network: 'bluesky',
      identifier: ' ada',
      appPassword: ' wrong',
      sandbox: true,
    });
    await vi.waitFor(() => expect(handle.getAttribute('aria-invalid')).toBeNull());
    expect(said(password)[0]).toBe(
      'Sandbox Bluesky takes an app password shaped xxxx-xxxx-xxxx-xxxx; see Settings > Privacy and security > App passwords.',
    );
    expect(document.activeElement).toBe(password);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('sends the browser to the Mastodon instance named, and says beside the address what was refused', async () => {
    serve([]);
    const connect = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        refusal('instance: mastodon.example does not answer like a Mastodon instance'),
      )
      .mockRejectedValueOnce(refusal('Too many connects; wait a minute.', 'rate_limited'))
      .mockResolvedValueOnce({ data: { url: 'https://mastodon.social/oauth/authorize?state=s' } });
    renderWithProviders(<AccountsCard />);
    const masto = await section('Mastodon');
    await userEvent.click(within(masto).getByRole('button', { name: 'Connect Mastodon account' }));
    const form = within(masto).getByRole('form', { name: 'Connect a Mastodon account' });
    const address = within(form).getByLabelText('Instance address');
    await userEvent.type(address, 'mastodon.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to Mastodon' }));

    const error = await within(form).findByText(
      'mastodon.example does not answer like a Mastodon instance',
    );
    expect(address.getAttribute('aria-describedby')).toContain(error.id);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(address);

    // A refusal that names no field is said for the whole form.
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to Mastodon' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Too many connects; wait a minute.',
    );
    expect(address.getAttribute('aria-invalid')).toBeNull();

    await userEvent.clear(address);
    await userEvent.type(address, 'mastodon.social');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to Mastodon' }));
    expect(connect).toHaveBeenLastCalledWith('/api/v0/accounts/connect', {
      network: 'mastodon',
      instance: 'mastodon.social',
    });
    await vi.waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://mastodon.social/oauth/authorize?state=s'),
    );
  });

  it('connects sandbox Mastodon and X in the browser at once, and reconnects an account lost', async () => {
    serve([testAccount('x', 'ada', { provider: 'sandbox', status: 'reconnect' })]);
    const connect = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { url: 'http://127.0.0.1/consent' } });
    renderWithProviders(<AccountsCard />);
    const masto = await section('Mastodon');
    await userEvent.click(
      within(masto).getByRole('button', { name: 'Connect sandbox Mastodon account' }),
    );
    expect(connect).toHaveBeenLastCalledWith('/api/v0/accounts/connect', {
      network: 'mastodon',
      instance: 'sandbox.mastodon.local',
      sandbox: true,
    });
    const x = await section('X');
    await userEvent.click(within(x).getByRole('button', { name: 'Reconnect @ada' }));
    expect(connect).toHaveBeenLastCalledWith('/api/v0/accounts/connect', {
      network: 'x',
      sandbox: true,
    });
    expect(leaveFor).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['?account=connected', 'Connected as @ada@mastodon.social.'],
    // X answers on its own parameter, about its own newest account.
    ['?x=connected', 'Connected as @sandbox_writer.'],
  ])('shows what came back from connecting in the browser (%s)', async (search, said) => {
    serve([sandboxX, mastodon]);
    renderWithProviders(<AccountsCard />, { search });
    expect((await screen.findByRole('status', {}, { timeout: 5_000 })).textContent).toBe(said);
  });

  it('shows why a connection in the browser failed', async () => {
    serve([]);
    renderWithProviders(<AccountsCard />, {
      search: '?account=error&message=Mastodon%20did%20not%20grant%20access.',
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Mastodon did not grant access.',
    );
  });
});
