import type { Account, LintFinding, Publication } from '@quillpost/shared';
import { useMemo } from 'react';
import { findingsOn, rulesOf } from './network-lint';

/** Texts that went out on the account lately, so the X lint can say when a part repeats one. */
const recentOn = (publications: Publication[], accountId: string) =>
  publications
    .filter((p) => p.accountId === accountId)
    .filter((p) => p.status === 'published' || p.status === 'publishing')
    .flatMap((p) => p.parts.filter((part) => part.status === 'published').map((part) => part.text));

export interface AccountFindings {
  account: Account;
  findings: LintFinding[];
}

/** What the lint finds on each chosen account, by that account's network and its rules. */
export function useAccountFindings(
  accounts: Account[],
  parts: string[],
  publications: Publication[],
): AccountFindings[] {
  return useMemo(
    () =>
      accounts.map((account) => ({
        account,
        findings: findingsOn(rulesOf(account), parts, recentOn(publications, account._id)),
      })),
    [accounts, parts, publications],
  );
}
