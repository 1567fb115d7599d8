import { NETWORK_NAMES, partProblemOn, type NetworkKey } from '@quillpost/shared';
import { findAccountOfUser, listAccounts, networkOf, type AccountRow } from '../accounts';
import { AppError, invalidInput } from '../lib/errors';
import type { AppDeps } from '../types';

/**
 * The account a publication goes out on: the one named, which must be the user's, or the user's
 * only account. Several accounts and none named is a 400 naming `accountId`; none at all, 409.
 */
export async function chooseAccount(
  deps: AppDeps,
  input: { userId: string; accountId?: string },
): Promise<AccountRow> {
  if (input.accountId) {
    const row = await findAccountOfUser(deps, { userId: input.userId, id: input.accountId });
    if (!row) throw invalidInput('accountId: no connected account of yours has this _id');
    return row;
  }
  const accounts = await listAccounts(deps, { userId: input.userId });
  if (accounts.length === 0) {
    throw new AppError('conflict', 'Connect an account in Settings before publishing.');
  }
  if (accounts.length > 1) {
    throw invalidInput(
      `accountId: you have ${accounts.length} connected accounts; say which one this goes out on`,
    );
  }
  const only = await findAccountOfUser(deps, { userId: input.userId, id: accounts[0]!._id });
  if (!only) throw new AppError('conflict', 'Connect an account in Settings before publishing.');
  return only;
}

/** Why the parts cannot go out on the account's network, each part named. */
export function partProblemsOn(deps: AppDeps, account: AccountRow, texts: string[]): string[] {
  if (texts.length === 0) return ['The post has nothing to publish.'];
  const network = networkOf(deps, account);
  const rules = network.rules({ maxLength: account.maxLength ?? undefined });
  return texts.flatMap((text, i) => partProblemOn(rules, text, `Part ${i + 1}`) ?? []);
}

export const networkName = (key: string) => NETWORK_NAMES[key as NetworkKey] ?? key;
