import { describe, expect, it } from 'vitest';
import { bestTimesOf, priorWeight, shrunk, weekHourIn } from './best-times';
import type { OwnPost } from './own-posts';

const post = (postedAt: string, rate: number | null, engagements = 10): OwnPost => ({
  id: postedAt,
  source: 'published',
  accountId: 'a',
  text: 'x',
  postedAt: new Date(postedAt),
  figures: {
    impressions: rate === null ? null : 1000,
    likes: engagements,
    reposts: 0,
    replies: 0,
    quotes: 0,
    bookmarks: 0,
    linkClicks: null,
    profileClicks: null,
  },
  engagements,
  engagementRate: rate,
});

describe('shrinkage', () => {
  it('pulls an hour toward the average in proportion to how few posts it has', () => {
    expect(shrunk(1, 0.1, 0.02, 4)).toBeCloseTo((0.1 + 4 * 0.02) / 5);
    const few = shrunk(1, 0.1, 0.02, 4);
    const many = shrunk(40, 0.1, 0.02, 4);
    expect(few).toBeLessThan(many);
    expect(many).toBeLessThan(0.1);
    expect(shrunk(0, 0.1, 0.02, 4)).toBe(0.02);
  });

  it('weighs the prior heavily when hours differ no more than noise, lightly when they differ', () => {
    const noisy = [
      [0.01, 0.03],
      [0.03, 0.01],
      [0.02, 0.02],
    ];
    const apart = [
      [0.1, 0.11, 0.09],
      [0.01, 0.012, 0.008],
    ];
    expect(priorWeight(noisy.flat(), noisy)).toBe(100);
    expect(priorWeight(apart.flat(), apart)).toBeLessThan(2);
  });
});

describe('bestTimesOf', () => {
  it('places posts by the wall clock of the zone', () => {
    expect(weekHourIn(new Date('2026-11-02T23:30:00Z'), 'Asia/Kolkata')).toEqual({
      weekday: 2,
      hour: 5,
    });
    expect(weekHourIn(new Date('2026-11-02T23:30:00Z'), 'UTC')).toEqual({ weekday: 1, hour: 23 });
  });

  it('reads the wall clock right through the days a zone changes its offset, every 10 minutes', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    const days = [
      '2026-03-08',
      '2026-03-29',
      '2026-04-05',
      '2026-10-04',
      '2026-10-25',
      '2026-11-01',
    ];
    for (const timezone of zones) {
      const clock = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
      });
      for (const day of days) {
        for (let minutes = -24 * 60; minutes < 48 * 60; minutes += 10) {
          const instant = new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000);
          const parts = Object.fromEntries(
            clock.formatToParts(instant).map((part) => [part.type, part.value]),
          );
          const weekday =
            ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
          expect(weekHourIn(instant, timezone), `${timezone} ${instant.toISOString()}`).toEqual({
            weekday,
            hour: Number(parts.hour) % 24,
          });
        }
      }
    }
  });

  it('ranks a well-supported hour above a lucky single post', () => {
    const mondays = [
      '09-07',
      '09-14',
      '09-21',
      '09-28',
      '10-05',
      '10-12',
      '10-19',
      '10-26',
      '11-02',
      '11-09',
    ];
    const posts = [
      // Monday 09:00 averages 0.06 over ten posts; one Tuesday post did 0.09.
      ...mondays.map((day, i) => post(`2026-${day}T09:00:00Z`, i % 2 ? 0.09 : 0.03)),
      post('2026-09-08T15:00:00Z', 0.09),
      ...Array.from({ length: 12 }, (_, i) =>
        post(`2026-09-09T${String(i).padStart(2, '0')}:00:00Z`, i % 2 ? 0.03 : 0.01),
      ),
    ];
    const answer = bestTimesOf(posts, 'UTC');
    expect(answer.enough).toBe(true);
    expect(answer.suggested[0]).toEqual({ weekday: 1, time: '09:00' });
    const monday9 = answer.hours.find((h) => h.weekday === 1 && h.hour === 9)!;
    const lucky = answer.hours.find((h) => h.weekday === 2 && h.hour === 15)!;
    expect(monday9.score).toBeGreaterThan(lucky.score);
    expect(lucky.confidence).toBe('low');
  });

  it('measures engagements per post where the network reports no impressions', () => {
    const answer = bestTimesOf([post('2026-09-07T09:00:00Z', null, 30)], 'UTC');
    expect(answer.measure).toBe('posts');
    expect(answer.enough).toBe(false);
    expect(answer.suggestedAreDefaults).toBe(true);
  });
});
