import type { Publication } from '@quillpost/shared';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useReschedulePublication } from '../api/publications';
import { addDays } from './calendar-days';
import { excerpt } from './excerpt';
import { formatDateTime, fromZonedFields, toZonedFields } from './zoned-time';

const HOUR = 3_600_000;

/** Where a publication can be moved from its menu, as the keyboard's way to do what a drag does. */
export type Step = 'hour-earlier' | 'hour-later' | 'day-earlier' | 'day-later';

/**
 * The time a step leads to: an hour is an hour of real time, a day keeps the time on the person's
 * clock (across a daylight-saving change too).
 */
export function steppedTime(publishAt: string, step: Step, timezone: string): string {
  const at = new Date(publishAt);
  if (step === 'hour-earlier' || step === 'hour-later') {
    return new Date(at.getTime() + (step === 'hour-later' ? HOUR : -HOUR)).toISOString();
  }
  const { day, time } = toZonedFields(at, timezone);
  return fromZonedFields(addDays(day, step === 'day-later' ? 1 : -1), time, timezone)!;
}

/** Said when a publication is dropped on a time already gone, before anything is sent. */
export const PASSED = 'That time has passed. Move it to a time from now on.';

const without = <V>(map: Map<string, V>, key: string) => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

/**
 * Reschedules from the calendar. A moved publication is drawn at its new time while the server
 * answers; refused, it goes back to its place with the reason beside it. Each outcome is also
 * said in `announcement`, for a live region.
 */
export function useCalendarMoves(timezone: string) {
  const reschedule = useReschedulePublication();
  const [moving, setMoving] = useState(new Map<string, string>());
  const [errors, setErrors] = useState(new Map<string, string>());
  const [announcement, setAnnouncement] = useState('');

  const move = async (publication: Publication, publishAt: string) => {
    const at = new Date(publishAt).getTime();
    if (at === new Date(publication.publishAt).getTime()) return;
    const id = publication._id;
    const name = `“${excerpt(publication)}”`;
    /** Left at its place, with the reason beside it and said aloud. */
    const refuse = (reason: string) => {
      setErrors((current) => new Map(current).set(id, reason));
      setAnnouncement(`${name} was not moved: ${reason}`);
    };
    if (at < Date.now()) return refuse(PASSED);
    setErrors((current) => without(current, id));
    setMoving((current) => new Map(current).set(id, publishAt));
    try {
      await reschedule.mutateAsync({ id, publishAt });
      setAnnouncement(`Moved ${name} to ${formatDateTime(publishAt, timezone)} (${timezone}).`);
    } catch (failure) {
      refuse(errorMessage(failure));
    } finally {
      setMoving((current) => without(current, id));
    }
  };

  /** The publications as drawn: a move under way at its new time. */
  const shown = (publications: readonly Publication[]): Publication[] =>
    publications.map((p) => (moving.has(p._id) ? { ...p, publishAt: moving.get(p._id)! } : p));

  return { move, shown, errors, announcement };
}
