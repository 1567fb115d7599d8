import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The browser's time zone: the fallback until the user's settings can be read. */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The time zone saved in the user's settings (pending while it is read). */
export const useTimezoneSetting = () =>
  useQuery({
    queryKey: queryKeys.timezone,
    queryFn: async () => {
      const { data } = await api.get<{ settings: { timezone: string } }>('/api/v0/settings');
      return data.settings.timezone;
    },
    retry: false,
    staleTime: 60_000,
  });

/** The user's time zone from their settings; the browser's until settings can be read. */
export function useTimezone(): string {
  return useTimezoneSetting().data ?? browserTimezone();
}
