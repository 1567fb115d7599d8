import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getServerConfig } from '@/lib/server-config';

export const configQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.config, queryFn: getServerConfig, staleTime: Infinity });

export const useConfig = () => useQuery(configQueryOptions());
