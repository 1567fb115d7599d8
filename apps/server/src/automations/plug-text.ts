import { eq } from 'drizzle-orm';
import {
  DUPLICATE_WINDOW_DAYS,
  duplicateKey,
  partProblemOn,
  type TextRules,
} from '@quillpost/shared';
import type { Database } from '../db/client';
import { accountAutomations } from '../db/schema';
import { postedByAccount } from '../publications';
import { writingStyleFor } from '../style';
import type { AppDeps } from '../types';
import { keepText, type AutomationKey } from './repository';

const DAY_MS = 86_400_000;

/**
 * Rewrites of a plug text in the person's style, through the one generation path that suggests
 * rewrites of their own texts; an engine that fails gives none.
 */
async function variantsOf(
  deps: AppDeps,
  input: { userId: string; text: string; rules: TextRules },
) {
  const style = await writingStyleFor(deps, { userId: input.userId });
  try {
    const { suggestions } = await deps.generation.assist({
      action: 'rewrite',
      kind: 'tweet',
      content: input.text,
      networks: [input.rules],
      ...(style ? { style } : {}),
    });
    return suggestions;
  } catch {
    return [];
  }
}

/**
 * Chooses the plug's text and keeps it on the plug's row, under a lock on the account's
 * automations so two plugs of one account choose one after the other: the texts are taken in
 * turn, skipping any the account posted (or another plug chose) within the duplicate window,
 * since X refuses a repeat word for word; when none is free the engine rewrites the next one
 * (outside the lock: an engine may take a while), and the first rewrite still free is kept.
 * Says instead when nothing free was found, or when another worker took the plug meanwhile.
 */
export async function choosePlugText(
  deps: AppDeps,
  input: { key: AutomationKey; tries: number; userId: string; accountId: string; rules: TextRules },
): Promise<{ text: string } | { missing: 'none_free' | 'lease_lost' }> {
  const fromTexts = await chooseUnderLock(deps, input, (texts) => texts);
  if (!('missing' in fromTexts) || fromTexts.missing === 'lease_lost') return fromTexts;
  const [settings] = await deps.db
    .select({ texts: accountAutomations.plugTexts, turn: accountAutomations.plugTurn })
    .from(accountAutomations)
    .where(eq(accountAutomations.accountId, input.accountId));
  const next = settings?.texts[settings.turn % settings.texts.length];
  if (next === undefined) return fromTexts;
  const variants = await variantsOf(deps, { ...input, text: next });
  return chooseUnderLock(deps, input, () => variants);
}

/** The first free text of `candidates` (given the saved texts), kept on the plug's row. */
function chooseUnderLock(
  deps: AppDeps,
  input: { key: AutomationKey; tries: number; userId: string; accountId: string; rules: TextRules },
  candidates: (texts: string[]) => string[],
): Promise<{ text: string } | { missing: 'none_free' | 'lease_lost' }> {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [settings] = await db
      .select()
      .from(accountAutomations)
      .where(eq(accountAutomations.accountId, input.accountId))
      .for('update');
    const texts = settings?.plugTexts ?? [];
    if (texts.length === 0) return { missing: 'none_free' as const };
    const turn = settings!.plugTurn % texts.length;
    const inTurn = candidates([...texts.slice(turn), ...texts.slice(0, turn)]);
    const since = new Date(deps.now().getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS);
    const earlier = await postedByAccount(db, {
      userId: input.userId,
      accountId: input.accountId,
      since,
      texts: inTurn,
    });
    const used = new Set(earlier.map((post) => duplicateKey(post.text)));
    const free = (text: string) =>
      !used.has(duplicateKey(text)) && partProblemOn(input.rules, text, 'The plug') === null;
    const text = inTurn.find(free);
    if (text === undefined) return { missing: 'none_free' as const };
    const taken = texts.indexOf(text);
    await db
      .update(accountAutomations)
      .set({ plugTurn: ((taken < 0 ? turn : taken) + 1) % texts.length })
      .where(eq(accountAutomations.accountId, input.accountId));
    const kept = await keepText(db, input.key, { tries: input.tries, userId: input.userId, text });
    return kept ? { text } : { missing: 'lease_lost' as const };
  });
}
