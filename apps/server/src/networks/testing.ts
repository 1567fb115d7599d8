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

export interface TestContextOptions {
  /**
   * Lets typed addresses reach loopback, where the tests' fakes listen; false refuses them as
   * production does.
   */
  allowPrivate?: boolean;
  now?: () => Date;
  publicUrl?: string;
  /** Stands in for the fetch of typed addresses, to watch or break its calls. */
  userAddressFetch?: typeof fetch;
  keyValues?: NetworkKeyValues;
}

/** A network context for tests: memory stores, Node's fetch, and a fixed secret. */
export function testContext(options: TestContextOptions = {}): NetworkContext {
  const allowPrivate = options.allowPrivate ?? true;
  return {
    config: loadConfig({ NODE_ENV: 'test', ALLOW_PRIVATE_NETWORK_HOSTS: String(allowPrivate) }),
    ready: {},
    lookupPages: 10,
    now: options.now ?? (() => new Date()),
    publicUrl: options.publicUrl ?? 'https://quillpost.test',
    fetch,
    userAddressFetch: options.userAddressFetch ?? guardedFetch({ allowPrivate }),
    checkUserAddress: (raw, field) => checkUserAddress(raw, { field, allowPrivate }),
    sandboxStore: createMemorySandboxStore(),
    keyValues: options.keyValues ?? createMemoryKeyValues(),
    secret: new TextEncoder().encode('network-test-secret-long-enough-to-sign-with'),
  };
}
