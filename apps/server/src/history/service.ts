import { NETWORK_NAMES, type HistoryImport } from '@quillpost/shared';
import { findAccountOfUser, networkOf } from '../accounts';
import { AppError, notFound } from '../lib/errors';
import type { AppDeps } from '../types';
import { queueImport } from './job';
import { claimRun, findRun, type ImportRow } from './repository';

const toImport = (row: ImportRow): HistoryImport => ({
  status: row.status as HistoryImport['status'],
  imported: row.imported,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  error: row.error,
});

async function accountOf(deps: AppDeps, input: { userId: string; accountId: string }) {
  const account = await findAccountOfUser(deps, { userId: input.userId, id: input.accountId });
  if (!account) throw notFound('Account');
  return account;
}

/**
 * Starts importing the account's history in the background, or answers the import already
 * running: there is never more than one per account.
 */
export async function startImport(
  deps: AppDeps,
  input: { userId: string; accountId: string },
): Promise<HistoryImport> {
  const account = await accountOf(deps, input);
  const network = networkOf(deps, account);
  if (account.status === 'reconnect') {
    throw new AppError(
      'account_reconnect_required',
      `Reconnect this account in Settings before importing its posts: ${NETWORK_NAMES[network.key]} no longer accepts its connection.`,
    );
  }
  const started = await claimRun(deps.db, { ...input, now: deps.now() });
  if (!started) {
    const running = await findRun(deps.db, input.accountId);
    if (running) return toImport(running);
    throw new AppError('conflict', 'The import changed while starting. Try again.');
  }
  await queueImport(deps, input.accountId);
  return toImport(started);
}

/** The account's latest import, or null when it was never imported. */
export async function importOf(
  deps: AppDeps,
  input: { userId: string; accountId: string },
): Promise<HistoryImport | null> {
  await accountOf(deps, input);
  const row = await findRun(deps.db, input.accountId);
  return row ? toImport(row) : null;
}
