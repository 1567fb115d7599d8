import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { SettingsRoute } from './settings';

const account = { username: 'ada', name: 'Ada', provider: 'sandbox', status: 'connected' };
const scheduled = (id: string, status = 'scheduled') => ({ _id: id, status });

const publications = [scheduled('a'), scheduled('b'), scheduled('c', 'published')];

/** The API as the server answers it: `GET /api/v0/publications` filtered by `status`. */
function mockApi() {
  vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: unknown) => {
    if (url === '/api/v0/settings') return { data: { settings: { timezone: 'UTC', slots: [] } } };
    if (url === '/api/v0/x/account') return { data: { account } };
    const status = (config as { params?: { status?: string } } | undefined)?.params?.status;
    return { data: { publications: publications.filter((p) => !status || p.status === status) } };
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

  it('disconnects X only once the user confirms, saying how many publications would fail', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: {} });
    renderWithProviders(<SettingsRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Disconnect @ada?' });
    expect(
      await within(confirm).findByText(
        '2 publications are scheduled. They fail if no X account is connected when they are due.',
      ),
    ).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/api/v0/publications', {
      params: { status: 'scheduled', limit: 100 },
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stay connected' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    confirm = screen.getByRole('alertdialog', { name: 'Disconnect @ada?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(remove).toHaveBeenCalledWith('/api/v0/x/account');
  });

  it('shows the saved time zone even when the browser lists it under another name', async () => {
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['Asia/Calcutta', 'Europe/Paris']);
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/v0/settings') {
        return { data: { settings: { timezone: 'Asia/Kolkata', slots: [] } } };
      }
      if (url === '/api/v0/x/account') return { data: { account } };
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
});
