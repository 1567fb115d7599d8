import type { AnalyticsResponse } from '@quillpost/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { periodRange, type PeriodId } from '../lib/period';

export async function getAnalytics(params: {
  from: string;
  to: string;
  timezone: string;
}): Promise<AnalyticsResponse> {
  const { data } = await api.get<AnalyticsResponse>('/api/v0/analytics', { params });
  return data;
}

export function useAnalytics(period: PeriodId) {
  return useQuery({
    queryKey: queryKeys.analytics(period),
    queryFn: () => getAnalytics(periodRange(period, new Date())),
    placeholderData: keepPreviousData,
  });
}
