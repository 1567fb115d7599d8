import { AsyncLocalStorage } from 'node:async_hooks';
import type { Agent } from '@atproto/api';
import type { NetworkContext } from '../context';
import type { Credentials } from '../network';
import { NetworkError } from '../network';
import { loadAtproto } from './atproto';

/** How long one call may take before it counts as a connection that broke. */
const CALL_TIMEOUT_MS = 15_000;

interface Target {
  origin: string;
  token?: string;
}

const targets = new AsyncLocalStorage<Target>();
const agents = new WeakMap<NetworkContext, Agent>();

/**
 * One `@atproto/api` Agent per context, told where each call goes by the `atBluesky` around it:
 * making an Agent parses every lexicon of the library again (7 ms of CPU each, measured), which
 * an Agent per call would spend on every post and read.
 */
async function sharedAgent(context: NetworkContext): Promise<Agent> {
  const { Agent } = await loadAtproto();
  const known = agents.get(context);
  if (known) return known;
  const agent = new Agent((path, init) => {
    const target = targets.getStore();
    if (!target) throw new Error('A Bluesky call was made outside atBluesky');
    const headers = new Headers(init.headers);
    if (target.token) headers.set('authorization', `Bearer ${target.token}`);
    const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return context.userAddressFetch(new URL(path, target.origin).href, {
      ...init,
      headers,
      signal,
    });
  });
  agents.set(context, agent);
  return agent;
}

/**
 * Runs `calls` against `origin` with `token` as the bearer, through the fetch for addresses
 * people type (the service is theirs to choose). The Agent holds no session: nothing is
 * refreshed behind the caller's back, since a refresh token is single use and the server renews
 * credentials itself under a lock (`Network.refresh`).
 */
export function atBluesky<T>(
  context: NetworkContext,
  target: Target,
  calls: (agent: Agent) => Promise<T>,
): Promise<T> {
  return targets.run(target, async () => calls(await sharedAgent(context)));
}

/** What the real network keeps for an account (its `Credentials`, opaque elsewhere). */
export interface BlueskyCredentials {
  /** Where sessions are made and renewed: the address the person signed in at. */
  service: string;
  /** The account's own PDS, where its repository is, when its DID document names one. */
  pds?: string;
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
  /** Kept to sign in again when Bluesky refuses the refresh token. */
  appPassword: string;
}

export function blueskyCredentials(credentials: Credentials): BlueskyCredentials {
  const { service, pds, did, handle, accessJwt, refreshJwt, appPassword } = credentials;
  if (!service || !did || !handle || !accessJwt || !refreshJwt || appPassword === undefined) {
    throw new NetworkError('rejected', 'The Bluesky connection is incomplete; connect it again.');
  }
  return { service, ...(pds ? { pds } : {}), did, handle, accessJwt, refreshJwt, appPassword };
}

/** The account's repository, with its access token. */
export const asAccount = (credentials: BlueskyCredentials): Target => ({
  origin: credentials.pds ?? credentials.service,
  token: credentials.accessJwt,
});

/** Public reads of the account's repository, which an expired access token must not spoil. */
export const publicly = (credentials: BlueskyCredentials): Target => ({
  origin: credentials.pds ?? credentials.service,
});
