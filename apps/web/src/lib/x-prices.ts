import type { XPrices } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getServerConfig } from '@/lib/server-config';

/** What X charges per call on this server (`/api/config`); undefined until known. */
export function useXPrices(): XPrices | undefined {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: getServerConfig,
    staleTime: Infinity,
    select: (config) => config.xPrices,
  }).data;
}
