import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { SettingsRoute } from './settings';

const account = { username: 'ada', name: 'Ada', provider: 'sandbox', status: 'connected' };

function mockApi() {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/settings') return { data: { settings: { timezone: 'UTC', slots: [] } } };
    if (url === '/api/v0/x/account') return { data: { account } };
    return { data: { publications: [] } };
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
