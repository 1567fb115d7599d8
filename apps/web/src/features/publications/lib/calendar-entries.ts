import type { Publication, WeeklySlot } from '@quillpost/shared';
import { weekdayOf } from './calendar-days';
import { fromZonedFields, toZonedFields } from './zoned-time';

/** A publication where the person's clock puts it. */
export interface PlacedPublication {
  type: 'publication';
  day: string;
  time: string;
  publication: Publication;
}

/** A weekly slot on one day that nothing is scheduled at yet: a place to schedule a post. */
export interface OpenPlace {
  type: 'open';
  day: string;
  time: string;
  /** The instant, UTC ISO. */
  at: string;
}

export type CalendarEntry = PlacedPublication | OpenPlace;

/**
 * What each of `days` holds on the clock of `timezone`, in time order: the publications, and the
 * weekly slots still open (later than `now`, and not the time of a publication waiting to go out).
 */
export function calendarEntries(input: {
  days: readonly string[];
  publications: readonly Publication[];
  slots: readonly WeeklySlot[];
  timezone: string;
  now: Date;
}): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>(input.days.map((day) => [day, []]));
  const taken = new Set<number>();
  for (const publication of input.publications) {
    const at = new Date(publication.publishAt);
    if (publication.status === 'scheduled' || publication.status === 'publishing') {
      taken.add(at.getTime());
    }
    const { day, time } = toZonedFields(at, input.timezone);
    byDay.get(day)?.push({ type: 'publication', day, time, publication });
  }
  for (const day of input.days) {
    for (const slot of input.slots) {
      if (slot.weekday !== weekdayOf(day)) continue;
      const at = fromZonedFields(day, slot.time, input.timezone);
      if (!at) continue;
      const instant = new Date(at).getTime();
      if (instant <= input.now.getTime() || taken.has(instant)) continue;
      // A slot in the hour skipped when clocks go forward is taken after the gap, as the queue
      // takes it: drawn where it goes out.
      const { time } = toZonedFields(new Date(at), input.timezone);
      byDay.get(day)!.push({ type: 'open', day, time, at });
    }
  }
  for (const entries of byDay.values()) entries.sort((a, b) => a.time.localeCompare(b.time));
  return byDay;
}

/** The hour (`HH`) an entry is drawn in. */
export const hourOf = (entry: { time: string }) => entry.time.slice(0, 2);

/** What a calendar shows at once. */
export type CalendarMode = 'week' | 'month';

/** An entry's React key: a publication's id, or an open place's instant. */
export const entryKey = (entry: CalendarEntry) =>
  entry.type === 'open' ? `open-${entry.at}` : entry.publication._id;
