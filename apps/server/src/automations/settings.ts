import {
  plugTextProblems,
  type AccountAutomations,
  type AccountAutomationsRequest,
} from '@quillpost/shared';
import { findAccountOfUser, networkOf, type AccountRow } from '../accounts';
import { AppError, invalidInput, notFound } from '../lib/errors';
import type { AppDeps } from '../types';
import * as repository from './settings-repository';

/** Until the person saves theirs: both off, with a threshold and a delay worth starting from. */
export const DEFAULT_AUTOMATIONS: AccountAutomationsRequest = {
  autoPlug: { enabled: false, likes: 20, texts: [] },
  autoRepost: { enabled: false, afterHours: 12 },
};

async function accountOf(deps: AppDeps, input: { userId: string; accountId: string }) {
  const account = await findAccountOfUser(deps, { userId: input.userId, id: input.accountId });
  if (!account) throw notFound('Account');
  return account;
}

/** Why the account cannot repost, from its network; null when it can. */
function repostUnavailable(deps: AppDeps, account: AccountRow): string | null {
  try {
    return networkOf(deps, account).repostBlocked({ credentials: {} });
  } catch (error) {
    return error instanceof AppError ? error.message : null;
  }
}

function answerOf(
  deps: AppDeps,
  account: AccountRow,
  saved: AccountAutomationsRequest,
): AccountAutomations {
  return {
    autoPlug: saved.autoPlug,
    autoRepost: { ...saved.autoRepost, unavailable: repostUnavailable(deps, account) },
  };
}

export async function getAutomations(
  deps: AppDeps,
  input: { userId: string; accountId: string },
): Promise<AccountAutomations> {
  const account = await accountOf(deps, input);
  const row = await repository.findAccountAutomations(deps.db, account.id);
  const saved = row
    ? {
        autoPlug: { enabled: row.plugEnabled, likes: row.plugLikes, texts: row.plugTexts },
        autoRepost: { enabled: row.repostEnabled, afterHours: row.repostAfterHours },
      }
    : DEFAULT_AUTOMATIONS;
  return answerOf(deps, account, saved);
}

/**
 * Replaces the account's automations. Every plug text must go out on the account's network as
 * it is (its length, its characters, no two the same), or nothing is saved; texts are kept as
 * typed, apart from the white space around them.
 */
export async function updateAutomations(
  deps: AppDeps,
  input: { userId: string; accountId: string; body: AccountAutomationsRequest },
): Promise<AccountAutomations> {
  const account = await accountOf(deps, input);
  const texts = input.body.autoPlug.texts.map((text) => text.trim());
  const rules = networkOf(deps, account).rules({ maxLength: account.maxLength ?? undefined });
  const problems = plugTextProblems(rules, texts);
  if (problems.length > 0) throw invalidInput(problems.join(' '));
  const { autoPlug, autoRepost } = input.body;
  await repository.saveAccountAutomations(deps.db, {
    accountId: account.id,
    userId: input.userId,
    plugEnabled: autoPlug.enabled,
    plugLikes: autoPlug.likes,
    plugTexts: texts,
    repostEnabled: autoRepost.enabled,
    repostAfterHours: autoRepost.afterHours,
    updatedAt: deps.now(),
  });
  return answerOf(deps, account, {
    autoPlug: { ...autoPlug, texts },
    autoRepost: { enabled: autoRepost.enabled, afterHours: autoRepost.afterHours },
  });
}
