import { zonedDate } from '@/lib/zoned-format';

export const PERIODS = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '365d', label: 'Last 12 months', days: 365 },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];

const DAY = 86_400_000;

/** Whole days, today included, as the calendar of `timezone` counts them. */
export function periodRange(id: PeriodId, now: Date, timezone: string) {
  const days = PERIODS.find((period) => period.id === id)!.days;
  return {
    from: zonedDate(new Date(now.getTime() - (days - 1) * DAY), timezone),
    to: zonedDate(now, timezone),
    timezone,
  };
}
