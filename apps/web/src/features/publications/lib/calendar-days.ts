/**
 * Calendar days as `YYYY-MM-DD` keys. A day is a date on the person's clock, not an instant, so
 * the arithmetic is done on the date alone (in UTC, where every day has 24 hours) and the zone
 * only comes in when a day and a time become an instant.
 */
const MS_PER_DAY = 86_400_000;

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  fromUtc(toUtc(day) + days * MS_PER_DAY);

/** 1 (Monday) to 7 (Sunday), as weekly slots count them. */
export const weekdayOf = (day: string): number => ((new Date(toUtc(day)).getUTCDay() + 6) % 7) + 1;

/** The Monday of the week `day` is in. */
export const weekStart = (day: string): string => addDays(day, 1 - weekdayOf(day));

export const weekDays = (day: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));

/** The first day of the month `months` after the month of `day`. */
export const addMonths = (day: string, months: number): string => {
  const date = new Date(toUtc(day.slice(0, 8) + '01'));
  date.setUTCMonth(date.getUTCMonth() + months);
  return fromUtc(date.getTime());
};

/** Whole weeks, Monday first, that cover the month of `day`. */
export function monthWeeks(day: string): string[][] {
  const last = addDays(addMonths(day, 1), -1);
  const weeks: string[][] = [];
  for (let monday = weekStart(addMonths(day, 0)); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday));
  }
  return weeks;
}

const label = (options: Intl.DateTimeFormatOptions) => (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(toUtc(day)));

/** "Monday 30 November" */
export const dayName = label({ weekday: 'long', day: 'numeric', month: 'long' });
/** "Mon 30" */
export const shortDayName = label({ weekday: 'short', day: 'numeric' });
/** "December 2026" */
export const monthName = label({ month: 'long', year: 'numeric' });
/** "30 November 2026" */
export const longDate = label({ day: 'numeric', month: 'long', year: 'numeric' });
