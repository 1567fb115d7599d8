import { createHash, randomBytes } from 'node:crypto';
import {
  NETWORK_NAMES,
  type Account,
  type ConnectAccountRequest,
  type NetworkKey,
} from '@quillpost/shared';
import type { AppDeps } from '../types';
import { invalidInput } from '../lib/errors';
import { newId } from '../lib/ids';
import { isNetworkError, type Connected, type Network } from '../networks/network';
import { chooseNetwork, refusal } from './choose-network';
import { saveConnectState, takeConnectState } from './connect-states';
import { sealCredentials } from './credentials';
import * as repository from './repository';
import { toAccount } from './view';

/** How long a connect flow may take from the click to the network's answer. */
export const CONNECT_STATE_TTL_MS = 10 * 60 * 1000;
/**
 * Connects a user may have pending at once, say one per browser they use: starting another drops
 * the oldest beyond it, so repeated starts cannot pile up rows.
 */
export const MAX_PENDING_CONNECTS = 5;

export const callbackPath = (network: NetworkKey) => `/auth/${network}/callback`;
export const callbackUrl = (deps: AppDeps, network: NetworkKey) =>
  `${deps.config.publicUrl}${callbackPath(network)}`;

const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
const sha256 = (value: string, encoding: 'hex' | 'base64url' = 'hex') =>
  createHash('sha256').update(value).digest(encoding);

/** Why a connect ended without an account: said to the person on the settings screen. */
export class ConnectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectError';
  }
}

export async function saveConnected(
  deps: AppDeps,
  input: { userId: string; network: Network; connected: Connected },
): Promise<Account> {
  const { network, connected } = input;
  const now = deps.now();
  const row = await repository.upsertAccountRow(deps.db, {
    id: newId(),
    userId: input.userId,
    network: network.key,
    remoteId: connected.profile.remoteId,
    handle: connected.profile.handle,
    name: connected.profile.name,
    provider: network.provider,
    status: 'connected',
    credentials: sealCredentials(deps.encryption, connected.credentials),
    expiresAt: connected.expiresAt,
    maxLength: connected.maxLength ?? null,
    connectedAt: now,
    updatedAt: now,
  });
  return toAccount(deps, row);
}

export type StartedConnect =
  | { kind: 'redirect'; url: string; state: string; network: NetworkKey }
  | { kind: 'connected'; account: Account };

/**
 * Starts connecting an account. A browser-based network answers where to grant access, with a
 * one-time state kept in the database and a PKCE pair; a network that takes an app password
 * connects at once. A refusal stores nothing.
 */
export async function startConnect(
  deps: AppDeps,
  input: { userId: string; request: ConnectAccountRequest },
): Promise<StartedConnect> {
  const { request } = input;
  const network = chooseNetwork(deps, request);
  if (network.connect.kind === 'password') {
    if (request.network !== 'bluesky') throw invalidInput('network: connect this one by address');
    let connected: Connected;
    try {
      connected = await network.connect.signIn({
        identifier: request.identifier,
        password: request.appPassword,
        ...(request.service ? { service: request.service } : {}),
      });
    } catch (error) {
      throw refusal(error, 'appPassword', network.key);
    }
    return {
      kind: 'connected',
      account: await saveConnected(deps, { userId: input.userId, network, connected }),
    };
  }
  const instance = request.network === 'mastodon' ? request.instance : undefined;
  const state = randomToken();
  const codeVerifier = randomToken(48);
  let url: string;
  try {
    url = await network.connect.authorizeUrl({
      state,
      codeChallenge: sha256(codeVerifier, 'base64url'),
      redirectUri: callbackUrl(deps, network.key),
      ...(instance ? { instance } : {}),
    });
  } catch (error) {
    throw refusal(error, 'instance', network.key);
  }
  const now = deps.now();
  await saveConnectState(
    deps.db,
    {
      stateHash: sha256(state),
      userId: input.userId,
      network: network.key,
      provider: network.provider,
      instance: instance ?? null,
      codeVerifier: deps.encryption.encrypt(codeVerifier),
      expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
    },
    { now, pendingPerUser: MAX_PENDING_CONNECTS },
  );
  return { kind: 'redirect', url, state, network: network.key };
}

/**
 * Finishes a browser-based connect from the network's redirect: spends the state, exchanges the
 * code with the verifier, and stores the account. Anything wrong stores nothing and throws a
 * ConnectError whose message the settings screen shows. `startedHere` says whether the state came
 * back to the browser that started the flow; a state brought by any other browser is spent and
 * refused, so that flow never finishes, not even later in its own browser.
 */
export async function finishConnect(
  deps: AppDeps,
  input: {
    network: NetworkKey;
    state?: string;
    code?: string;
    error?: string;
    startedHere: boolean;
  },
): Promise<Account> {
  const name = NETWORK_NAMES[input.network];
  const pending = input.state ? await takeConnectState(deps.db, sha256(input.state)) : null;
  if (!pending || pending.network !== input.network) {
    throw new ConnectError(
      'This connection was not started here or was already used. Connect again.',
    );
  }
  if (!input.startedHere) {
    throw new ConnectError(
      `This connection was started in another browser. Connecting ${name} must be finished in the browser that started it: connect again here.`,
    );
  }
  if (pending.expiresAt.getTime() <= deps.now().getTime()) {
    throw new ConnectError('This connection took longer than 10 minutes. Connect again.');
  }
  if (input.error || !input.code) {
    throw new ConnectError(`${name} did not grant access, so no account was connected.`);
  }
  const network = deps.networks.find(
    input.network,
    pending.provider === 'sandbox' ? 'sandbox' : 'real',
  );
  if (!network || network.connect.kind !== 'oauth') {
    throw new ConnectError(`${name} is not offered on this server any more.`);
  }
  let connected: Connected;
  try {
    connected = await network.connect.finish({
      code: input.code,
      codeVerifier: deps.encryption.decrypt(pending.codeVerifier),
      redirectUri: callbackUrl(deps, input.network),
      ...(pending.instance ? { instance: pending.instance } : {}),
    });
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    throw new ConnectError(`${name} refused the connection: ${error.message}.`);
  }
  return saveConnected(deps, { userId: pending.userId, network, connected });
}

/** Forgets the account and its credentials; revoking them at the network is best effort. */
export async function disconnectAccount(
  deps: AppDeps,
  input: { userId: string; id: string; onRevokeFailed?: (error: unknown) => void },
): Promise<boolean> {
  const row = await repository.deleteAccountRow(deps.db, input);
  if (!row) return false;
  const network = deps.networks.find(
    row.network as NetworkKey,
    row.provider === 'sandbox' ? 'sandbox' : 'real',
  );
  if (network) {
    const { openCredentials } = await import('./credentials');
    await network
      .revoke(openCredentials(deps.encryption, row.credentials))
      .catch((error: unknown) => input.onRevokeFailed?.(error));
  }
  return true;
}
