import type { Publication } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { addMonths, monthWeeks, weekDays, weekdayOf } from './calendar-days';
import { droppedTime } from './drop-target';

describe('calendar days', () => {
  it('starts weeks on Monday and covers a month with whole weeks', () => {
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekDays('2026-11-29')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // November 2026 starts on a Sunday and ends on a Monday: six weeks.
    const weeks = monthWeeks('2026-11-17');
    expect(weeks.map((week) => week[0])).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-01');
  });
});

describe('where a dropped publication goes', () => {
  const publication = { publishAt: '2027-03-27T09:25:00.000Z' } as Publication; // 10:25 in Berlin

  it('keeps its minutes on an hour, its time on a day, and takes an open slot’s instant', () => {
    const zone = 'Europe/Berlin';
    // The next day is summer time: 14:25 in Berlin is 12:25Z.
    expect(droppedTime(publication, { day: '2027-03-28', hour: '14', label: '' }, zone)).toBe(
      '2027-03-28T12:25:00.000Z',
    );
    expect(droppedTime(publication, { day: '2027-03-28', label: '' }, zone)).toBe(
      '2027-03-28T08:25:00.000Z',
    );
    expect(droppedTime(publication, { at: '2027-03-29T07:00:00.000Z', label: '' }, zone)).toBe(
      '2027-03-29T07:00:00.000Z',
    );
  });
});
