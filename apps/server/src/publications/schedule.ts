import {
  MAX_SCHEDULE_AHEAD_DAYS,
  nextSlot,
  type PublishAt,
  type WeeklySlot,
} from '@quillpost/shared';
import type { Database } from '../db/client';
import { invalidInput } from '../lib/errors';
import { getSettings } from '../settings';
import type { AppDeps } from '../types';
import { lockSchedule, scheduledTimes } from './repository';

const MINUTE = 60_000;
const noSlots = () =>
  invalidInput('publishAt: "next-slot" needs at least one weekly slot in your settings');

/** A `publishAt` checked: an instant, or the user's next free weekly slot, chosen when taken. */
export type PlannedTime = { at: Date } | { nextSlotIn: { timezone: string; slots: WeeklySlot[] } };

/**
 * Checks what a `publishAt` asks for: now, the user's next free weekly slot (which needs a slot in
 * the settings), or the time given, which may be at most a minute in the past (clocks differ) and
 * at most a year ahead.
 */
export async function planPublishAt(
  deps: AppDeps,
  input: { userId: string; publishAt: PublishAt },
): Promise<PlannedTime> {
  const now = deps.now();
  if (input.publishAt === 'now') return { at: now };
  if (input.publishAt === 'next-slot') {
    const { timezone, slots } = await getSettings(deps, { userId: input.userId });
    if (slots.length === 0) throw noSlots();
    return { nextSlotIn: { timezone, slots } };
  }
  const at = new Date(input.publishAt);
  if (at.getTime() < now.getTime() - MINUTE) {
    throw invalidInput('publishAt is more than a minute in the past');
  }
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 24 * 60 * MINUTE) {
    throw invalidInput(`publishAt is more than ${MAX_SCHEDULE_AHEAD_DAYS} days ahead`);
  }
  return { at };
}

/**
 * Runs `write` with the planned instant. A next slot is chosen and written in one transaction
 * that holds the user's schedule, so requests at once (in one instance or in several sharing the
 * database) each see the slots taken before them and never choose the same one. `write` must use
 * the database it is given: on PGlite a query from outside waits for the transaction to end.
 */
export async function atPlannedTime<T>(
  deps: AppDeps,
  input: { userId: string; accountId: string; plan: PlannedTime; moving?: string },
  write: (db: Database, at: Date) => Promise<T>,
): Promise<T> {
  const { plan } = input;
  if ('at' in plan) return write(deps.db, plan.at);
  return deps.db.transaction(async (tx) => {
    await lockSchedule(tx, input.userId);
    const now = deps.now();
    const taken = await scheduledTimes(tx, {
      userId: input.userId,
      accountId: input.accountId,
      after: now,
      except: input.moving,
    });
    const slot = nextSlot({ ...plan.nextSlotIn, now, taken });
    if (!slot) throw noSlots();
    return write(tx, slot);
  });
}
