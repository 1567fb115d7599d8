import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { answer, serveAnalytics } from '../testing/analytics-answer';
import { AnalyticsScreen } from './analytics-screen';

describe('AnalyticsScreen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('invites the user to connect an account when none is connected', async () => {
    serveAnalytics(answer({ accounts: [], account: null, publications: [] }));
    renderWithProviders(<AnalyticsScreen />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Connect an account to see your analytics' },
        // The first render of the file also loads the screen's modules.
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect an account' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
  });

  it('shows totals, top posts and a table for each chart, asking for the chosen period', async () => {
    const get = serveAnalytics(answer());
    renderWithProviders(<AnalyticsScreen />);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('1,500')).toBeTruthy();
    expect(within(totals).getByText('2.8%')).toBeTruthy();
    expect(screen.getByRole('table', { name: /posts with the most impressions/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Impressions and engagements by day' })).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Impressions by part of the chosen thread' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Across 1 thread, 44.4% of the people who saw part 1 also saw part 2.'),
    ).toBeTruthy();
    expect(screen.getByText(/Best hours: Monday 09:00 \(1,500 per post, 1 post\)/)).toBeTruthy();
    expect(screen.queryByText('Simulated')).toBeNull();
    // Each group table's first column is named like the others, as a heading, not a lowercase key.
    for (const [table, group] of [
      ['By format', 'Format'],
      ['By tone', 'Tone'],
    ] as const) {
      const headers = within(screen.getByRole('table', { name: new RegExp(`^${table}:`) }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers).toEqual([group, 'Impressions per post', 'Rate', 'Rests on']);
    }

    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    const params = get.mock.calls.at(-1)![1]!.params as Record<string, string>;
    const days = (Date.parse(params.to!) - Date.parse(params.from!)) / 86_400_000;
    expect(days).toBe(6);
  });

  it('says once, above the figures, that sandbox X figures are simulated', async () => {
    serveAnalytics(
      answer({
        simulated: true,
        accounts: [
          { _id: 'acc-x', network: 'x', handle: 'ada', provider: 'sandbox', status: 'connected' },
        ],
        account: { username: 'ada', provider: 'sandbox', status: 'connected' },
      }),
    );
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.getAllByText(/every figure here is simulated except/)).toHaveLength(1);
    // No badge on each total and chart repeats it.
    expect(screen.queryByText('Simulated')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'View on sandbox X' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'View on X' })).toBeNull();
  });

  it('asks for a read and says so', async () => {
    serveAnalytics(answer());
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { queued: true, message: 'Your figures are being read from X.' },
    });
    renderWithProviders(<AnalyticsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh figures' }));
    expect(post).toHaveBeenCalledWith('/api/v0/analytics/refresh');
    expect(await screen.findByText('Your figures are being read from X.')).toBeTruthy();
  });
});
