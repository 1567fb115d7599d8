import {
  DUPLICATE_WINDOW_DAYS,
  duplicateProblems,
  isPublishableKind,
  publicationParts,
} from '@quillpost/shared';
import { findAccountOfUser, type AccountRow } from '../accounts';
import { AppError, invalidInput } from '../lib/errors';
import { getSettings } from '../settings';
import type { AppDeps } from '../types';
import { networkName, partProblemsOn } from './account-choice';
import { postedByAccount } from './posted-history';
import { scheduledOfPost } from './repository';

const DAY_MS = 86_400_000;

/**
 * Why the parts must not go out on the account, as the error to answer; null when they may.
 * Checked when a publication is made or moved, when its post is edited, and before its first
 * part is sent, so that a refusal known beforehand never leaves a thread half posted:
 * - the network's own rules (length, empty parts): 400 naming `field`;
 * - a part repeating another part, or what the account posted in the last 90 days:
 *   409 `duplicate_content`. `except` is the publication being checked, never its own match.
 */
export async function preflightRefusal(
  deps: AppDeps,
  input: { account: AccountRow; texts: string[]; field?: string; except?: string },
): Promise<AppError | null> {
  const { account, texts } = input;
  const problems = partProblemsOn(deps, account, texts);
  if (problems.length > 0) {
    const network = networkName(account.network);
    const prefix = input.field ? `${input.field}: the` : 'The';
    return invalidInput(
      `${prefix} post cannot go out on ${network} as it is. ${problems.join(' ')}`,
    );
  }
  const since = new Date(deps.now().getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS);
  const earlier = await postedByAccount(deps.db, {
    userId: account.userId,
    accountId: account.id,
    since,
    texts,
    except: input.except,
  });
  if (duplicateProblems(texts, earlier).length === 0) return null;
  // Only a refusal names a day, in the person's own time zone.
  const { timezone } = await getSettings(deps, { userId: account.userId });
  const repeats = duplicateProblems(texts, earlier, { timeZone: timezone });
  return new AppError('duplicate_content', repeats.join(' '));
}

/** Throws the refusal found, if any. */
export async function throwRefusal(found: Promise<AppError | null>): Promise<void> {
  const refusal = await found;
  if (refusal) throw refusal;
}

/** Throws what `preflightRefusal` finds. */
export const preflight = (deps: AppDeps, input: Parameters<typeof preflightRefusal>[1]) =>
  throwRefusal(preflightRefusal(deps, input));

/**
 * `preflightRefusal` for a publication waiting to go out, with `texts` as its parts (what they
 * are, or what an edit would make them). One whose account is gone is passed: it fails when due,
 * saying that the account is no longer connected.
 */
export async function preflightWaiting(
  deps: AppDeps,
  input: {
    publication: { id: string; userId: string; accountId: string | null };
    texts: string[];
    field?: string;
  },
): Promise<AppError | null> {
  const { publication } = input;
  if (!publication.accountId) return null;
  const account = await findAccountOfUser(deps, {
    userId: publication.userId,
    id: publication.accountId,
  });
  if (!account) return null;
  return preflightRefusal(deps, {
    account,
    texts: input.texts,
    field: input.field,
    except: publication.id,
  });
}

/**
 * Before an edit is saved: the parts the new content makes for each of the post's scheduled
 * publications must still go out on its account (its network's rules, no duplicate). Throws the
 * first refusal, so nothing is saved.
 */
export async function checkEditBeforeSaving(
  deps: AppDeps,
  post: { id: string; kind: string; content: string },
): Promise<void> {
  const { kind } = post;
  if (!isPublishableKind(kind)) return;
  for (const publication of await scheduledOfPost(deps.db, post.id)) {
    const texts = publicationParts(kind, post.content, {
      linksInReply: publication.linksInReply,
    });
    await throwRefusal(preflightWaiting(deps, { publication, texts, field: 'content' }));
  }
}
