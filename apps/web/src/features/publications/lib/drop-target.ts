import type { Publication } from '@quillpost/shared';
import { fromZonedFields, toZonedFields } from './zoned-time';

/**
 * What a publication can be dropped on: an open slot (its exact instant), an hour of a day (the
 * minutes kept), or a day (the time kept). `label` names it to screen readers.
 */
export type DropTarget =
  | { at: string; label: string }
  | { day: string; hour: string; label: string }
  | { day: string; label: string };

/** The instant a publication dropped on `target` moves to, on the clock of `timezone`. */
export function droppedTime(publication: Publication, target: DropTarget, timezone: string) {
  if ('at' in target) return target.at;
  const current = toZonedFields(new Date(publication.publishAt), timezone);
  const time = 'hour' in target ? `${target.hour}:${current.time.slice(3)}` : current.time;
  return fromZonedFields(target.day, time, timezone);
}
