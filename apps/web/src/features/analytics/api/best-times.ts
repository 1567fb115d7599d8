import type { BestTimesResponse, SettingsResponse, Slot } from '@quillpost/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useBestTimes(accountId: string) {
  return useQuery({
    queryKey: queryKeys.bestTimes(accountId),
    queryFn: async () =>
      (await api.get<BestTimesResponse>('/api/v0/analytics/best-times', { params: { accountId } }))
        .data.bestTimes,
  });
}

/** Replaces the weekly slots with these, in the zone the settings already name. */
export function useUseAsSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ timezone, slots }: { timezone: string; slots: Slot[] }) =>
      (await api.put<SettingsResponse>('/api/v0/settings', { timezone, slots })).data.settings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings, settings),
  });
}
