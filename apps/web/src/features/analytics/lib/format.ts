import { formatCount } from '@/lib/format-count';

export { formatCompact, formatCount } from '@/lib/format-count';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export const formatRate = (value: number) => percent.format(value);
export const postsLabel = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'post' : 'posts'}`;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A day such as 2026-11-02 as "Nov 2". */
export const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
