import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('avatar initials', () => {
  it('takes the first letter of the first two words, skipping marks and brackets', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('sandbox_writer (sandbox)')).toBe('SW');
    expect(initialsOf('ada.bsky.social')).toBe('AB');
    expect(initialsOf('  ')).toBe('?');
  });
});
