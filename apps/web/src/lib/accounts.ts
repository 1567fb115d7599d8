import type { Account, AccountsResponse } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { byNetworkOrder } from '@/lib/networks';
import { queryKeys } from '@/lib/query-keys';

/** The accounts network by network (X, Bluesky, Mastodon), each network's oldest first. */
export async function listAccounts(): Promise<Account[]> {
  const { data } = await api.get<AccountsResponse>('/api/v0/accounts');
  return data.accounts.toSorted(byNetworkOrder);
}

/**
 * The person's connected accounts on every network: settings changes them, the
 * schedule dialog publishes to them, and the schedule and analytics screens name and filter by
 * them.
 */
export const useAccounts = () => useQuery({ queryKey: queryKeys.accounts, queryFn: listAccounts });
