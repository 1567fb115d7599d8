import { isNetworkKey } from '@quillpost/shared';
import type { AccountSession, Network } from '../networks/network';
import { isNetworkError } from '../networks/network';
import type { AppDeps } from '../types';
import { openCredentials, sealCredentials } from './credentials';
import { accountNotConnected, networkNotRunHere, reconnectRequired } from './errors';
import * as repository from './repository';

/** Credentials this close to their end are renewed before use. */
const EXPIRY_MARGIN_MS = 60_000;

const expiresSoon = (deps: AppDeps, row: repository.AccountRow) =>
  row.expiresAt !== null && row.expiresAt.getTime() - deps.now().getTime() <= EXPIRY_MARGIN_MS;

const sealedKey = (row: repository.AccountRow) => JSON.stringify(row.credentials);

/** The network implementation behind an account row, or a clear refusal. */
export function networkOf(deps: AppDeps, row: repository.AccountRow): Network {
  if (!isNetworkKey(row.network)) throw accountNotConnected();
  const provider = row.provider === 'sandbox' ? 'sandbox' : 'real';
  const network = deps.networks.find(row.network, provider);
  if (!network) throw networkNotRunHere(row.network, provider);
  return network;
}

const sessionOf = (deps: AppDeps, row: repository.AccountRow): AccountSession => ({
  profile: { remoteId: row.remoteId, handle: row.handle, name: row.name },
  credentials: openCredentials(deps.encryption, row.credentials),
  owner: { userId: row.userId, accountId: row.id },
});

/**
 * Renews an account's credentials under a lock on its row, storing the new ones in the same
 * transaction: refresh tokens are single-use, so two requests, workers or instances must never
 * spend the same one. A caller that waited for the lock finds what the first one stored (`seen`
 * is the sealed credentials it started from) and uses them without renewing again.
 */
async function renew(
  deps: AppDeps,
  accountId: string,
  seen: string,
  force: boolean,
): Promise<repository.AccountRow> {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repository.lockAccountRow(tx, accountId);
    if (!row) return { error: accountNotConnected() };
    const network = networkOf(deps, row);
    if (row.status === 'reconnect') return { error: reconnectRequired(network.key) };
    const renewedMeanwhile = sealedKey(row) !== seen;
    if ((renewedMeanwhile || !force) && !expiresSoon(deps, row)) return { row };
    try {
      const renewed = await network.refresh(sessionOf(deps, row).credentials);
      const changes = {
        credentials: sealCredentials(deps.encryption, renewed.credentials),
        expiresAt: renewed.expiresAt,
        updatedAt: deps.now(),
      };
      await repository.updateAccountRow(tx, row.id, changes);
      return { row: { ...row, ...changes } };
    } catch (error) {
      const refused = isNetworkError(error) && ['rejected', 'unauthorized'].includes(error.kind);
      if (!refused) throw error;
      // Committed, not rolled back: the account needs its owner now, whatever the caller does next.
      await repository.updateAccountRow(tx, row.id, { status: 'reconnect', updatedAt: deps.now() });
      return { error: reconnectRequired(network.key) };
    }
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.row;
}

/**
 * Calls `fn` with the account's network and live credentials: renewed first when they are about
 * to expire, and renewed once more if the network answers `unauthorized`. Throws
 * `account_not_connected` without the account and `account_reconnect_required` once the network
 * refused to renew access.
 */
export async function withSession<T>(
  deps: AppDeps,
  accountId: string,
  fn: (session: AccountSession, network: Network, row: repository.AccountRow) => Promise<T>,
): Promise<T> {
  const found = await repository.findAccountRow(deps.db, { id: accountId });
  if (!found) throw accountNotConnected();
  const network = networkOf(deps, found);
  if (found.status === 'reconnect') throw reconnectRequired(network.key);
  const row = expiresSoon(deps, found)
    ? await renew(deps, found.id, sealedKey(found), false)
    : found;
  try {
    return await fn(sessionOf(deps, row), network, row);
  } catch (error) {
    if (!isNetworkError(error) || error.kind !== 'unauthorized') throw error;
    const renewed = await renew(deps, row.id, sealedKey(row), true);
    return fn(sessionOf(deps, renewed), network, renewed);
  }
}
