import { DEFAULT_SLOTS } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { nextFreeSlot } from './next-free-slot';

describe('nextFreeSlot', () => {
  it('starts on Monday at 09:00', () => {
    expect(nextFreeSlot([])).toEqual({ weekday: 1, time: '09:00' });
  });

  it('offers the last slot’s time on the next day that does not have it', () => {
    expect(nextFreeSlot(DEFAULT_SLOTS)).toEqual({ weekday: 6, time: '17:00' });
    expect(nextFreeSlot([{ weekday: 7, time: '08:30' }])).toEqual({ weekday: 1, time: '08:30' });
  });

  it('moves an hour later once every day has that time, never repeating a listed slot', () => {
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: '23:15' }));
    const next = nextFreeSlot(everyDay)!;
    expect(next).toEqual({ weekday: 2, time: '00:15' });
    let slots = [...everyDay];
    for (let i = 0; i < 40; i++) slots = [...slots, nextFreeSlot(slots)!];
    expect(new Set(slots.map((s) => `${s.weekday} ${s.time}`)).size).toBe(slots.length);
  });
});
