import type { NetworkKey } from '@quillpost/shared';
import type { Config } from '../config';
import type { CallOwner } from './network';
import type { SandboxStore } from './sandbox-store';

/** Small values a network keeps between calls, such as its registration on a Mastodon instance. */
export interface NetworkKeyValues {
  get(network: string, key: string): Promise<Record<string, string> | null>;
  /** Keeps the first value saved under the key; answers the one kept. */
  putIfAbsent(
    network: string,
    key: string,
    value: Record<string, string>,
  ): Promise<Record<string, string>>;
}

/** A call to a network that costs money, with the posts it created or read. */
export interface PaidCall {
  owner: CallOwner;
  network: NetworkKey;
  /** Which price applied, in the network's own words (X: `post`, `read`, ...). */
  call: string;
  units: number;
  usd: number;
  /** What the call made (a post's id): recorded once however often it is seen. */
  ref?: string;
}

/**
 * Where a network records the calls it pays for, as it makes them: only a network that charges
 * writes here, and never its sandbox, so the ledger is what Quillpost really spent.
 */
export interface SpendLedger {
  record(call: PaidCall): Promise<void>;
}

/** What a network's implementation may use, made once by the server and handed to each. */
export interface NetworkContext {
  /** The server's configuration: each network reads its own variables. */
  config: Config;
  now(): Date;
  /** Clients handed in ready-made instead of the ones the configuration makes (tests). */
  ready: Partial<Record<NetworkKey, unknown>>;
  /** Pages of an account's posts read at most when looking for a send of unknown outcome. */
  lookupPages: number;
  /** Where browsers reach this server: sandbox consent pages and OAuth callbacks live under it. */
  publicUrl: string;
  /** For the network's own fixed addresses (tests hand in one that trusts their fakes). */
  fetch: typeof fetch;
  /** For addresses people typed: refuses internal targets unless private hosts are allowed. */
  userAddressFetch: typeof fetch;
  /** Checks an address a person typed, answering its origin or throwing AddressRefused. */
  checkUserAddress(raw: string, field: string): Promise<URL>;
  sandboxStore: SandboxStore;
  keyValues: NetworkKeyValues;
  spend: SpendLedger;
  /** Signs sandbox tokens and codes. */
  secret: Uint8Array;
}
