import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { NOTHING_TO_COMPARE } from '../lib/format';
import { answer, serveAnalytics } from '../testing/analytics-answer';
import { AnalyticsScreen } from './analytics-screen';

const unread = answer();
const nothing = { impressions: 0, engagements: 0, engagementRate: 0, impressionsPerPost: 0 };
const beforeFirstRead = answer({
  lastReadAt: null,
  daily: [{ date: '2026-11-02', impressions: 0, engagements: 0 }],
  byFormat: unread.byFormat.map((group) => ({ ...group, ...nothing })),
  byTone: unread.byTone.map((group) => ({ ...group, ...nothing })),
  byHour: unread.byHour.map((cell) => ({ ...cell, ...nothing })),
  dropOff: unread.dropOff.map((at) => ({ ...at, impressions: 0, retention: 0 })),
});

describe('AnalyticsScreen with little to show', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('writes one day’s figures out and says when a line over time appears', async () => {
    serveAnalytics(answer({ daily: [{ date: '2026-11-02', impressions: 1500, engagements: 1 }] }));
    renderWithProviders(<AnalyticsScreen />);
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === '2 November 2026: 1,500 impressions and 1 engagement.',
        undefined,
        // The first render of the file also loads the screen's modules.
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Figures over time appear from the second day.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Line chart/ })).toBeNull();
  });

  it('before the first read, says what will appear and when instead of empty charts', async () => {
    serveAnalytics(beforeFirstRead);
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByRole('region', { name: 'Totals' });
    expect(
      screen.getByRole('heading', {
        name: 'Your first figures arrive about an hour after a post goes out',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Top posts' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'By hour of the week' })).toBeNull();
    expect(screen.queryByText(/Best hours/)).toBeNull();
    expect(screen.getByText('Days and times are in UTC.')).toBeTruthy();
  });

  it('names no best hour, format or tone while no post has impressions', async () => {
    serveAnalytics({ ...beforeFirstRead, lastReadAt: '2026-11-02T10:00:00.000Z' });
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.queryByText(/Best hours/)).toBeNull();
    // The hour of the week, format and tone cards.
    expect(screen.getAllByText(NOTHING_TO_COMPARE)).toHaveLength(3);
    expect(screen.queryByText(/Across/)).toBeNull();
  });
});
