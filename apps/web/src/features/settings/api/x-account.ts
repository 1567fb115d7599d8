import type { XConnectResponse } from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export { useXAccount } from '@/lib/x-account';

/** Starts connecting: the browser goes to X (or sandbox X) to grant access, then comes back. */
export const useConnectX = () =>
  useMutation({
    mutationFn: async () => (await api.post<XConnectResponse>('/api/v0/x/connect')).data.url,
    onSuccess: (url) => window.location.assign(url),
  });

export function useDisconnectX() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => void (await api.delete('/api/v0/x/account')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.xAccount }),
  });
}
