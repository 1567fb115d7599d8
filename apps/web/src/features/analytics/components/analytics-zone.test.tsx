import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { answer, serveAnalytics } from '../testing/analytics-answer';
import { AnalyticsScreen } from './analytics-screen';

describe('AnalyticsScreen in the user’s time zone', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.useRealTimers());

  it('asks for figures in the zone of the settings and writes every time in it, once named', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z'), toFake: ['Date'] });
    const get = serveAnalytics(answer(), 'Europe/Berlin');
    renderWithProviders(<AnalyticsScreen />);

    expect(
      await screen.findByText(
        'Last read from X on 2 November 2026 at 11:00. Days and times are in Europe/Berlin.',
        undefined,
        // The first render of the file also loads the screen's modules.
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    const asked = get.mock.calls.filter(([url]) => url === '/api/v0/analytics');
    // Half past midnight of 23 November in Berlin, 30 days back from there.
    expect(asked.map(([, config]) => config!.params)).toEqual([
      { from: '2026-10-25', to: '2026-11-23', timezone: 'Europe/Berlin' },
    ]);
    expect(screen.getAllByText(/Europe\/Berlin/)).toHaveLength(1);

    const top = screen.getByRole('table', { name: /posts with the most impressions/ });
    expect(within(top).getByText(/2 November 2026/)).toBeTruthy();
    const byDay = screen.getByRole('table', { name: 'Impressions and engagements by day' });
    expect(within(byDay).getByText('1 November 2026')).toBeTruthy();
    expect(
      screen.getByRole('option', { name: '2 November 2026: How we moved to Postgres' }),
    ).toBeTruthy();
  });
});
