import { randomBytes } from 'node:crypto';
import type { NetworkContext, NetworkKeyValues } from './context';
import { checkUserAddress, guardedFetch } from './safe-address';
import { createMemorySandboxStore } from './sandbox-store';

/** Key-values held in memory, for tests. */
export function createMemoryKeyValues(): NetworkKeyValues {
  const values = new Map<string, Record<string, string>>();
  return {
    get: async (network, key) => values.get(`${network}:${key}`) ?? null,
    async putIfAbsent(network, key, value) {
      const kept = values.get(`${network}:${key}`) ?? value;
      values.set(`${network}:${key}`, kept);
      return kept;
    },
  };
}

/**
 * A context for network tests: in-memory stores, the global fetch (which trusts the fakes'
 * loopback certificate in test workers), and typed addresses allowed to reach private hosts
 * unless `allowPrivate: false`.
 */
export function testContext(
  overrides: Partial<NetworkContext> & { allowPrivate?: boolean } = {},
): NetworkContext {
  const { allowPrivate = true, ...given } = overrides;
  return {
    now: () => new Date(),
    publicUrl: 'http://localhost:3000',
    fetch,
    userAddressFetch: guardedFetch({ allowPrivate }),
    checkUserAddress: (raw, field) => checkUserAddress(raw, { field, allowPrivate }),
    sandboxStore: createMemorySandboxStore(),
    keyValues: createMemoryKeyValues(),
    secret: randomBytes(32),
    ...given,
  };
}
