import { DEFAULT_SLOTS } from '@quillpost/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useTimezone } from '@/lib/timezone';
import { renderWithProviders } from '@/testing/render';
import { useSaveBrowserTimezone } from './settings';

function Dashboard() {
  useSaveBrowserTimezone();
  return <p>Times are in {useTimezone()}</p>;
}

function mockSettings(settings: object) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: { settings } });
  return vi.spyOn(api, 'put').mockImplementation(async (_url: string, body: unknown) => ({
    data: { settings: { ...(body as object), timezoneSaved: true } },
  }));
}

describe('the first dashboard visit', () => {
  beforeEach(() => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...resolved,
      timeZone: 'Europe/Berlin',
    });
  });

  it('saves the browser’s zone with the default week, once, and names it meanwhile', async () => {
    const put = mockSettings({ timezone: 'UTC', slots: DEFAULT_SLOTS, timezoneSaved: false });
    const view = renderWithProviders(<Dashboard />);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/api/v0/settings', {
      timezone: 'Europe/Berlin',
      slots: DEFAULT_SLOTS,
    });
    expect(screen.getByText('Times are in Europe/Berlin')).toBeTruthy();
    // Read again while the server still answers "not saved": the zone is not sent twice.
    const get = vi.mocked(api.get);
    const reads = get.mock.calls.length;
    await view.queryClient.invalidateQueries();
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(reads));
    expect(screen.getByText('Times are in Europe/Berlin')).toBeTruthy();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('leaves a saved zone alone, even one that is not the browser’s', async () => {
    const put = mockSettings({ timezone: 'Asia/Tokyo', slots: [], timezoneSaved: true });
    renderWithProviders(<Dashboard />);
    expect(await screen.findByText('Times are in Asia/Tokyo')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });
});
