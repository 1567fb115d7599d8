import type { HistoryImport, HistoryImportResponse } from '@quillpost/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often a running import is asked how far it got. */
const PROGRESS_POLL_MS = 2000;

const importPath = (accountId: string) =>
  `/api/v0/accounts/${encodeURIComponent(accountId)}/import`;
const importKey = (accountId: string) => ['accounts', accountId, 'import'] as const;

/** The account's latest history import (null when never imported), asked again while it runs. */
export function useHistoryImport(accountId: string) {
  return useQuery({
    queryKey: importKey(accountId),
    queryFn: async () => (await api.get<HistoryImportResponse>(importPath(accountId))).data.import,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PROGRESS_POLL_MS : false),
  });
}

/** Starts importing the account's history, or finds the import already running. */
export function useStartHistoryImport(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<HistoryImportResponse>(importPath(accountId))).data.import,
    onSuccess: (started: HistoryImport | null) =>
      queryClient.setQueryData(importKey(accountId), started),
  });
}
