import { loadConfig } from '../config';
import type { NetworkContext, NetworkKeyValues } from './context';
import { checkUserAddress, guardedFetch } from './safe-address';
import { createMemorySandboxStore } from './sandbox-store';

/** Key-values kept in memory, with every value saved, for tests that count them. */
export interface MemoryKeyValues extends NetworkKeyValues {
  entries: Map<string, Record<string, string>>;
}

export function createMemoryKeyValues(): MemoryKeyValues {
  const entries = new Map<string, Record<string, string>>();
  const keyOf = (network: string, key: string) => `${network}\n${key}`;
  return {
    entries,
    get: async (network, key) => entries.get(keyOf(network, key)) ?? null,
    async putIfAbsent(network, key, value) {
      const kept = entries.get(keyOf(network, key));
      if (kept) return kept;
      entries.set(keyOf(network, key), value);
      return value;
    },
  };
}

/**
 * A network context for tests: memory stores, Node's fetch (which trusts the fakes' loopback
 * certificate in test workers), a fixed secret, and typed addresses allowed to reach loopback,
 * where the fakes listen, unless `allowPrivate: false` refuses them as production does.
 */
export function testContext(
  overrides: Partial<NetworkContext> & { allowPrivate?: boolean } = {},
): NetworkContext {
  const { allowPrivate = true, ...given } = overrides;
  return {
    config: loadConfig({ NODE_ENV: 'test', ALLOW_PRIVATE_NETWORK_HOSTS: String(allowPrivate) }),
    ready: {},
    lookupPages: 10,
    now: () => new Date(),
    publicUrl: 'https://quillpost.test',
    fetch,
    userAddressFetch: guardedFetch({ allowPrivate }),
    checkUserAddress: (raw, field) => checkUserAddress(raw, { field, allowPrivate }),
    sandboxStore: createMemorySandboxStore(),
    keyValues: createMemoryKeyValues(),
    spend: { record: async () => {} },
    secret: new TextEncoder().encode('network-test-secret-long-enough-to-sign-with'),
    ...given,
  };
}

export type TestContextOptions = Parameters<typeof testContext>[0];
