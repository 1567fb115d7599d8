import { checkWrittenPost, publicationParts, type TextRules } from '@quillpost/shared';
import { networkOf, type AccountRow } from '../accounts';
import type { StyleGuide } from '../generation/types';
import { AppError } from '../lib/errors';
import { preflightRefusal } from '../publications';
import { writingStyleFor } from '../style';
import type { AppDeps } from '../types';

/** Rewrites asked of the engine before a cycle gives up: each answers two or three variants. */
export const VARIANT_TRIES = 3;

export const NO_FRESH_VARIANT =
  'Quillpost could not write a variant that is not a repeat of what this account posted lately. Edit the post, or turn evergreen off and on again to try once more.';

/**
 * A fresh variant of a tweet or thread, in the person's style, that the account's network takes
 * and that repeats nothing the account posted (the publishing pre-flight). Each try rewrites the
 * text again, the next from the last try's first answer, so a try never asks for what was refused.
 */
export async function writeVariant(
  deps: AppDeps,
  input: { userId: string; kind: 'tweet' | 'thread'; content: string; account: AccountRow },
): Promise<{ content: string } | { failure: string }> {
  const { account, kind } = input;
  const style = await writingStyleFor(deps, { userId: input.userId });
  const rules = networkOf(deps, account).rules({ maxLength: account.maxLength ?? undefined });
  let source = input.content;
  for (let attempt = 1; attempt <= VARIANT_TRIES; attempt++) {
    const suggestions = await rewrites(deps, { kind, content: source, rules, style });
    for (const suggestion of suggestions) {
      const content = suggestion.trim();
      if (content === input.content.trim() || checkWrittenPost(kind, content).length > 0) continue;
      const texts = publicationParts(kind, content);
      if (!(await preflightRefusal(deps, { account, texts }))) return { content };
    }
    source = suggestions[0] ?? source;
  }
  return { failure: NO_FRESH_VARIANT };
}

/**
 * The engine's rewrites of the text; none when it answered nothing usable (a try spent). An
 * engine that could not be reached throws, and the job is tried again later.
 */
async function rewrites(
  deps: AppDeps,
  input: { kind: 'tweet' | 'thread'; content: string; rules: TextRules; style: StyleGuide | null },
): Promise<string[]> {
  try {
    const { suggestions } = await deps.generation.assist({
      action: 'rewrite',
      kind: input.kind,
      content: input.content,
      networks: [input.rules],
      ...(input.style ? { style: input.style } : {}),
    });
    return suggestions;
  } catch (error) {
    if (error instanceof AppError && error.code === 'provider_bad_answer') return [];
    throw error;
  }
}
