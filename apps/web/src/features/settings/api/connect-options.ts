import type { ConfigResponse, NetworkKey } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getServerConfig } from '@/lib/server-config';

export type ConnectOption = ConfigResponse['networks'][number];

/** What this server offers to connect, network by network: the real one, its sandbox, or both. */
export function useConnectOptions(): Map<NetworkKey, ConnectOption[]> | undefined {
  const config = useQuery({
    queryKey: queryKeys.config,
    queryFn: getServerConfig,
    staleTime: Infinity,
  });
  if (!config.data) return undefined;
  const byNetwork = new Map<NetworkKey, ConnectOption[]>();
  for (const option of config.data.networks) {
    byNetwork.set(option.network, [...(byNetwork.get(option.network) ?? []), option]);
  }
  // The real network first, its sandbox after it.
  for (const options of byNetwork.values()) {
    options.sort((a, b) => (a.provider === b.provider ? 0 : a.provider === 'real' ? -1 : 1));
  }
  return byNetwork;
}
