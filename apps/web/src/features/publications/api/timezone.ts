import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The user's time zone from their settings; the browser's until settings can be read. */
export function useTimezone(): string {
  const settings = useQuery({
    queryKey: queryKeys.timezone,
    queryFn: async () => {
      const { data } = await api.get<{ settings: { timezone: string } }>('/api/v0/settings');
      return data.settings.timezone;
    },
    retry: false,
    staleTime: 60_000,
  });
  return settings.data ?? browserZone();
}
