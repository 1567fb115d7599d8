import type { MeResponse } from '@quillpost/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Me = MeResponse['user'];

export async function getMe(): Promise<Me> {
  const { data } = await api.get<MeResponse>('/api/v0/users/me');
  return data.user;
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());
