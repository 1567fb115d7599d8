import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_SCHEDULE, parseReadSchedule } from '../config/read-schedule';
import { isDue, isRefreshable, latestReadPoint } from './schedule';

const H = 3_600_000;
const D = 24 * H;
const offsets = parseReadSchedule(DEFAULT_READ_SCHEDULE) as number[];
const published = new Date('2026-11-01T12:00:00Z');
const at = (ms: number) => new Date(published.getTime() + ms);

describe('read schedule', () => {
  it('parses minutes, hours and days, ascending', () => {
    expect(offsets).toEqual([H, 6 * H, 24 * H, 3 * D, 7 * D, 30 * D]);
    expect(parseReadSchedule('2d, 30m,2d')).toEqual([30 * 60_000, 2 * D]);
  });

  it('names what is wrong in a bad schedule', () => {
    expect(parseReadSchedule('1h,soon')).toMatch(/"soon"/);
    expect(parseReadSchedule('0h')).toMatch(/"0h"/);
    expect(parseReadSchedule(' , ')).toMatch(/at least one/);
  });

  it('finds the latest read point that has passed', () => {
    expect(latestReadPoint(published, at(30 * 60_000), offsets)).toBeNull();
    expect(latestReadPoint(published, at(7 * H), offsets)).toEqual(at(6 * H));
    expect(latestReadPoint(published, at(90 * D), offsets)).toEqual(at(30 * D));
  });

  it('makes a post due once per read point, never more often', () => {
    const part = (lastReadAt: Date | null) => ({ publishedAt: published, lastReadAt });
    expect(isDue(part(null), at(59 * 60_000), offsets)).toBe(false);
    expect(isDue(part(null), at(H), offsets)).toBe(true);
    expect(isDue(part(at(H + 1000)), at(5 * H), offsets)).toBe(false);
    expect(isDue(part(at(H + 1000)), at(6 * H), offsets)).toBe(true);
    expect(isDue(part(at(30 * D + 5000)), at(400 * D), offsets)).toBe(false);
  });

  it('lets a refresh bring forward reads of posts inside their schedule, an hour apart at most', () => {
    const part = (lastReadAt: Date | null) => ({ publishedAt: published, lastReadAt });
    expect(isRefreshable(part(null), at(10 * 60_000), offsets)).toBe(true);
    expect(isRefreshable(part(at(2 * H)), at(2 * H + 30 * 60_000), offsets)).toBe(false);
    expect(isRefreshable(part(at(2 * H)), at(3 * H), offsets)).toBe(true);
    expect(isRefreshable(part(at(30 * D + 1)), at(60 * D), offsets)).toBe(false);
  });
});
