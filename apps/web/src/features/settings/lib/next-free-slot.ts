import type { Slot } from '@quillpost/shared';

const key = (slot: Slot) => `${slot.weekday} ${slot.time}`;

function laterBy(slot: Slot, days: number, hours: number): Slot {
  const [h, m] = slot.time.split(':').map(Number);
  const hour = (h! + hours) % 24;
  const weekday = ((slot.weekday - 1 + days + Math.floor((h! + hours) / 24)) % 7) + 1;
  return { weekday, time: `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
}

/**
 * The slot "Add slot" offers: the last slot's time on the days after it, then an hour later on
 * each day, so it never repeats a slot already listed (which the server refuses on save). Monday
 * 09:00 when there is none yet.
 */
export function nextFreeSlot(slots: readonly Slot[]): Slot | null {
  const last = slots.at(-1);
  if (!last) return { weekday: 1, time: '09:00' };
  const listed = new Set(slots.map(key));
  for (let hours = 0; hours < 24; hours++) {
    for (let days = 1; days <= 7; days++) {
      const candidate = laterBy(last, days, hours);
      if (!listed.has(key(candidate))) return candidate;
    }
  }
  // Every hour of the week at this minute is taken: more slots than any form allows.
  return null;
}
