import { MAX_SCHEDULE_AHEAD_DAYS, nextSlot, type PublishAt } from '@quillpost/shared';
import { invalidInput } from '../lib/errors';
import type { AppDeps } from '../types';
import { scheduledTimes } from './repository';

const MINUTE = 60_000;

/**
 * The instant a `publishAt` asks for: now, the user's next free weekly slot, or the time given,
 * which may be at most a minute in the past (clocks differ) and at most a year ahead.
 */
export async function resolvePublishAt(
  deps: AppDeps,
  input: { userId: string; publishAt: PublishAt; ignore?: Date },
): Promise<Date> {
  const now = deps.now();
  if (input.publishAt === 'now') return now;
  if (input.publishAt === 'next-slot') {
    const { timezone, slots } = await deps.publishing.x.settings(input.userId);
    const taken = (await scheduledTimes(deps.db, input.userId, now)).filter(
      (time) => time.getTime() !== input.ignore?.getTime(),
    );
    const slot = nextSlot({ timezone, slots, now, taken });
    if (!slot) {
      throw invalidInput('publishAt: "next-slot" needs at least one weekly slot in your settings');
    }
    return slot;
  }
  const at = new Date(input.publishAt);
  if (at.getTime() < now.getTime() - MINUTE) {
    throw invalidInput('publishAt is more than a minute in the past');
  }
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 24 * 60 * MINUTE) {
    throw invalidInput(`publishAt is more than ${MAX_SCHEDULE_AHEAD_DAYS} days ahead`);
  }
  return at;
}
