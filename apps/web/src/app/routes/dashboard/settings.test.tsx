import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { automationsOff, testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { serverConfig } from '@/testing/server-config';
import { SettingsRoute } from './settings';

const account = testAccount('x', 'ada', { provider: 'sandbox' });
const scheduled = (id: string, status = 'scheduled', accountId = account._id) => ({
  _id: id,
  status,
  accountId,
});

const publications = [
  scheduled('a'),
  scheduled('b'),
  scheduled('c', 'published'),
  scheduled('d', 'scheduled', 'acc-bluesky'),
];

type Params = { params?: { status?: string; accountId?: string } } | undefined;

/** The API as the server answers it: `GET /api/v0/publications` filtered by status and account. */
function mockApi() {
  vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: unknown) => {
    if (url === '/api/config') return { data: serverConfig() };
    if (url === '/api/v0/settings') return { data: { settings: { timezone: 'UTC', slots: [] } } };
    if (url === '/api/v0/accounts') return { data: { accounts: [account] } };
    if (url.endsWith('/automations')) return { data: automationsOff() };
    const { status, accountId } = (config as Params)?.params ?? {};
    return {
      data: {
        publications: publications.filter(
          (p) => (!status || p.status === status) && (!accountId || p.accountId === accountId),
        ),
      },
    };
  });
}

describe('Settings', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi();
  });

  it('describes the theme that is chosen', async () => {
    renderWithProviders(<SettingsRoute />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByText(/keeps Quillpost light/)).toBeTruthy();
    expect(screen.queryByText(/System follows/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(screen.getByText('System follows your device’s light or dark setting.')).toBeTruthy();
  });

  it('disconnects an account only once the user confirms, saying how many of its publications would fail', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: {} });
    renderWithProviders(<SettingsRoute />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Disconnect @ada' }, { timeout: 5_000 }),
    );
    let confirm = screen.getByRole('alertdialog', { name: 'Disconnect @ada?' });
    expect(
      await within(confirm).findByText(
        '2 publications are scheduled on this account. They fail when they are due, even if you connect the account again.',
      ),
    ).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/api/v0/publications', {
      params: { status: 'scheduled', accountId: 'acc-x', limit: 100 },
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stay connected' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect @ada' }));
    confirm = screen.getByRole('alertdialog', { name: 'Disconnect @ada?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(remove).toHaveBeenCalledWith('/api/v0/accounts/acc-x');
  });

  it('shows the saved time zone even when the browser lists it under another name', async () => {
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['Asia/Calcutta', 'Europe/Paris']);
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/v0/settings') {
        return { data: { settings: { timezone: 'Asia/Kolkata', slots: [] } } };
      }
      if (url === '/api/v0/accounts') return { data: { accounts: [account] } };
      if (url === '/api/config') return { data: serverConfig() };
      if (url.endsWith('/automations')) return { data: automationsOff() };
      return { data: { publications: [] } };
    });
    renderWithProviders(<SettingsRoute />);
    const zone = (await screen.findByLabelText('Time zone')) as HTMLSelectElement;
    expect(zone.value).toBe('Asia/Kolkata');
    expect(zone.selectedOptions[0]!.textContent).toBe('Asia/Kolkata');
    expect(within(zone).getByRole('option', { name: 'UTC' })).toBeTruthy();
  });

  it('shows why the server refused the weekly slots', async () => {
    vi.spyOn(api, 'put').mockRejectedValue({
      message: 'slots: Monday 09:00 is listed twice',
      code: 'invalid_input',
    });
    renderWithProviders(<SettingsRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add slot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'slots: Monday 09:00 is listed twice',
    );
  });

  it('adds a slot at the next free time, so the weekdays preset plus one more saves', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { settings: {} } });
    renderWithProviders(<SettingsRoute />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use weekdays at 09:00 and 17:00' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    expect((screen.getByLabelText('Slot 11 day') as HTMLSelectElement).value).toBe('6');
    expect((screen.getByLabelText('Slot 11 time') as HTMLInputElement).value).toBe('17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    const { slots } = put.mock.calls[0]![1] as { slots: { weekday: number; time: string }[] };
    expect(new Set(slots.map((s) => `${s.weekday} ${s.time}`)).size).toBe(11);
  });

  it('brings the weekly slots into view when the schedule dialog sends the person to them', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithProviders(<SettingsRoute />, { path: '/dashboard/settings', search: '#schedule' });
    await screen.findByRole('button', { name: 'Add slot' });
    expect(scrolled.mock.contexts[0]).toHaveProperty('id', 'schedule');
    // jsdom has no scrolling of its own.
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
});
