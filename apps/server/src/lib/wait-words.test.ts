import { describe, expect, it } from 'vitest';
import { waitWords } from './wait-words';

describe('waitWords', () => {
  it('says short waits in seconds', () => {
    expect(waitWords(1)).toBe('1 second');
    expect(waitWords(45_200)).toBe('46 seconds');
  });

  it('says longer waits in minutes, then hours, rounding up', () => {
    expect(waitWords(60_000)).toBe('1 minute');
    expect(waitWords(61_000)).toBe('2 minutes');
    expect(waitWords(3_583_000)).toBe('1 hour');
    expect(waitWords(3_900_000)).toBe('1 hour and 5 minutes');
    expect(waitWords(2 * 3_600_000 + 60_000)).toBe('2 hours and 1 minute');
  });
});
