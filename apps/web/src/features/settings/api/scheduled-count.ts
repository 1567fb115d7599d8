import { useQuery } from '@tanstack/react-query';
import { listAllPublications } from '@/lib/publication-pages';
import { queryKeys } from '@/lib/query-keys';

/** How many publications wait to go out, asked only while `enabled`; undefined until known. */
export function useScheduledCount(enabled: boolean): number | undefined {
  const publications = useQuery({
    queryKey: [...queryKeys.publications, 'status', 'scheduled'],
    queryFn: () => listAllPublications({ status: 'scheduled' }),
    enabled,
  });
  return publications.data?.length;
}
