/** The variable ANALYTICS_READ_SCHEDULE: when figures are read after a post goes out. */
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export const DEFAULT_READ_SCHEDULE = '1h,6h,24h,3d,7d,30d';

/**
 * The times after publishing at which a post's figures are read, such as `1h,6h,24h,3d,7d,30d`
 * (units m, h, d): ascending offsets in milliseconds, or a message saying what is wrong.
 */
export function parseReadSchedule(text: string): number[] | string {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return 'must list at least one time, such as 1h,6h,24h,3d,7d,30d';
  const offsets: number[] = [];
  for (const item of items) {
    const match = /^(\d{1,4})([mhd])$/.exec(item);
    if (!match || Number(match[1]) === 0) {
      return `"${item}" is not a time after publishing: write a whole number and m, h or d, such as 6h`;
    }
    offsets.push(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
  }
  return [...new Set(offsets)].sort((a, b) => a - b);
}
