import type { Account, NetworkKey } from '@quillpost/shared';
import type { AppDeps } from '../types';
import * as repository from './repository';
import { toAccount } from './view';

export async function listAccounts(deps: AppDeps, input: { userId: string }): Promise<Account[]> {
  const rows = await repository.listAccountRows(deps.db, input.userId);
  return rows.map((row) => toAccount(deps, row));
}

/** The user's first connected account on a network (the `/api/v0/x/*` routes act on it). */
export async function firstAccountOn(
  deps: AppDeps,
  input: { userId: string; network: NetworkKey },
): Promise<repository.AccountRow | null> {
  const rows = await repository.listAccountRows(deps.db, input.userId);
  return rows.find((row) => row.network === input.network) ?? null;
}

/** The user's account with this id, or null when it is not theirs. */
export async function findAccountOfUser(
  deps: AppDeps,
  input: { userId: string; id: string },
): Promise<repository.AccountRow | null> {
  return repository.findAccountRow(deps.db, input);
}
