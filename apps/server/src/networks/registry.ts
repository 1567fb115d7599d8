import type { NetworkKey } from '@quillpost/shared';
import type { Network } from './network';

export type Provider = Network['provider'];

/** Every network implementation the server runs with, looked up by key and provider. */
export interface NetworkRegistry {
  /** The implementation behind an account; null when this server does not run it. */
  find(key: NetworkKey, provider: Provider): Network | null;
  /** Every implementation, real ones first, in the order the connect dialog offers them. */
  all(): readonly Network[];
}

export function createNetworkRegistry(networks: readonly Network[]): NetworkRegistry {
  // A later implementation of the same network and provider replaces an earlier one.
  const byKey = new Map(networks.map((network) => [`${network.key}:${network.provider}`, network]));
  const ordered = [...byKey.values()].sort(
    (a, b) => Number(a.provider === 'sandbox') - Number(b.provider === 'sandbox'),
  );
  return {
    find: (key, provider) => byKey.get(`${key}:${provider}`) ?? null,
    all: () => ordered,
  };
}
