import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  checkEditedPost,
  sameTextKey,
  splitThread,
  weightedLength,
  type AssistAction,
  type AssistKind,
} from '@quillpost/shared';
import { SUGGESTION_SEPARATOR } from '../../assist/answer';
import { readParts, sentencesOf } from '../../assist/text-parts';
import { writeAssistAnswer } from './index';

const TWEET =
  'I really think that small pull requests are basically the best way in order to keep reviews fast. They get reviewed today, not next week, because each one fits on one screen.';
const THREAD = [
  '🧵 Why small pull requests win',
  '1/ Reviews happen very fast when the change fits on one screen.',
  '2/ Fewer conflicts: short-lived branches really rarely collide, which saves a lot of time.',
  '3/ Bugs are basically easier to find when each change does just one thing.',
].join('\n\n');
const ESSAY = [
  'Remote teams need rituals.',
  'Weekly demos keep everyone honest about progress.',
  'A short daily check-in beats a long weekly meeting.',
  'Written updates let people in other time zones catch up.',
  'Celebrate small wins in public channels.',
  'Pair programming across time zones builds trust.',
  'Keep meetings optional when you can, and record them.',
  'Document decisions where everyone can find them.',
].join(' ');

const suggestions = (action: AssistAction, kind: AssistKind, content: string, seed = 7) => {
  const answer = writeAssistAnswer({ action, kind, content }, seed);
  return action === 'hooks'
    ? answer.split('\n')
    : answer.split(`\n${SUGGESTION_SEPARATOR}\n`).map((s) => s.trim());
};

const partsOf = (kind: AssistKind, text: string) =>
  readParts(kind, text).parts.map((part) => weightedLength(part));

describe('the offline assistant', () => {
  it('shortens every part and keeps the subject, dropping filler and wordy phrases', () => {
    for (const [kind, content] of [
      ['tweet', TWEET],
      ['thread', THREAD],
    ] as const) {
      const shorter = suggestions('shorten', kind, content);
      expect(shorter.length).toBeGreaterThanOrEqual(1);
      const before = partsOf(kind, content);
      for (const text of shorter) {
        expect(checkEditedPost(kind, text, '')).toEqual([]);
        const after = partsOf(kind, text);
        expect(after).toHaveLength(before.length);
        after.forEach((length, i) => expect(length).toBeLessThan(before[i]!));
        expect(text.toLowerCase()).toContain('small pull requests');
        expect(text).not.toMatch(/\b(really|basically|in order to|I think that)\b/i);
      }
    }
    expect(suggestions('shorten', 'tweet', TWEET)[0]).toMatch(/best way to keep reviews fast/);
  });

  it('rewrites in other words or another order, keeping the subject and the kind', () => {
    for (const [kind, content] of [
      ['tweet', TWEET],
      ['thread', THREAD],
    ] as const) {
      const rewritten = suggestions('rewrite', kind, content);
      expect(rewritten.length).toBeGreaterThanOrEqual(2);
      expect(new Set(rewritten.map(sameTextKey)).size).toBe(rewritten.length);
      for (const text of rewritten) {
        expect(checkEditedPost(kind, text, '')).toEqual([]);
        expect(sameTextKey(text)).not.toBe(sameTextKey(content));
        expect(text.toLowerCase()).toMatch(/(small|little) pull requests/);
      }
    }
    // One rewording leads with the reason: "Because each one fits on one screen, they get ..."
    expect(suggestions('rewrite', 'tweet', TWEET).join('\n')).toMatch(
      /(Because|Since) each one fits on one screen, they/,
    );
  });

  it('expands with substance on the text’s own subject, different from call to call', () => {
    const tweet = 'Small pull requests get reviewed today, not next week.';
    const added = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      for (const text of suggestions('expand', 'tweet', tweet, seed)) {
        expect(checkEditedPost('tweet', text, '')).toEqual([]);
        expect(text.startsWith(tweet)).toBe(true);
        const addition = text.slice(tweet.length).trim();
        expect(addition.toLowerCase()).toMatch(/small pull requests|reviewed/);
        added.add(addition);
      }
    }
    // Twelve calls, up to 36 additions: no one sentence stands in for all of them.
    expect(added.size).toBeGreaterThanOrEqual(12);
    for (const text of suggestions('expand', 'thread', THREAD)) {
      expect(checkEditedPost('thread', text, '')).toEqual([]);
      expect(splitThread(text).parts.length).toBe(4);
    }
  });

  it('writes three to five opening lines from the subject, one line each', () => {
    const hooks = suggestions('hooks', 'tweet', TWEET);
    expect(hooks.length).toBeGreaterThanOrEqual(3);
    expect(hooks.length).toBeLessThanOrEqual(5);
    expect(new Set(hooks.map(sameTextKey)).size).toBe(hooks.length);
    for (const line of hooks) {
      expect(line).not.toContain('\n');
      expect(line.trim()).toBe(line);
      expect(checkEditedPost('tweet', line, '')).toEqual([]);
      expect(line.toLowerCase()).toContain('small pull requests');
    }
    expect(hooks.some((line) => line.endsWith('?'))).toBe(true);
  });

  it('splits a text into numbered parts at sentence ends, each fitting X', () => {
    const long = Array.from(
      { length: 40 },
      (_, i) =>
        `Week ${i + 1} taught our remote team lesson number ${i + 1} about rituals and trust.`,
    ).join(' ');
    for (const text of [ESSAY, long]) {
      const [thread] = suggestions('thread', 'tweet', text);
      expect(checkEditedPost('thread', thread!, '')).toEqual([]);
      const { parts } = readParts('thread', thread!);
      expect(parts.length).toBeGreaterThanOrEqual(LIMITS.editedThreadPartsMin);
      expect(parts.length).toBeLessThanOrEqual(LIMITS.editedThreadPartsMax);
      for (const part of parts) {
        expect(weightedLength(part)).toBeLessThanOrEqual(LIMITS.tweetWeightedMax - 4);
      }
      // The parts are the text's sentences, whole and in order.
      expect(parts.flatMap(sentencesOf)).toEqual(sentencesOf(text));
    }
  });

  it('packs a thread to fit the smallest network limit it is given', () => {
    const answer = writeAssistAnswer(
      { action: 'thread', kind: 'tweet', content: ESSAY, maxLength: 120 },
      3,
    );
    const { parts } = readParts('thread', answer);
    expect(parts.length).toBeGreaterThan(2);
    for (const [i, part] of parts.entries())
      expect(`${i + 1}/ ${part}`.length).toBeLessThanOrEqual(120);
    expect(parts.flatMap(sentencesOf)).toEqual(sentencesOf(ESSAY));
  });

  it('makes a thread of at most 25 parts from a text of 10,000 characters', () => {
    const sentences = Array.from(
      { length: 160 },
      (_, i) =>
        `Note ${i + 1}: I really think that remote ritual ${i + 1} keeps a lot of people in the loop.`,
    );
    const text = sentences.join(' ').slice(0, LIMITS.editedContentMax);
    const [thread] = suggestions('thread', 'tweet', text);
    expect(checkEditedPost('thread', thread!, '')).toEqual([]);
    expect(readParts('thread', thread!).parts).toHaveLength(LIMITS.editedThreadPartsMax);
  });

  it('answers the same for the same seed, and varies with the seed', () => {
    for (const action of ['rewrite', 'shorten', 'expand', 'hooks', 'thread'] as const) {
      const content = action === 'thread' ? ESSAY : TWEET;
      expect(writeAssistAnswer({ action, kind: 'tweet', content }, 42)).toBe(
        writeAssistAnswer({ action, kind: 'tweet', content }, 42),
      );
    }
    for (const action of ['rewrite', 'expand', 'hooks', 'thread'] as const) {
      const content = action === 'thread' ? ESSAY : TWEET;
      const answers = new Set(
        [1, 2, 3, 4, 5, 6].map((seed) =>
          writeAssistAnswer({ action, kind: 'tweet', content }, seed),
        ),
      );
      expect(answers.size, action).toBeGreaterThan(1);
    }
  });
});
