import type { Publication } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many publications wait to go out, asked only while `enabled`; undefined until known. */
export function useScheduledCount(enabled: boolean): number | undefined {
  const publications = useQuery({
    queryKey: [...queryKeys.publications, 'status', 'scheduled'],
    queryFn: async () =>
      (
        await api.get<{ publications: Publication[] }>('/api/v0/publications', {
          params: { status: 'scheduled' },
        })
      ).data.publications,
    enabled,
  });
  return publications.data?.length;
}
