import { describe, expect, it } from 'vitest';
import { fromZonedFields, toZonedFields } from './zoned-fields';

describe('zoned fields', () => {
  it('reads an instant on a zone’s clock and back, on both sides of a clock change', () => {
    for (const iso of ['2026-03-28T10:15:00.000Z', '2026-03-29T10:15:00.000Z']) {
      const { day, time } = toZonedFields(new Date(iso), 'Europe/Berlin');
      expect(fromZonedFields(day, time, 'Europe/Berlin')).toBe(iso);
    }
    expect(toZonedFields(new Date('2026-03-29T10:15:00Z'), 'Europe/Berlin')).toEqual({
      day: '2026-03-29',
      time: '12:15',
    });
  });

  it('is null for a day or time that is not complete', () => {
    expect(fromZonedFields('2026-03-29', '9:00', 'Europe/Berlin')).toBeNull();
    expect(fromZonedFields('', '09:00', 'Europe/Berlin')).toBeNull();
  });
});
