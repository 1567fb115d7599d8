import type { XAccount } from '@quillpost/shared';
import { newId } from '../../lib/ids';
import type { AppDeps } from '../../types';
import { XApiError, type XTokenSet } from './client';
import { XConnectError } from './errors';
import { codeChallengeOf, randomToken, sha256Hex } from './pkce';
import * as repository from './repository';

/** How long a connect flow may take from the click to X's answer. */
export const CONNECT_STATE_TTL_MS = 10 * 60 * 1000;
/**
 * Connects a user may have pending at once, say one per browser they use: starting another drops
 * the oldest beyond it, so repeated starts cannot pile up rows.
 */
export const MAX_PENDING_CONNECTS = 5;

export const CALLBACK_PATH = '/auth/x/callback';
export const callbackUrl = (deps: AppDeps) => `${deps.config.publicUrl}${CALLBACK_PATH}`;

export function toXAccount(row: repository.XAccountRow): XAccount {
  return {
    _id: row.id,
    xUserId: row.xUserId,
    username: row.username,
    name: row.name,
    provider: row.provider === 'sandbox' ? 'sandbox' : 'x',
    status: row.status === 'reconnect' ? 'reconnect' : 'connected',
    connectedAt: row.connectedAt.toISOString(),
  };
}

export interface StartedConnect {
  /** Where the browser grants access. */
  url: string;
  /** The one-time state in that address, which the caller binds to the browser that asked. */
  state: string;
}

/** Starts a connect flow for the user: a one-time state, kept in the database, and its PKCE pair. */
export async function startConnect(
  deps: AppDeps,
  input: { userId: string },
): Promise<StartedConnect> {
  const state = randomToken();
  const codeVerifier = randomToken(48);
  const now = deps.now();
  await repository.saveConnectState(
    deps.db,
    {
      stateHash: sha256Hex(state),
      userId: input.userId,
      codeVerifier: deps.encryption.encrypt(codeVerifier),
      expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
    },
    { now, pendingPerUser: MAX_PENDING_CONNECTS },
  );
  const url = deps.x.authorizeUrl({
    state,
    codeChallenge: codeChallengeOf(codeVerifier),
    redirectUri: callbackUrl(deps),
  });
  return { url, state };
}

const reason = (error: unknown) =>
  error instanceof XApiError ? error.message : 'X could not be reached';

/**
 * Finishes a connect flow from X's redirect: spends the state, exchanges the code with the
 * verifier, asks X who connected, and stores the account (replacing any earlier one). Anything
 * wrong stores nothing and throws an XConnectError whose message the settings screen shows.
 * `startedHere` says whether the state came back to the browser that started the flow. A state
 * brought by any other browser is spent and refused: the code with it was granted by whoever
 * followed the authorize link, so that flow must never finish, not even later in its own browser.
 */
export async function finishConnect(
  deps: AppDeps,
  input: { state?: string; code?: string; error?: string; startedHere: boolean },
): Promise<XAccount> {
  const pending = input.state
    ? await repository.takeConnectState(deps.db, sha256Hex(input.state))
    : null;
  if (!pending) {
    throw new XConnectError(
      'This connection was not started here or was already used. Connect again.',
    );
  }
  if (!input.startedHere) {
    throw new XConnectError(
      'This connection was started in another browser. Connecting X must be finished in the browser that started it: connect again here.',
    );
  }
  if (pending.expiresAt.getTime() <= deps.now().getTime()) {
    throw new XConnectError('This connection took longer than 10 minutes. Connect again.');
  }
  if (input.error || !input.code) {
    throw new XConnectError('X did not grant access, so no account was connected.');
  }
  let tokens: XTokenSet;
  try {
    tokens = await deps.x.exchangeCode({
      code: input.code,
      codeVerifier: deps.encryption.decrypt(pending.codeVerifier),
      redirectUri: callbackUrl(deps),
    });
  } catch (error) {
    throw new XConnectError(`X refused the connection: ${reason(error)}.`);
  }
  let user;
  try {
    user = await deps.x.me(tokens.accessToken);
  } catch (error) {
    void deps.x.revoke(tokens.accessToken).catch(() => {});
    throw new XConnectError(`X did not say which account connected: ${reason(error)}.`);
  }
  const now = deps.now();
  const row: repository.XAccountRow = {
    id: newId(),
    userId: pending.userId,
    xUserId: user.id,
    username: user.username,
    name: user.name,
    provider: deps.x.provider,
    status: 'connected',
    accessToken: deps.encryption.encrypt(tokens.accessToken),
    refreshToken: deps.encryption.encrypt(tokens.refreshToken),
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
    connectedAt: now,
    updatedAt: now,
  };
  await repository.upsertAccount(deps.db, row);
  return toXAccount(row);
}

export async function getAccount(
  deps: AppDeps,
  input: { userId: string },
): Promise<XAccount | null> {
  const row = await repository.findAccountRow(deps.db, input.userId);
  return row ? toXAccount(row) : null;
}

/** Forgets the account and its tokens; revoking them at X is best effort. */
export async function disconnect(
  deps: AppDeps,
  input: { userId: string; onRevokeFailed?: (error: unknown) => void },
): Promise<void> {
  const row = await repository.deleteAccount(deps.db, input.userId);
  if (!row || row.provider !== deps.x.provider) return;
  const revocations = [row.refreshToken, row.accessToken].map(async (sealed) => {
    await deps.x.revoke(deps.encryption.decrypt(sealed));
  });
  const results = await Promise.allSettled(revocations);
  for (const result of results) {
    if (result.status === 'rejected') input.onRevokeFailed?.(result.reason);
  }
}
