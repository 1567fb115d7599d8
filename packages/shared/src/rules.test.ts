import { describe, expect, it } from 'vitest';
import {
  checkEditedPost,
  checkIdeas,
  checkPost,
  checkThread,
  checkTweet,
  findHashtags,
  isValidTweet,
  splitThread,
  checkWrittenPost,
  templateAllowsHashtags,
  weightedLength,
} from './rules';

const thread = (parts: string[], header = '🧵 Shipping small') =>
  [header, ...parts.map((p, i) => `${i + 1}/ ${p}`)].join('\n\n');
const five = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];

describe('tweet length', () => {
  it('counts as X does: URLs 23, emoji and CJK 2', () => {
    expect(weightedLength('hello')).toBe(5);
    expect(weightedLength('see https://example.com/a/very/long/path/that/goes/on')).toBe(4 + 23);
    expect(weightedLength('🧵')).toBe(2);
    expect(weightedLength('日本')).toBe(4);
  });

  it('accepts 280 and refuses 281', () => {
    expect(isValidTweet('a'.repeat(280))).toBe(true);
    expect(isValidTweet('a'.repeat(281))).toBe(false);
    expect(checkTweet('a'.repeat(281))[0]).toMatch(/281 characters.*limit is 280/);
  });

  it('refuses 141 CJK characters, which weigh 282', () => {
    expect(checkTweet('字'.repeat(140))).toEqual([]);
    expect(checkTweet('字'.repeat(141))).not.toEqual([]);
  });

  it('refuses an empty tweet', () => {
    expect(checkTweet('   ')).toEqual(['The tweet is empty.']);
  });
});

describe('hashtags', () => {
  it('finds real hashtags only', () => {
    expect(findHashtags('C# and #1 are fine, #rust is not')).toEqual(['rust']);
  });

  it('are refused unless the template has them', () => {
    expect(checkTweet('Ship it #devops')).toEqual(['The tweet has hashtags (#devops); use none.']);
    expect(checkTweet('Ship it #devops', { allowHashtags: true })).toEqual([]);
    expect(templateAllowsHashtags('{hook} #{tag}')).toBe(true);
    expect(templateAllowsHashtags('{hook} #buildinpublic')).toBe(true);
    expect(templateAllowsHashtags('{hook}\n\n1. {tip}')).toBe(false);
    expect(checkPost('tweet', 'Ship it #devops', '{hook} #{tag}')).toEqual([]);
  });
});

describe('threads', () => {
  it('accepts a header and five numbered parts', () => {
    expect(checkThread(thread(five))).toEqual([]);
    expect(splitThread(thread(five)).parts.map((p) => p.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('needs the 🧵 header', () => {
    expect(checkThread(thread(five, 'Shipping small'))).toHaveLength(1);
    expect(checkThread(thread(five, '🧵'))).toHaveLength(1);
  });

  it('needs exactly five parts in order', () => {
    expect(checkThread(thread(five.slice(0, 4)))[0]).toMatch(/exactly 5 parts.*has 4/);
    expect(checkThread(thread([...five, 'Six.']))[0]).toMatch(/has 6/);
    const swapped = thread(five).replace('2/ Two.', '3/ Two.');
    expect(checkThread(swapped)).not.toEqual([]);
  });

  it('needs every part to be a valid tweet, number included', () => {
    const long = [...five];
    long[2] = 'x'.repeat(277);
    expect(checkThread(thread(long))).toEqual([]);
    long[2] = 'x'.repeat(278);
    expect(checkThread(thread(long))[0]).toMatch(/^Part 3\/ is 281 characters/);
  });

  it('refuses hashtags in any part unless the template has them', () => {
    const tagged = [...five];
    tagged[4] = 'Follow for more #tech';
    expect(checkThread(thread(tagged))).toHaveLength(1);
    expect(checkThread(thread(tagged), { allowHashtags: true })).toEqual([]);
  });
});

describe('threads written or edited by hand', () => {
  const parts = (count: number) => Array.from({ length: count }, (_, i) => `Part ${i + 1}.`);
  const bare = (count: number) => thread(parts(count)).replace(/^🧵 Shipping small\n\n/, '');

  it('take 2 to 25 parts, with or without the 🧵 header line', () => {
    for (const check of [checkWrittenPost, (k: 'thread', c: string) => checkEditedPost(k, c, '')]) {
      expect(check('thread', thread(parts(2)))).toEqual([]);
      expect(check('thread', bare(25))).toEqual([]);
      expect(check('thread', bare(1))[0]).toMatch(/2 to 25 parts.*has 1/);
      expect(check('thread', thread(parts(26)))[0]).toMatch(/2 to 25 parts.*has 26/);
    }
  });

  it('refuse text before 1/ that is not a 🧵 header, and a header with no title', () => {
    const refusal = /start with 1\/ or with a header line/;
    expect(checkWrittenPost('thread', `Words first\n\n${bare(2)}`)[0]).toMatch(refusal);
    expect(checkWrittenPost('thread', `🧵\n\n${bare(2)}`)[0]).toMatch(refusal);
  });

  it('keep a written post’s hashtags, and refuse those an edit adds to a template without any', () => {
    expect(checkWrittenPost('tweet', 'Day 3 #buildinpublic')).toEqual([]);
    expect(checkEditedPost('tweet', 'Day 3 #buildinpublic', 'Quick Tips')[0]).toMatch(/hashtags/);
  });
});

describe('ideas', () => {
  const ideas = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
  const distinct = ['A tips tweet.', 'A myth tweet.', 'A poll.', 'A prediction.', 'A quote.'];

  it('accepts five distinct numbered ideas', () => {
    expect(checkIdeas(ideas(distinct))).toEqual([]);
  });

  it('refuses fewer, more, duplicates and an introduction', () => {
    expect(checkIdeas(ideas(distinct.slice(0, 4)))).not.toEqual([]);
    expect(checkIdeas(ideas([...distinct, 'Six.']))).not.toEqual([]);
    expect(checkIdeas(ideas([...distinct.slice(0, 4), 'a POLL!']))).toEqual([
      'Idea 5 repeats an earlier idea.',
    ]);
    expect(checkIdeas(`Here are five ideas:\n${ideas(distinct)}`)).toHaveLength(1);
  });
});
