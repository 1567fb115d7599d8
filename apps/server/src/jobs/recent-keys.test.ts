import { describe, expect, it } from 'vitest';
import { recentKeys } from './recent-keys';

describe('recent keys', () => {
  it('remembers a key for ten minutes, then forgets it', () => {
    let now = 0;
    const keys = recentKeys(() => now);
    keys.add(['a']);
    now += 10 * 60_000 - 1;
    expect(keys.has('a')).toBe(true);
    expect(keys.has('b')).toBe(false);
    now += 1;
    expect(keys.has('a')).toBe(false);
  });

  it('keeps the newest fifty thousand, forgetting the oldest first', () => {
    const keys = recentKeys(() => 0);
    keys.add(Array.from({ length: 50_001 }, (_, k) => `key-${k}`));
    expect(keys.has('key-0')).toBe(false);
    expect(keys.has('key-1')).toBe(true);
    expect(keys.has('key-50000')).toBe(true);
    // Added again, a key is the newest.
    keys.add(['key-1', 'key-new']);
    expect(keys.has('key-1')).toBe(true);
    expect(keys.has('key-2')).toBe(false);
  });
});
