import type { SavedSettings, SettingsResponse } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The browser's time zone: the fallback until the user's settings can be read. */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The user's publishing settings as the server answers them (one query for every screen). */
export const useSettingsQuery = () =>
  useQuery({
    queryKey: queryKeys.settings,
    queryFn: async () => (await api.get<SettingsResponse>('/api/v0/settings')).data.settings,
    retry: false,
    staleTime: 60_000,
  });

/**
 * The zone every screen names. A zone not saved yet is the server's default, which the dashboard
 * replaces with the browser's at once: the browser's is named meanwhile, so the schedule dialog,
 * the calendar and the settings never show UTC for a moment and then another zone.
 */
export function zoneOf(settings: Pick<SavedSettings, 'timezone' | 'timezoneSaved'>): string {
  return settings.timezoneSaved === false ? browserTimezone() : settings.timezone;
}

/** The time zone saved in the user's settings (pending while it is read). */
export function useTimezoneSetting() {
  const settings = useSettingsQuery();
  return { ...settings, data: settings.data && zoneOf(settings.data) };
}

/** The user's time zone from their settings; the browser's until settings can be read. */
export function useTimezone(): string {
  return useTimezoneSetting().data ?? browserTimezone();
}
