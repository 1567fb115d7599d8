import { describe, expect, it } from 'vitest';
import { threadParts } from './thread-parts';
import { weightedLength } from './weighted-length';

describe('threadParts', () => {
  it('splits the header and the five numbered parts', () => {
    const thread = '🧵 Header\n\n1/ One\n\n2/ Two\n\n3/ Three\n\n4/ Four\n\n5/ Five';
    expect(threadParts(thread)).toEqual([
      '🧵 Header',
      '1/ One',
      '2/ Two',
      '3/ Three',
      '4/ Four',
      '5/ Five',
    ]);
  });

  it('keeps text without numbered parts whole', () => {
    expect(threadParts('Just one line\nand another')).toEqual(['Just one line\nand another']);
  });
});

describe('weightedLength', () => {
  it('counts as X does: URLs 23, emoji 2', () => {
    expect(weightedLength('abc')).toBe(3);
    expect(weightedLength('see https://example.com/a/very/long/path/indeed')).toBe(4 + 23);
    expect(weightedLength('🧵')).toBe(2);
  });
});
