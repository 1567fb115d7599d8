import { formatCount } from '@/lib/format-count';
import { byNetworkOrder, joinNames, networkName } from '@/lib/networks';
import { formatLongDate } from '@/lib/zoned-format';

export { formatCompact, formatCount } from '@/lib/format-count';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export const formatRate = (value: number) => percent.format(value);
/** A count and its noun: "1 thread", "2 threads". */
export function plural(count: number, noun: string): string {
  const shown = formatCount(count);
  return `${shown} ${noun}${shown === '1' ? '' : 's'}`;
}
export const postsLabel = (count: number) => plural(count, 'post');

/** Said instead of naming a best hour, format or tone while no post has impressions. */
export const NOTHING_TO_COMPARE = 'Nothing to compare yet: no post has impressions so far.';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export { WEEKDAY_NAMES } from '@quillpost/shared';
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Noon UTC of a calendar day such as 2026-11-02: the server already counted it in the zone. */
const noonOf = (date: string) => `${date}T12:00:00Z`;

/** A day such as 2026-11-02 as "2 Nov". */
export const shortDate = (date: string) =>
  new Date(noonOf(date)).toLocaleDateString('en-GB', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A day such as 2026-11-02 as "2 November 2026". */
export const longDate = (date: string) => formatLongDate(noonOf(date), 'UTC');

/**
 * The names of the networks among these publications that report no impressions (Bluesky,
 * Mastodon); none when every one reports them.
 */
export function silentNetworks(
  publications: { network: string; impressions: number | null }[],
): string[] {
  const silent = publications.filter((p) => p.impressions === null).toSorted(byNetworkOrder);
  return [...new Set(silent.map((p) => networkName(p.network)))];
}

/** "not reported by Bluesky or Mastodon" names them so. */
export const silentBy = (names: string[]) => joinNames(names, 'or') || 'the network';
