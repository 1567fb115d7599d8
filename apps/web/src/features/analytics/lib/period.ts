export const PERIODS = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '365d', label: 'Last 12 months', days: 365 },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];

const DAY = 86_400_000;

/** The browser's time zone: days and hours of the week are counted in it. */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A local calendar date, YYYY-MM-DD. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Whole days, today included, in the browser's time zone. */
export function periodRange(id: PeriodId, now: Date) {
  const days = PERIODS.find((period) => period.id === id)!.days;
  return {
    from: localDate(new Date(now.getTime() - (days - 1) * DAY)),
    to: localDate(now),
    timezone: browserTimezone(),
  };
}
