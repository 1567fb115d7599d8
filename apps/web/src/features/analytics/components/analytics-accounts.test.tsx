import type { AnalyticsPublication } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { answer, serveAnalytics } from '../testing/analytics-answer';
import { AnalyticsScreen } from './analytics-screen';

const onX = answer().publications[0]!;
const xAccount = answer().accounts[0]!;
const blueskyAccount = {
  _id: 'acc-bluesky',
  network: 'bluesky',
  handle: 'ada.bsky.social',
  provider: 'sandbox' as const,
  status: 'connected' as const,
};

/** A Bluesky thread: likes and reposts, and no impressions, as Bluesky reports it. */
const onBluesky: AnalyticsPublication = {
  ...onX,
  _id: 'pub-bluesky',
  network: 'bluesky',
  accountId: 'acc-bluesky',
  excerpt: 'Shipping small on Bluesky',
  impressions: null,
  engagementRate: null,
  parts: onX.parts.map((part) => ({ ...part, impressions: null })),
};

const blueskyOnly = answer({
  simulated: true,
  accounts: [blueskyAccount],
  account: null,
  publications: [onBluesky],
  totals: { ...answer().totals, impressions: 0, engagementRate: null },
  daily: [{ date: '2026-11-02', impressions: 0, engagements: 42 }],
  byFormat: answer().byFormat.map((g) => ({
    ...g,
    impressions: 0,
    impressionsPerPost: 0,
    engagementRate: null,
  })),
  byTone: [],
  byHour: [],
  dropOff: [],
});

const totalOf = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' }))
    .getByText(label)
    .closest('div')!
    .querySelector('dd')!;

describe('AnalyticsScreen on several networks', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('narrows the figures to one account, asking the server for that account alone', async () => {
    const both = answer({ accounts: [xAccount, blueskyAccount], publications: [onX, onBluesky] });
    const get = serveAnalytics(both);
    const { router } = renderWithProviders(<AnalyticsScreen />);
    const filter = await screen.findByRole(
      'combobox',
      { name: 'Account' },
      // The first render of the file also loads the screen's modules.
      { timeout: 5_000 },
    );
    await userEvent.selectOptions(filter, 'Sandbox Bluesky @ada.bsky.social');
    const asked = () => get.mock.calls.filter(([url]) => url === '/api/v0/analytics');
    await vi.waitFor(() =>
      expect(asked().at(-1)![1]!.params).toEqual(
        expect.objectContaining({ accountId: 'acc-bluesky' }),
      ),
    );
    expect(router.state.location.search).toBe('?account=acc-bluesky');
    expect(asked()[0]![1]!.params).not.toHaveProperty('accountId');
  });

  it('shows a dash, never 0, where Bluesky reports no impressions, and names the sandbox', async () => {
    serveAnalytics(blueskyOnly);
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByRole('region', { name: 'Totals' }, { timeout: 5_000 });
    expect(
      screen.getByText(/nothing is posted, and every figure here is simulated/).textContent,
    ).toMatch(/^Sandbox Bluesky: nothing is posted/);
    for (const label of ['Impressions', 'Engagement rate']) {
      expect(totalOf(label).textContent).toBe('—not reported by Bluesky');
    }
    expect(totalOf('Engagements').textContent).toBe('42');
    const top = screen.getByRole('table', { name: /posts with the most impressions/ });
    const [, row] = within(top).getAllByRole('row');
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['—not reported by Bluesky', '42', '—not reported by Bluesky']);
    expect(row!.textContent).toContain('Sandbox Bluesky @ada.bsky.social');
    expect(within(row!).getByRole('link', { name: 'View on sandbox Bluesky' })).toBeTruthy();
    expect(
      screen.getByText('No thread with impressions in this period: Bluesky reports none.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('says when impressions count some networks only', async () => {
    const onMastodon = { ...onBluesky, _id: 'pub-mastodon', network: 'mastodon', accountId: null };
    serveAnalytics(
      answer({ accounts: [xAccount, blueskyAccount], publications: [onMastodon, onX, onBluesky] }),
    );
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByRole('region', { name: 'Totals' }, { timeout: 5_000 });
    expect(totalOf('Impressions').textContent).toBe('1,500');
    expect(
      screen.getByText(
        'Impressions and the engagement rate count only the posts whose network reports impressions: Bluesky and Mastodon do not.',
      ),
    ).toBeTruthy();
    const top = screen.getByRole('table', { name: /posts with the most impressions/ });
    const rows = within(top).getAllByRole('row').slice(1);
    // X's post leads by impressions; the others follow, by their engagements.
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      '1,500',
      '—not reported by Mastodon',
      '—not reported by Bluesky',
    ]);
    // A post whose account was disconnected still names its network.
    expect(rows[1]!.textContent).toContain('Mastodon disconnected account');
  });
});
