import { describe, expect, it } from 'vitest';
import { lintParts, partProblems } from './publishing';
import {
  checkIdeas,
  checkPost,
  checkThread,
  checkTweet,
  isValidTweet,
  splitThread,
  tweetVerdict,
} from './rules';
import { isBlank, leftoverProblems, unacceptableCharacters } from './text-checks';

const thread = (parts: string[], header = '🧵 Shipping small') =>
  [header, ...parts.map((p, i) => `${i + 1}/ ${p}`)].join('\n\n');
const five = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];

describe('what a filled-in template leaves behind', () => {
  it('refuses braces left from a placeholder, in a tweet, a thread header and a part', () => {
    expect(checkTweet('Quick tips:\n\n{Call to action in tech}')[0]).toMatch(/braces/);
    expect(checkThread(thread(five, '🧵 {Catchy title in tech}'))[0]).toMatch(/header.*braces/);
    expect(checkThread(thread(['One.', 'Two {x}.', ...five.slice(2)]))[0]).toMatch(
      /Part 2\/.*braces/,
    );
  });

  it('refuses a placeholder nested in another, but not braces around code', () => {
    expect(checkTweet('Read this: {Hook about {Field}} now')[0]).toMatch(/braces/);
    expect(checkTweet('An empty object is {} and a config is { retries: 3 }.')).toEqual([]);
    expect(checkTweet('In C: if (ready) { ship(); } else { wait(); }')).toEqual([]);
  });

  it('refuses a list number or bullet without its item, at the end or inside', () => {
    expect(checkTweet('Tips:\n1. Ship small.\n2. Review fast.\n3.')).toEqual([
      'The tweet has a list number or bullet (3.) without its item.',
    ]);
    expect(checkTweet('Tips:\n1. Ship small.\n2)\n3. Review fast.')[0]).toMatch(/\(2\)\)/);
    expect(checkTweet('Tools:\n- an editor\n-')[0]).toMatch(/\(-\)/);
  });

  it('refuses a list that repeats an item, ignoring case and punctuation', () => {
    expect(checkTweet('Tips:\n1. Ship small.\n2. ship small!\n3. Review fast.')).toEqual([
      'The tweet repeats a list item.',
    ]);
    expect(checkThread(thread(['One.', 'Two.', 'one', 'Four.', 'Five.']))).toEqual([
      'Part 3/ repeats an earlier part.',
    ]);
    expect(checkIdeas('1. A\n2. B\n3. a.\n4. D\n5. E')).toEqual([
      'Idea 3 repeats an earlier idea.',
    ]);
  });

  it('accepts lists and text that are whole', () => {
    expect(checkTweet('Tips:\n1. Ship small.\n2. Review fast.\n\nDone in 2024.')).toEqual([]);
    expect(leftoverProblems('Open 24/7.\n- one\n- two', 'x')).toEqual([]);
    expect(checkPost('thread', thread(five), '🧵 {t}\n\n1/ {a}')).toEqual([]);
  });
});

describe('characters no post may hold', () => {
  it("are X's invalid characters, direction overrides and controls", () => {
    expect(unacceptableCharacters('a\uFFFF\uFFFEb')).toEqual(['U+FFFF', 'U+FFFE']);
    expect(unacceptableCharacters('evil \u202Atext\u2066')).toEqual(['U+202A', 'U+2066']);
    expect(unacceptableCharacters('tab\tand\nnewline, שלום, 日本, 😀')).toEqual([]);
    expect(unacceptableCharacters('lone \uD800 half')).toEqual(['U+D800']);
  });

  it('give the same verdict the server applies to a tweet', () => {
    expect(tweetVerdict('plain')).toEqual({ weightedLength: 5, unacceptable: [], valid: true });
    expect(tweetVerdict('a\u202Ab')).toMatchObject({ valid: false, unacceptable: ['U+202A'] });
    expect(checkTweet('a\u202Ab')).toEqual([
      'The tweet contains characters X does not accept (U+202A).',
    ]);
    expect(tweetVerdict('a'.repeat(281)).valid).toBe(false);
  });
});

describe('text of invisible characters only', () => {
  const invisible = [
    '\u200B\u200B\u200B',
    '\u200C\u200D',
    '\u2060',
    '\uFEFF',
    ' \u200B\u2060 \u00AD ',
    '\u3164',
    '\u2800',
    '\uFE0F\u034F',
  ];

  it('is empty as a tweet, a thread header or part, an idea, and a part to publish', () => {
    for (const text of invisible) {
      const label = JSON.stringify(text);
      expect(isBlank(text), label).toBe(true);
      expect(checkTweet(text), label).toEqual(['The tweet is empty.']);
      expect(isValidTweet(text), label).toBe(false);
      expect(checkThread(thread(five, `🧵 ${text}`))[0], label).toMatch(/start with a header/);
      expect(checkThread(thread(['One.', text, ...five.slice(2)])), label).toContain(
        'Part 2/ is empty.',
      );
      expect(checkIdeas(`1. A\n2. ${text}\n3. C\n4. D\n5. E`), label).toContain('Idea 2 is empty.');
      expect(partProblems([text]), label).toEqual(['Part 1 is empty.']);
      expect(lintParts(['Fine.', text]), label).toMatchObject([{ position: 2, code: 'empty' }]);
    }
  });

  it('does not take joined emoji, or visible text beside a zero-width space, for empty', () => {
    expect(checkTweet('👩\u200D💻')).toEqual([]);
    expect(checkTweet('Ship\u200B it.')).toEqual([]);
    expect(isBlank('\u200Ba')).toBe(false);
  });
});

describe('splitThread', () => {
  it('keeps a line such as "24/ 7" or "24/7" inside its part', () => {
    const text = thread(['Support:\n24/ 7 and\n24/7 too.', ...five.slice(1)]);
    const { parts } = splitThread(text);
    expect(parts.map((p) => p.number)).toEqual([1, 2, 3, 4, 5]);
    expect(parts[0]!.text).toBe('1/ Support:\n24/ 7 and\n24/7 too.');
    expect(checkThread(text)).toEqual([]);
  });
});
