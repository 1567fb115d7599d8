import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { answer, serveAnalytics } from '../testing/analytics-answer';
import { AnalyticsScreen } from './analytics-screen';

const sandboxX = {
  _id: 'acc-x',
  network: 'x',
  handle: 'ada',
  provider: 'sandbox' as const,
  status: 'connected' as const,
};

describe('the X API spend on the analytics screen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it("shows this month's spend on X and the calls behind it", async () => {
    serveAnalytics(answer());
    renderWithProviders(<AnalyticsScreen />);
    expect(
      await screen.findByText('X API spend this month: $1.23', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('12 calls: 6 posts, 5 posts with a link, 1 read of 140 posts.'),
    ).toBeTruthy();
  });

  it('says that sandbox X is free, and shows no spend', async () => {
    serveAnalytics(
      answer({
        simulated: true,
        accounts: [sandboxX],
        account: { username: 'ada', provider: 'sandbox', status: 'connected' },
        xSpend: { month: '2026-11', usd: 0, calls: 0, byCall: [] },
      }),
    );
    renderWithProviders(<AnalyticsScreen />);
    expect(await screen.findByText('Sandbox X is free: nothing is spent at X.')).toBeTruthy();
    expect(screen.queryByText(/X API spend/)).toBeNull();
  });

  it('says nothing of X for accounts on other networks only', async () => {
    serveAnalytics(
      answer({
        accounts: [
          {
            _id: 'acc-m',
            network: 'mastodon',
            handle: 'ada',
            provider: 'real',
            status: 'connected',
          },
        ],
        account: null,
        xSpend: { month: '2026-11', usd: 0, calls: 0, byCall: [] },
      }),
    );
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.queryByText(/X API spend|Sandbox X is free/)).toBeNull();
  });
});
