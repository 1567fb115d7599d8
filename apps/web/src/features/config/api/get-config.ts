import type { ConfigResponse } from '@quillpost/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getConfig(): Promise<ConfigResponse> {
  const { data } = await api.get<ConfigResponse>('/api/config');
  return data;
}

export const configQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.config, queryFn: getConfig, staleTime: Infinity });

export const useConfig = () => useQuery(configQueryOptions());
