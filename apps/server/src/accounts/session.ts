import { setTimeout as sleep } from 'node:timers/promises';
import { isNetworkKey } from '@quillpost/shared';
import { newId } from '../lib/ids';
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
 * How long a renewal may hold an account's refresh lease: longer than any refresh can take (a
 * Bluesky refresh is at most four calls of 15 s), so a live holder never loses it; a holder that
 * died is replaced after it.
 */
export const REFRESH_LEASE_MS = 120_000;
/** How often a caller waiting for another's renewal looks at the row again. */
const RENEWAL_POLL_MS = 100;

/**
 * Renews an account's credentials holding its refresh lease, taken before the network's call and
 * given back after it: refresh tokens are single-use, so two requests, workers or instances must
 * never spend the same one, yet no row lock, transaction or connection waits on the network
 * meanwhile. A caller that finds the lease held waits for the holder and uses what it stored
 * (`seen` is the sealed credentials it started from) without renewing again.
 */
async function renew(
  deps: AppDeps,
  accountId: string,
  seen: string,
  force: boolean,
): Promise<repository.AccountRow> {
  const token = newId();
  for (;;) {
    const now = deps.now();
    const until = new Date(now.getTime() + REFRESH_LEASE_MS);
    const held = await repository.takeRefreshLease(deps.db, accountId, { token, now, until });
    const row = held ?? (await repository.findAccountRow(deps.db, { id: accountId }));
    if (!row) throw accountNotConnected();
    const network = networkOf(deps, row);
    const renewedMeanwhile = sealedKey(row) !== seen;
    const due =
      row.status !== 'reconnect' && ((force && !renewedMeanwhile) || expiresSoon(deps, row));
    if (held && !due) await repository.endRefreshLease(deps.db, accountId, token);
    if (row.status === 'reconnect') throw reconnectRequired(network.key);
    if (!due) return row;
    if (held) return refreshHolding(deps, row, network, token);
    // Another caller is renewing: wait for what it stores, or for its lease to run out.
    await sleep(RENEWAL_POLL_MS);
  }
}

/** The network's refresh call, made holding the account's refresh lease. */
async function refreshHolding(
  deps: AppDeps,
  row: repository.AccountRow,
  network: Network,
  token: string,
): Promise<repository.AccountRow> {
  let renewed: Awaited<ReturnType<Network['refresh']>>;
  try {
    renewed = await network.refresh(sessionOf(deps, row).credentials);
  } catch (error) {
    const refused = isNetworkError(error) && ['rejected', 'unauthorized'].includes(error.kind);
    // A refusal is kept: the account needs its owner now, whatever the caller does next.
    const changes = refused ? { status: 'reconnect', updatedAt: deps.now() } : {};
    await repository.endRefreshLease(deps.db, row.id, token, changes);
    throw refused ? reconnectRequired(network.key) : error;
  }
  const changes = {
    credentials: sealCredentials(deps.encryption, renewed.credentials),
    expiresAt: renewed.expiresAt,
    updatedAt: deps.now(),
  };
  await repository.endRefreshLease(deps.db, row.id, token, changes);
  return { ...row, ...changes, refreshLeaseToken: null, refreshLeaseUntil: null };
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
  options: {
    /** The account's row as the caller read it moments ago: used instead of reading it again. */
    known?: repository.AccountRow;
    /** The user the work is for: an account that is not theirs counts as not connected. */
    userId?: string;
  } = {},
): Promise<T> {
  const { known, userId } = options;
  const found =
    known?.id === accountId && (userId === undefined || known.userId === userId)
      ? known
      : await repository.findAccountRow(deps.db, { id: accountId, userId });
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
