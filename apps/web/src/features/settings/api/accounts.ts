import type { Account, ConnectAccountRequest } from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leaveFor } from '@/lib/leave-for';
import { queryKeys } from '@/lib/query-keys';

export { useAccounts } from '@/lib/accounts';

/** X and Mastodon answer where the browser grants access; Bluesky answers the account. */
type Connected = { url: string } | { account: Account };

/**
 * Starts connecting an account. For X and Mastodon the browser goes to the network to grant
 * access and comes back to settings; the server binds the flow to this browser by a cookie, which
 * the API client's credentials carry. Bluesky connects at once.
 */
export function useConnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ConnectAccountRequest) =>
      (await api.post<Connected>('/api/v0/accounts/connect', request)).data,
    onSuccess: (answer) => {
      if ('url' in answer) leaveFor(answer.url);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.accounts });
    },
  });
}

/** Forgets an account; what was scheduled on it now fails, so the schedule is read again too. */
export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      void (await api.delete(`/api/v0/accounts/${encodeURIComponent(id)}`)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publications }),
      ]),
  });
}
