import type { XAccount } from '@quillpost/shared';
import type { AppDeps } from '../../types';
import { XApiError } from './client';
import { xNotConnected, xReconnectRequired } from './errors';
import * as repository from './repository';
import { toXAccount } from './service';

/** Access tokens this close to their end are renewed before use. */
const EXPIRY_MARGIN_MS = 60_000;

const expiresSoon = (deps: AppDeps, row: repository.XAccountRow) =>
  row.expiresAt.getTime() - deps.now().getTime() <= EXPIRY_MARGIN_MS;

/** The signed-in user's X account, or null. */
export async function findAccount(deps: AppDeps, userId: string): Promise<XAccount | null> {
  const row = await repository.findAccountRow(deps.db, userId);
  return row ? toXAccount(row) : null;
}

/**
 * Renews the access token under a lock on the account row, storing the new pair in the same
 * transaction: refresh tokens are single-use, so two requests, workers or instances must never
 * spend the same one. A caller that waited for the lock finds the token the first one stored
 * (`seen` is the sealed token it started from) and uses it without refreshing again.
 */
async function renewAccessToken(
  deps: AppDeps,
  userId: string,
  seen: string,
  force: boolean,
): Promise<{ accessToken: string; sealed: string }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repository.lockAccountRow(tx, userId);
    if (!row) return { error: xNotConnected() };
    if (row.status === 'reconnect') return { error: xReconnectRequired() };
    const renewedMeanwhile = row.accessToken !== seen;
    if ((renewedMeanwhile || !force) && !expiresSoon(deps, row)) {
      return { accessToken: deps.encryption.decrypt(row.accessToken), sealed: row.accessToken };
    }
    try {
      const tokens = await deps.x.refresh(deps.encryption.decrypt(row.refreshToken));
      const sealed = deps.encryption.encrypt(tokens.accessToken);
      await repository.updateAccount(tx, row.id, {
        accessToken: sealed,
        refreshToken: deps.encryption.encrypt(tokens.refreshToken),
        expiresAt: tokens.expiresAt,
        scope: tokens.scope,
        updatedAt: deps.now(),
      });
      return { accessToken: tokens.accessToken, sealed };
    } catch (error) {
      const refused =
        error instanceof XApiError && (error.kind === 'rejected' || error.kind === 'unauthorized');
      if (!refused) throw error;
      // Committed, not rolled back: the account needs the user now, whatever the caller does next.
      await repository.updateAccount(tx, row.id, { status: 'reconnect', updatedAt: deps.now() });
      return { error: xReconnectRequired() };
    }
  });
  if ('error' in outcome) throw outcome.error;
  return outcome;
}

/**
 * Calls `fn` with a valid access token for the user's X account: renewed first when it is about
 * to expire, and renewed once more if X answers `unauthorized`. Throws `x_not_connected` without
 * an account and `x_reconnect_required` once X refused to renew access.
 */
export async function withAccessToken<T>(
  deps: AppDeps,
  userId: string,
  fn: (accessToken: string, account: XAccount) => Promise<T>,
): Promise<T> {
  const row = await repository.findAccountRow(deps.db, userId);
  if (!row) throw xNotConnected();
  if (row.status === 'reconnect') throw xReconnectRequired();
  const account = toXAccount(row);
  const used = expiresSoon(deps, row)
    ? await renewAccessToken(deps, userId, row.accessToken, false)
    : { accessToken: deps.encryption.decrypt(row.accessToken), sealed: row.accessToken };
  try {
    return await fn(used.accessToken, account);
  } catch (error) {
    if (!(error instanceof XApiError) || error.kind !== 'unauthorized') throw error;
    const renewed = await renewAccessToken(deps, userId, used.sealed, true);
    return fn(renewed.accessToken, account);
  }
}
