import { zonedWallTimeToInstant } from './slots';

/** `YYYY-MM-DD` and `HH:MM` as the clock in `timezone` shows `date`. */
export function toZonedFields(date: Date, timezone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The UTC ISO time of a day and time on the clock of `timezone`; null when incomplete. */
export function fromZonedFields(day: string, time: string, timezone: string): string | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayMatch || !timeMatch) return null;
  const [, y, m, d] = dayMatch.map(Number);
  const [, hh, mm] = timeMatch.map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  return new Date(zonedWallTimeToInstant(wall, timezone)).toISOString();
}
