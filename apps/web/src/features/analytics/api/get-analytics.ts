import type { AnalyticsResponse } from '@quillpost/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { browserTimezone, useTimezoneSetting } from '@/lib/timezone';
import { periodRange, type PeriodId } from '../lib/period';

export async function getAnalytics(params: {
  from: string;
  to: string;
  timezone: string;
  accountId?: string;
}): Promise<AnalyticsResponse> {
  const { data } = await api.get<AnalyticsResponse>('/api/v0/analytics', { params });
  return data;
}

/**
 * Figures in the user's time zone, of every account or of `accountId`'s; asked for once the
 * settings say which zone that is.
 */
export function useAnalytics(period: PeriodId, accountId = '') {
  const setting = useTimezoneSetting();
  const timezone = setting.data ?? browserTimezone();
  return useQuery({
    queryKey: queryKeys.analytics(period, timezone, accountId),
    queryFn: () =>
      getAnalytics({
        ...periodRange(period, new Date(), timezone),
        ...(accountId && { accountId }),
      }),
    enabled: !setting.isPending,
    placeholderData: keepPreviousData,
  });
}
