import type { AccountAutomations, AccountAutomationsRequest } from '@quillpost/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const automationsPath = (accountId: string) =>
  `/api/v0/accounts/${encodeURIComponent(accountId)}/automations`;
const automationsKey = (accountId: string) => ['accounts', accountId, 'automations'] as const;

/** The account's auto-plug and auto-repost, and whether it can repost. */
export function useAutomations(accountId: string) {
  return useQuery({
    queryKey: automationsKey(accountId),
    queryFn: async () => (await api.get<AccountAutomations>(automationsPath(accountId))).data,
  });
}

export function useSaveAutomations(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccountAutomationsRequest) =>
      (await api.put<AccountAutomations>(automationsPath(accountId), body)).data,
    onSuccess: (saved) => queryClient.setQueryData(automationsKey(accountId), saved),
  });
}
