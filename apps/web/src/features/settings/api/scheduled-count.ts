import { useQuery } from '@tanstack/react-query';
import { listAllPublications } from '@/lib/publication-pages';
import { queryKeys } from '@/lib/query-keys';

/**
 * How many publications wait to go out on one account, asked only while `enabled`; undefined
 * until known.
 */
export function useScheduledCount(accountId: string, enabled: boolean): number | undefined {
  const publications = useQuery({
    queryKey: [...queryKeys.publications, 'status', 'scheduled', 'account', accountId],
    queryFn: () => listAllPublications({ status: 'scheduled', accountId }),
    enabled,
  });
  return publications.data?.length;
}
