import { publicationParts, zonedWallTimeToInstant } from '@quillpost/shared';
import { findAccountOfUser } from '../accounts';
import { newId } from '../lib/ids';
import { scheduleAutomated } from '../publications';
import { getSettings } from '../settings';
import type { AppDeps } from '../types';
import * as repository from './repository';
import { writeVariant } from './variant';

const DAY_MS = 86_400_000;

/** The publication has not been marked published yet (the job was queued just before). */
class NotSettled extends Error {}

const ACCOUNT_GONE =
  'The account this post went out on is no longer connected: connect it again, then turn evergreen off and on.';

/** The first instant after the day `until` (a date) in the person's time zone. */
async function endOf(deps: AppDeps, userId: string, until: string): Promise<Date> {
  const { timezone } = await getSettings(deps, { userId });
  return new Date(zonedWallTimeToInstant(Date.parse(until) + DAY_MS, timezone));
}

/**
 * After a publication of an evergreen post (or of one of its variants) went out, or its variant's
 * publication was canceled (skip once): claims the next cycle, unless the post is no longer
 * evergreen, a variant already waits, or the end the person set is reached; then goes on with it.
 */
export async function runEvergreenCycle(deps: AppDeps, publicationId: string): Promise<void> {
  const trigger = await repository.findTrigger(deps.db, publicationId);
  if (!trigger) return;
  if (trigger.status === 'publishing') throw new NotSettled(`publication ${publicationId}`);
  const skipped = trigger.status === 'canceled' && trigger.automation === 'evergreen';
  if (trigger.status !== 'published' && !skipped) return;
  const cycle =
    (await repository.cycleAfter(deps.db, publicationId)) ?? (await claimNext(deps, trigger));
  if (cycle) await continueCycle(deps, cycle);
}

async function claimNext(
  deps: AppDeps,
  trigger: NonNullable<Awaited<ReturnType<typeof repository.findTrigger>>>,
): Promise<repository.CycleRow | null> {
  const ofVariant = await repository.cycleOfPublication(deps.db, trigger.id);
  const originalId = ofVariant?.originalId ?? trigger.postId;
  const original = await repository.findPost(deps.db, originalId);
  const settings = original?.evergreen;
  if (!original || !settings) return null;
  if (await repository.hasWaitingCycle(deps.db, { originalId, trigger: trigger.id })) return null;
  if (
    settings.times !== null &&
    (await repository.sentCount(deps.db, originalId)) >= settings.times
  )
    return null;
  const base = trigger.status === 'published' ? trigger.publishedAt! : trigger.publishAt;
  const notBefore = new Date(base.getTime() + settings.everyDays * DAY_MS);
  if (settings.until && notBefore >= (await endOf(deps, original.userId, settings.until))) {
    return null;
  }
  const claimed = await repository.claimCycle(deps.db, {
    originalId,
    userId: original.userId,
    afterPublicationId: trigger.id,
    accountId: trigger.accountId,
    notBefore,
  });
  // Another trigger of the same original claimed this cycle number first: the retry finds it.
  if (!claimed) throw new Error(`evergreen cycle of ${originalId} claimed by another trigger`);
  return claimed;
}

/** Writes the cycle's variant unless it has one, then schedules it unless it is scheduled. */
async function continueCycle(deps: AppDeps, cycle: repository.CycleRow): Promise<void> {
  if (cycle.status !== 'writing') return;
  const original = await repository.findPost(deps.db, cycle.originalId);
  if (!original?.evergreen || (original.kind !== 'tweet' && original.kind !== 'thread')) {
    return repository.endCycle(deps.db, cycle, { status: 'ended', error: null });
  }
  const account = cycle.accountId
    ? await findAccountOfUser(deps, { userId: cycle.userId, id: cycle.accountId })
    : null;
  if (!account)
    return repository.endCycle(deps.db, cycle, { status: 'failed', error: ACCOUNT_GONE });
  const kind = original.kind;
  let variantId = cycle.variantId;
  if (!variantId) {
    const written = await writeVariant(deps, {
      userId: cycle.userId,
      kind,
      content: original.content,
      account,
    });
    if ('failure' in written) {
      return repository.endCycle(deps.db, cycle, { status: 'failed', error: written.failure });
    }
    // The images go with the parts they were chosen for, so only while the parts stay as many.
    const parts = (content: string) => publicationParts(kind, content).length;
    const sameParts = parts(written.content) === parts(original.content);
    variantId = await repository.saveVariant(deps.db, cycle, {
      ...original,
      id: newId(),
      content: written.content,
      source: 'variant',
      variantOf: original.id,
      evergreen: null,
      media: sameParts ? original.media : [],
      createdAt: deps.now(),
    });
  }
  const variant = await repository.findPost(deps.db, variantId);
  if (!variant) return repository.endCycle(deps.db, cycle, { status: 'ended', error: null });
  const { until } = original.evergreen;
  const outcome = await scheduleAutomated(deps, {
    userId: cycle.userId,
    accountId: account.id,
    network: account.network,
    post: { id: variant.id, kind, content: variant.content, media: variant.media },
    automation: 'evergreen',
    notBefore: cycle.notBefore,
    ...(until ? { latest: await endOf(deps, cycle.userId, until) } : {}),
    claim: async (tx, publicationId) =>
      (await repository.settingsHeld(tx, cycle.originalId)) !== null &&
      repository.attachPublication(tx, cycle, publicationId),
  });
  if ('tooLate' in outcome)
    await repository.endCycle(deps.db, cycle, { status: 'ended', error: null });
  if ('refused' in outcome) {
    await repository.endCycle(deps.db, cycle, { status: 'failed', error: outcome.refused });
  }
}
