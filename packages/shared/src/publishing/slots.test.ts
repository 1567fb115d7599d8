import { describe, expect, it } from 'vitest';
import {
  cachedFormatterCount,
  MAX_CACHED_FORMATTERS,
  nextSlot,
  zonedWallTimeToInstant,
} from './slots';

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('nextSlot', () => {
  it('is null without slots', () => {
    expect(
      nextSlot({ timezone: 'UTC', slots: [], now: at('2026-11-23T10:00:00Z'), taken: [] }),
    ).toBeNull();
  });

  it('takes the first slot strictly after now, at its exact minute', () => {
    // 2026-11-23 is a Monday.
    const slots = [{ weekday: 1, time: '10:00' }];
    const now = at('2026-11-23T10:00:00Z');
    expect(iso(nextSlot({ timezone: 'UTC', slots, now, taken: [] }))).toBe(
      '2026-11-30T10:00:00.000Z',
    );
    expect(
      iso(nextSlot({ timezone: 'UTC', slots, now: at('2026-11-23T09:59:59Z'), taken: [] })),
    ).toBe('2026-11-23T10:00:00.000Z');
  });

  it('skips slots that scheduled publications hold', () => {
    const slots = [
      { weekday: 1, time: '12:00' },
      { weekday: 2, time: '09:30' },
    ];
    const now = at('2026-11-23T10:00:00Z');
    const taken = [at('2026-11-23T12:00:00Z'), at('2026-11-24T09:30:00Z')];
    expect(iso(nextSlot({ timezone: 'UTC', slots, now, taken }))).toBe('2026-11-30T12:00:00.000Z');
  });

  it('reads weekday and time in the user zone', () => {
    // Monday 09:00 in Tokyo is Monday 00:00 UTC.
    const slots = [{ weekday: 1, time: '09:00' }];
    const now = at('2026-11-22T20:00:00Z'); // Monday 05:00 in Tokyo
    expect(iso(nextSlot({ timezone: 'Asia/Tokyo', slots, now, taken: [] }))).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('follows Europe/London across the change to summer time', () => {
    // Clocks go forward on Sunday 2026-03-29. A Monday 09:00 slot is 09:00 GMT before, 08:00 UTC after.
    const slots = [{ weekday: 1, time: '09:00' }];
    const before = nextSlot({
      timezone: 'Europe/London',
      slots,
      now: at('2026-03-20T12:00:00Z'),
      taken: [],
    });
    expect(iso(before)).toBe('2026-03-23T09:00:00.000Z');
    const after = nextSlot({ timezone: 'Europe/London', slots, now: before!, taken: [] });
    expect(iso(after)).toBe('2026-03-30T08:00:00.000Z');
  });

  it('follows America/New_York back to standard time', () => {
    // Clocks go back on Sunday 2026-11-01: Sunday 18:00 is 22:00 UTC before, 23:00 UTC on the day.
    const slots = [{ weekday: 7, time: '18:00' }];
    const now = at('2026-10-26T00:00:00Z');
    const first = nextSlot({ timezone: 'America/New_York', slots, now, taken: [] });
    expect(iso(first)).toBe('2026-11-01T23:00:00.000Z');
    const held = nextSlot({ timezone: 'America/New_York', slots, now, taken: [first!] });
    expect(iso(held)).toBe('2026-11-08T23:00:00.000Z');
  });

  it('resolves wall times that happen twice or never', () => {
    // New York, 2026-11-01 01:30 happens twice: the first is 05:30 UTC (still daylight time).
    expect(
      new Date(
        zonedWallTimeToInstant(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York'),
      ).toISOString(),
    ).toBe('2026-11-01T05:30:00.000Z');
    // London, 2026-03-29 01:30 never happens: it moves forward by the hour, to 02:30 BST.
    expect(
      new Date(zonedWallTimeToInstant(Date.UTC(2026, 2, 29, 1, 30), 'Europe/London')).toISOString(),
    ).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps a bounded number of zone formatters, whatever zones it is asked about', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(MAX_CACHED_FORMATTERS);
    for (const zone of zones) zonedWallTimeToInstant(Date.UTC(2026, 10, 25, 9), zone);
    // Spellings Intl accepts as well: each would otherwise be a formatter of its own.
    for (const zone of ['europe/paris', 'EUROPE/PARIS', 'Europe/PARIS', 'eUrOpE/pArIs']) {
      zonedWallTimeToInstant(Date.UTC(2026, 10, 25, 9), zone);
    }
    expect(cachedFormatterCount()).toBe(MAX_CACHED_FORMATTERS);
  });
});
