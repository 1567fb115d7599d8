import { describe, expect, it } from 'vitest';
import { traitDistance, traitsOf } from './traits';

describe('traitsOf', () => {
  it('measures each trait over the posts', () => {
    const traits = traitsOf([
      'shipping today 🚀 #buildinpublic',
      'Who else writes at night?\nI do.',
      'read this https://example.com/a and https://example.com/b',
    ]);
    expect(traits).toEqual({
      medianLength: 31,
      lowercaseShare: 0.67,
      emojiPerPost: 0.33,
      hashtagsPerPost: 0.33,
      linksPerPost: 0.67,
      questionShare: 0.33,
      lineBreaksPerPost: 0.33,
    });
  });

  it('counts characters, not UTF-16 units, and no # inside a word or link as a hashtag', () => {
    const traits = traitsOf(['😀😀', 'c#sharp https://x.com/#top']);
    expect(traits.medianLength).toBe((2 + 26) / 2);
    expect(traits.hashtagsPerPost).toBe(0);
    expect(traits.emojiPerPost).toBe(1);
    // A lone half of a pair (a text cut in the middle of an emoji) is one character of its own.
    expect(traitsOf(['a\ud83d', '\ude00\ud83d😀']).medianLength).toBe((2 + 3) / 2);
  });

  it('is zero for nothing at all', () => {
    expect(traitsOf([]).medianLength).toBe(0);
  });
});

describe('traitDistance', () => {
  it('is zero between the same traits and grows as they part', () => {
    const mine = traitsOf(['short and lowercase', 'another one']);
    const near = traitsOf(['short and lowercase too']);
    const far = traitsOf([
      'A Much Longer Post With Capitals And #Tags #More 🚀🚀🚀 and a question?\nyes',
    ]);
    expect(traitDistance(mine, mine)).toBe(0);
    expect(traitDistance(mine, near)).toBeLessThan(traitDistance(mine, far));
  });
});
