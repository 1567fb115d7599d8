import {
  BEST_TIMES_MINIMUM_POSTS,
  DEFAULT_SLOTS,
  type BestTimes,
  type BestTimesHour,
} from '@quillpost/shared';
import type { OwnPost } from './own-posts';

/** At most this many hours are suggested as slots. */
export const SUGGESTED_SLOTS = 7;
/** The prior's weight in posts is kept within these bounds (see `priorWeight`). */
const PRIOR_WEIGHT = { min: 1, max: 100 };

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone, each UTC day's offset from UTC in ms, or null for a day on which it changes. */
const dayOffsets = new Map<string, Map<number, number | null>>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    if (formatters.size > 64) {
      formatters.clear();
      dayOffsets.clear();
    }
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The wall clock of the zone at `instant`, read from the formatter. */
function wallClock(formatter: Intl.DateTimeFormat, instant: number) {
  const part: Record<string, string> = {};
  for (const { type, value } of formatter.formatToParts(instant)) part[type] = value;
  const wall = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour) % 24,
    Number(part.minute),
    Number(part.second),
  );
  return { weekday: WEEKDAYS[part.weekday!] ?? 1, hour: Number(part.hour) % 24, wall };
}

/**
 * The zone's offset through the UTC day of `instant`, or null when it changes that day. Zones
 * change their offset a few times a year at most, so one day's offset, read twice from the
 * formatter, serves every post of that day: formatting each post alone was most of the work.
 */
function offsetOfDay(timezone: string, formatter: Intl.DateTimeFormat, instant: number) {
  const day = Math.floor(instant / DAY_MS);
  let days = dayOffsets.get(timezone);
  if (!days) dayOffsets.set(timezone, (days = new Map()));
  if (days.has(day)) return days.get(day)!;
  const start = day * DAY_MS;
  const end = start + DAY_MS - 1_000;
  const atStart = wallClock(formatter, start).wall - start;
  const atEnd = wallClock(formatter, end).wall - end;
  const offset = atStart === atEnd ? atStart : null;
  if (days.size > 20_000) days.clear();
  days.set(day, offset);
  return offset;
}

/** The weekday (1 Monday to 7) and hour when `instant` happened, on the wall clock of `timezone`. */
export function weekHourIn(instant: Date, timezone: string): { weekday: number; hour: number } {
  const formatter = formatterOf(timezone);
  const at = instant.getTime();
  const offset = offsetOfDay(timezone, formatter, at);
  if (offset === null) {
    const { weekday, hour } = wallClock(formatter, at);
    return { weekday, hour };
  }
  const wall = new Date(at + offset);
  return { weekday: wall.getUTCDay() || 7, hour: wall.getUTCHours() };
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/**
 * The prior's weight k, in posts, by the method of moments: the noise of one post (the variance
 * of all posts' values, s²) over the true spread between hours (the variance of the hours' means
 * less the part of it their noise explains, s²/n on average). Hours that differ no more than noise
 * would make them get the largest weight, so every hour is pulled to the average.
 */
export function priorWeight(values: readonly number[], hourValues: readonly number[][]): number {
  const overall = mean(values);
  const noise = mean(values.map((value) => (value - overall) ** 2));
  const filled = hourValues.filter((hour) => hour.length > 0);
  if (noise === 0 || filled.length < 2) return PRIOR_WEIGHT.max;
  const means = filled.map(mean);
  const spread =
    mean(means.map((m) => (m - overall) ** 2)) - mean(filled.map((h) => noise / h.length));
  if (spread <= 0) return PRIOR_WEIGHT.max;
  return Math.min(Math.max(noise / spread, PRIOR_WEIGHT.min), PRIOR_WEIGHT.max);
}

/** An hour's rate pulled toward the average: (n·mean + k·average) / (n + k). */
export const shrunk = (n: number, hourMean: number, average: number, k: number) =>
  (n * hourMean + k * average) / (n + k);

function confidenceOf(n: number, k: number): BestTimesHour['confidence'] {
  const weight = n / (n + k);
  if (weight >= 2 / 3) return 'high';
  return weight >= 1 / 3 ? 'medium' : 'low';
}

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Engagement by hour of the week in `timezone` from an account's posts that have been read. Where
 * the network reports impressions a post's value is its engagement rate, elsewhere its
 * engagements.
 */
export function bestTimesOf(posts: readonly OwnPost[], timezone: string): BestTimes {
  const read = posts.filter((post) => post.figures !== null);
  const measure = read.every((post) => post.engagementRate !== null) ? 'impressions' : 'posts';
  const valueOf = (post: OwnPost) =>
    measure === 'impressions' ? post.engagementRate! : post.engagements;
  const byHour: number[][] = Array.from({ length: 168 }, () => []);
  for (const post of read) {
    const { weekday, hour } = weekHourIn(post.postedAt, timezone);
    byHour[(weekday - 1) * 24 + hour]!.push(valueOf(post));
  }
  const values = read.map(valueOf);
  const average = mean(values);
  const k = priorWeight(values, byHour);
  const hours = byHour.map((hourValues, index) => {
    const n = hourValues.length;
    const hourMean = n ? mean(hourValues) : null;
    return {
      weekday: Math.floor(index / 24) + 1,
      hour: index % 24,
      posts: n,
      engagementRate: hourMean,
      score: hourMean === null ? average : shrunk(n, hourMean, average, k),
      confidence: confidenceOf(n, k),
    };
  });
  const enough = read.length >= BEST_TIMES_MINIMUM_POSTS;
  const learned = [...hours]
    .filter((hour) => hour.posts > 0 && hour.score > average)
    .sort((a, b) => b.score - a.score || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, SUGGESTED_SLOTS)
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
    .map((hour) => ({ weekday: hour.weekday, time: pad(hour.hour) }));
  const useDefaults = !enough || learned.length === 0;
  return {
    timezone,
    basis: read.length,
    enough,
    measure,
    hours,
    suggested: useDefaults
      ? DEFAULT_SLOTS.map(({ weekday, time }) => ({ weekday, time }))
      : learned,
    suggestedAreDefaults: useDefaults,
  };
}
