import type { XAccountResponse } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The connected X account, or null: settings changes it, publishing asks for it. */
export const useXAccount = () =>
  useQuery({
    queryKey: queryKeys.xAccount,
    queryFn: async () => (await api.get<XAccountResponse>('/api/v0/x/account')).data.account,
  });
