import type { Publication } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many publications wait to go out; undefined until the list is known. */
export function useScheduledCount(): number | undefined {
  const publications = useQuery({
    queryKey: queryKeys.publications,
    queryFn: async () =>
      (await api.get<{ publications: Publication[] }>('/api/v0/publications')).data.publications,
  });
  return publications.data?.filter((p) => p.status === 'scheduled').length;
}
