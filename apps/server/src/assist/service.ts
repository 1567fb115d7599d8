import type { AssistRequest as AssistBody, AssistResponse, TextRules } from '@quillpost/shared';
import { findAccountOfUser, networkOf } from '../accounts';
import { assistInputProblem, type AssistOptions } from '../generation';
import { invalidInput } from '../lib/errors';
import { writingStyleFor } from '../style';
import type { AppDeps } from '../types';
import { assertGenerationAvailable, takeGeneration, type PlanAndCount } from '../usage';

/**
 * The text rules of the accounts named: each must be one of the user's own. One rule set per
 * network and limit, so two accounts on the same network are checked once.
 */
async function rulesOfAccounts(
  deps: AppDeps,
  input: { userId: string; accountIds: readonly string[] },
): Promise<TextRules[]> {
  const rules = new Map<string, TextRules>();
  for (const id of new Set(input.accountIds)) {
    const row = await findAccountOfUser(deps, { userId: input.userId, id });
    if (!row) throw invalidInput(`accountIds: no connected account of yours has the _id ${id}`);
    const accountRules = networkOf(deps, row).rules({ maxLength: row.maxLength ?? undefined });
    rules.set(`${accountRules.network}:${accountRules.maxLength}`, accountRules);
  }
  return [...rules.values()];
}

/**
 * Suggestions for a person's text, each valid for X and for the networks of the accounts named.
 * A call is one generation: refused with the 402 when none is left, and counted only once the
 * suggestions are written, in one statement that cannot pass the limit.
 */
export async function assist(
  deps: AppDeps,
  input: { userId: string; account: PlanAndCount; body: AssistBody } & AssistOptions,
): Promise<AssistResponse> {
  const usage = assertGenerationAvailable(deps, { account: input.account });
  const { action, kind, accountIds = [] } = input.body;
  const content = input.body.content.replace(/\r\n?/g, '\n').trim();
  const networks = await rulesOfAccounts(deps, { userId: input.userId, accountIds });
  const problem = assistInputProblem({ action, kind, content, networks });
  if (problem) throw invalidInput(problem);
  const style = await writingStyleFor(deps, {
    userId: input.userId,
    useStyle: input.body.useStyle,
  });
  const request = { action, kind, content, networks, ...(style ? { style } : {}) };
  const { suggestions } = await deps.generation.assist(request, {
    signal: input.signal,
    onSuggestionDelta: input.onSuggestionDelta,
  });
  await takeGeneration(deps, { userId: input.userId, usage });
  return { suggestions: suggestions.map((text) => ({ content: text })) };
}
