import { textRules } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { splitAtSentences } from './split-at-sentences';

const x = textRules('x');
const fitsX = (piece: string) => x.count(`25/ ${piece}`) <= x.maxLength;

describe('splitting a long text at sentence ends', () => {
  it('packs whole sentences into pieces that each fit, losing no word', () => {
    const sentences = Array.from(
      { length: 20 },
      (_, i) => `Point ${i + 1} is short but it is a full sentence of its own!`,
    );
    const text = sentences.join(' ');
    const pieces = splitAtSentences(text, fitsX);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join(' ')).toBe(text);
    for (const piece of pieces) {
      expect(fitsX(piece)).toBe(true);
      expect(piece.endsWith('!')).toBe(true);
    }
  });

  it('keeps paragraphs apart and cuts a sentence longer than a post between words', () => {
    const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const pieces = splitAtSentences(`Opening line.\n\n${long}.`, fitsX);
    expect(pieces[0]).toBe('Opening line.');
    expect(pieces.slice(1).join(' ')).toBe(`${long}.`);
    for (const piece of pieces) expect(fitsX(piece)).toBe(true);
  });

  it('leaves a text that fits as one piece', () => {
    expect(splitAtSentences('One. Two.', fitsX)).toEqual(['One. Two.']);
  });
});
