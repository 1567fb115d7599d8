import type { XAccountResponse } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether an X account is connected; undefined until known. */
export function useHasXAccount(): boolean | undefined {
  const account = useQuery({
    queryKey: queryKeys.xAccount,
    queryFn: async () => (await api.get<XAccountResponse>('/api/v0/x/account')).data.account,
  });
  return account.isSuccess ? account.data !== null : undefined;
}
