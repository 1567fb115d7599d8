import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { bestTimesAnswer } from '../testing/analytics-answer';
import { BestTimesCard } from './best-times';

function serve(bestTimes = bestTimesAnswer()) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string, config) => {
    expect(url).toBe('/api/v0/analytics/best-times');
    expect(config?.params).toEqual({ accountId: 'acc-x' });
    return { data: { bestTimes } };
  });
  return vi.spyOn(api, 'put').mockImplementation(async (_url: string, body) => ({
    data: { settings: { ...(body as object), timezoneSaved: true } },
  }));
}

describe('the best times card', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows every day of the week and each hour, and the suggestions', async () => {
    serve();
    renderWithProviders(<BestTimesCard accountId="acc-x" />);
    expect(await screen.findByText('Suggested slots: Mon 09:00 (UTC).')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.getAllByRole('rowheader')).toHaveLength(24);
    expect(screen.getByTitle('Monday 09:00: 8% over 8 posts, high confidence')).toBeTruthy();
  });

  it('says the suggestions are the defaults below 20 posts', async () => {
    serve(bestTimesAnswer({ basis: 4, enough: false, suggestedAreDefaults: true }));
    renderWithProviders(<BestTimesCard accountId="acc-x" />);
    expect(
      await screen.findByText(
        /Only 4 of the 20 posts needed on this account \(each part of a thread counts as one\), so the suggestions below are the default slots/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Default slots:/)).toBeTruthy();
  });

  it('puts the suggestions into the settings only once the person confirms', async () => {
    const put = serve();
    renderWithProviders(<BestTimesCard accountId="acc-x" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use as my queue slots' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my slots' }));
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use as my queue slots' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use these slots' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/v0/settings', {
        timezone: 'UTC',
        slots: [{ weekday: 1, time: '09:00' }],
      }),
    );
    expect(await screen.findByText('Your queue slots are now these times.')).toBeTruthy();
  });
});
