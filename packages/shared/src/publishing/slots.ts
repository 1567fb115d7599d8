/** A weekly publishing slot: weekday 1 (Monday) to 7 (Sunday), time `HH:MM` in the user's zone. */
export interface WeeklySlot {
  weekday: number;
  time: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Formatters by zone, the most recently used last. Making one costs far more than a lookup, and
 * each holds ICU data of its own, so only this many are kept whatever zones callers name.
 */
export const MAX_CACHED_FORMATTERS = 64;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (formatter) {
    formatters.delete(timezone);
  } else {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= MAX_CACHED_FORMATTERS) {
      formatters.delete(formatters.keys().next().value!);
    }
  }
  formatters.set(timezone, formatter);
  return formatter;
}

/** How many zone formatters are kept now (at most MAX_CACHED_FORMATTERS). */
export const cachedFormatterCount = () => formatters.size;

/** The wall clock in `timezone` at `instant`, as if it were a UTC time (milliseconds). */
export function wallClock(instant: number, timezone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timezone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(
    fields.year!,
    fields.month! - 1,
    fields.day!,
    fields.hour!,
    fields.minute!,
    fields.second!,
  );
}

const offsetAt = (instant: number, timezone: string) =>
  wallClock(Math.floor(instant / 1000) * 1000, timezone) - Math.floor(instant / 1000) * 1000;

/**
 * The instant when the wall clock in `timezone` shows `wall` (a UTC-coded wall time). A time that
 * happens twice (clocks going back) is its first occurrence; a time that never happens (clocks
 * going forward) is moved forward by the gap, as Temporal's "compatible" rule does.
 */
export function zonedWallTimeToInstant(wall: number, timezone: string): number {
  const offsets = [...new Set([offsetAt(wall - DAY, timezone), offsetAt(wall + DAY, timezone)])];
  const valid = offsets
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timezone) === wall - instant);
  if (valid.length > 0) return Math.min(...valid);
  return wall - Math.min(...offsets);
}

export interface NextSlotInput {
  timezone: string;
  slots: WeeklySlot[];
  now: Date;
  /** Times already held by the user's scheduled publications. */
  taken: Date[];
}

/**
 * The first slot strictly after `now`, at the slot's exact minute in the user's zone (daylight
 * saving included), that no scheduled publication holds; null without slots.
 */
export function nextSlot({ timezone, slots, now, taken }: NextSlotInput): Date | null {
  if (slots.length === 0) return null;
  const held = new Set(taken.map((date) => Math.floor(date.getTime() / MINUTE)));
  const today = wallClock(now.getTime(), timezone);
  const startOfToday = today - (today % DAY);
  // Every week offers each distinct slot once, so enough weeks to pass every held time suffice.
  const days = 7 * (Math.ceil(held.size / slots.length) + 2);
  for (let day = 0; day <= days; day++) {
    const date = startOfToday + day * DAY;
    const weekday = ((new Date(date).getUTCDay() + 6) % 7) + 1;
    const instants = slots
      .filter((slot) => slot.weekday === weekday)
      .map((slot) => {
        const [hours, minutes] = slot.time.split(':').map(Number);
        return zonedWallTimeToInstant(date + hours! * 3_600_000 + minutes! * MINUTE, timezone);
      })
      .sort((a, b) => a - b);
    for (const instant of instants) {
      if (instant > now.getTime() && !held.has(Math.floor(instant / MINUTE))) {
        return new Date(instant);
      }
    }
  }
  return null;
}
