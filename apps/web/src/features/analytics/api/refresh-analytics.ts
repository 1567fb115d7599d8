import type { AnalyticsRefreshResponse } from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Reads queued now show up seconds later: look again after these waits. */
const LOOK_AGAIN_MS = [3_000, 10_000];

export async function refreshAnalytics(): Promise<AnalyticsRefreshResponse> {
  const { data } = await api.post<AnalyticsRefreshResponse>('/api/v0/analytics/refresh');
  return data;
}

export function useRefreshAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAnalytics,
    onSuccess: () => {
      for (const wait of LOOK_AGAIN_MS) {
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: queryKeys.allAnalytics }),
          wait,
        );
      }
    },
  });
}
