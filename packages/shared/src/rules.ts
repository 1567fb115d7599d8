import twitterText from 'twitter-text';
import type { PostKind } from './kinds';
import { LIMITS } from './options';
import { isBlank, leftoverProblems, sameTextKey, unacceptableCharacters } from './text-checks';

/**
 * The rules every saved post obeys, whatever wrote it. Lengths are X's own weighted count from
 * the official twitter-text library: a URL counts 23, emoji and CJK characters count 2.
 */

export const THREAD_HEADER = '🧵';

const THREAD_PART = /^(\d+)\/[ \t]+/gm;
const IDEA_ITEM = /^(\d+)\.[ \t]+/gm;

/** X's weighted length of a text. */
export function weightedLength(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

/**
 * True when X would accept the text as one tweet: not empty (nor only invisible characters),
 * weighted length at most 280.
 */
export function isValidTweet(text: string): boolean {
  return tweetVerdict(text).valid;
}

/** Hashtags as X recognises them (`#rust` yes, `C#` and `#1` no), without the `#`. */
export function findHashtags(text: string): string[] {
  return twitterText.extractHashtags(text);
}

/** A template may ask for hashtags: a literal `#tag` or a `#{placeholder}`. */
export function templateAllowsHashtags(template: string): boolean {
  return /#\{/.test(template) || findHashtags(template).length > 0;
}

export interface ThreadShape {
  header: string;
  parts: { number: number; text: string }[];
}

/**
 * Splits a thread into its 🧵 header line and its numbered parts (`1/ ...`). Only the next number
 * in order starts a part, so a line such as "24/ 7 support" inside a part stays in that part.
 */
export function splitThread(content: string): ThreadShape {
  const text = content.replace(/\r\n?/g, '\n').trim();
  const markers: RegExpExecArray[] = [];
  for (const marker of text.matchAll(THREAD_PART)) {
    if (Number(marker[1]) === markers.length + 1) markers.push(marker);
  }
  const headEnd = markers[0]?.index ?? text.length;
  const header = text.slice(0, headEnd).trim();
  const parts = markers.map((marker, i) => {
    const end = markers[i + 1]?.index ?? text.length;
    return { number: Number(marker[1]), text: text.slice(marker.index, end).trim() };
  });
  return { header, parts };
}

/** Splits ideas into their numbered items (`1. ...`), each without its number. */
export function splitIdeas(content: string): { preamble: string; items: string[] } {
  const text = content.replace(/\r\n?/g, '\n').trim();
  const markers = [...text.matchAll(IDEA_ITEM)];
  const preamble = text.slice(0, markers[0]?.index ?? text.length).trim();
  const items = markers.map((marker, i) => {
    const end = markers[i + 1]?.index ?? text.length;
    return text.slice(marker.index + marker[0].length, end).trim();
  });
  return { preamble, items };
}

/** Two ideas are the same when they differ only in case, spacing or punctuation. */
export const ideaKey = sameTextKey;

export interface TweetVerdict {
  /** X's weighted length. */
  weightedLength: number;
  /** Characters no post may hold, as `U+XXXX`. */
  unacceptable: string[];
  valid: boolean;
}

/** What X would say of the text as one tweet; the web app's counter shows the same verdict. */
export function tweetVerdict(text: string): TweetVerdict {
  const parsed = twitterText.parseTweet(text);
  const unacceptable = unacceptableCharacters(text);
  const valid = !isBlank(text) && parsed.valid && unacceptable.length === 0;
  return { weightedLength: parsed.weightedLength, unacceptable, valid };
}

/** Problems of any text meant to be posted as one tweet; `label` names it in the messages. */
export function tweetProblems(text: string, label: string, allowHashtags: boolean): string[] {
  const problems: string[] = [];
  if (isBlank(text)) return [`${label} is empty.`];
  const verdict = tweetVerdict(text);
  if (verdict.weightedLength > LIMITS.tweetWeightedMax) {
    problems.push(
      `${label} is ${verdict.weightedLength} characters as X counts them; the limit is ${LIMITS.tweetWeightedMax}.`,
    );
  } else if (!verdict.valid) {
    problems.push(
      `${label} contains characters X does not accept${verdict.unacceptable.length ? ` (${verdict.unacceptable.join(', ')})` : ''}.`,
    );
  }
  problems.push(...leftoverProblems(text, label));
  const tags = allowHashtags ? [] : findHashtags(text);
  if (tags.length > 0) {
    problems.push(`${label} has hashtags (${tags.map((t) => `#${t}`).join(', ')}); use none.`);
  }
  return problems;
}

export interface RuleOptions {
  /** Hashtags are allowed only when the template has them. */
  allowHashtags?: boolean;
  /** How many parts a thread may have; exactly five unless said otherwise. */
  partCount?: { min: number; max: number };
  /** A thread written or edited by hand may start directly with `1/`; a generated one has a header. */
  headerOptional?: boolean;
}

/** Problems of a single tweet; empty when it may be saved. */
export function checkTweet(content: string, options: RuleOptions = {}): string[] {
  return tweetProblems(content, 'The tweet', options.allowHashtags ?? false);
}

/** Problems of a thread: 🧵 header, exactly five parts 1/ to 5/, each valid as a tweet. */
export function checkThread(content: string, options: RuleOptions = {}): string[] {
  const allowHashtags = options.allowHashtags ?? false;
  const { header, parts } = splitThread(content);
  const problems: string[] = [];
  if (header === '' && options.headerOptional) {
    // No header: the thread starts with its first numbered part.
  } else if (!header.startsWith(THREAD_HEADER) || isBlank(header.slice(THREAD_HEADER.length))) {
    problems.push(
      options.headerOptional
        ? `The thread must start with 1/ or with a header line: ${THREAD_HEADER} and a short title.`
        : `The thread must start with a header line: ${THREAD_HEADER} and a short title.`,
    );
  } else if (header.includes('\n')) {
    problems.push('The thread header must be a single line.');
  } else {
    problems.push(...tweetProblems(header, 'The header', allowHashtags));
  }
  const numbers = parts.map((part) => part.number);
  const found = `${parts.length}${parts.length ? ` (${numbers.map((n) => `${n}/`).join(' ')})` : ''}`;
  const { min, max } = options.partCount ?? {
    min: LIMITS.threadParts,
    max: LIMITS.threadParts,
  };
  const inOrder = numbers.every((n, i) => n === i + 1);
  if (min === max && (parts.length !== min || !inOrder)) {
    problems.push(
      `The thread must have exactly ${min} parts numbered 1/ to ${min}/ in order; it has ${found}.`,
    );
  } else if (min !== max && (parts.length < min || parts.length > max || !inOrder)) {
    problems.push(
      `The thread must have ${min} to ${max} parts numbered from 1/ in order; it has ${found}.`,
    );
  }
  const seen = new Set<string>();
  for (const part of parts) {
    problems.push(...tweetProblems(part.text, `Part ${part.number}/`, allowHashtags));
    const key = sameTextKey(part.text.replace(/^\d+\/\s*/, ''));
    if (key === '') problems.push(`Part ${part.number}/ is empty.`);
    else if (seen.has(key)) problems.push(`Part ${part.number}/ repeats an earlier part.`);
    seen.add(key);
  }
  return problems;
}

/** Problems of ideas: five distinct ideas numbered 1. to 5., nothing else. */
export function checkIdeas(content: string): string[] {
  const { preamble, items } = splitIdeas(content);
  const problems: string[] = [];
  if (preamble !== '')
    problems.push('The ideas must start directly with "1. ", with no introduction.');
  const numbers = [...content.matchAll(IDEA_ITEM)].map((m) => Number(m[1]));
  const expected = Array.from({ length: LIMITS.ideaCount }, (_, i) => i + 1);
  if (numbers.join(',') !== expected.join(',')) {
    problems.push(
      `There must be exactly ${LIMITS.ideaCount} ideas numbered 1. to ${LIMITS.ideaCount}. in order; there are ${items.length}.`,
    );
  }
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = ideaKey(item);
    if (key === '') problems.push(`Idea ${i + 1} is empty.`);
    else if (seen.has(key)) problems.push(`Idea ${i + 1} repeats an earlier idea.`);
    seen.add(key);
    problems.push(
      ...tweetProblems(item, `Idea ${i + 1}`, false).filter((p) => !p.endsWith('empty.')),
    );
  });
  return problems;
}

/** Problems of any post; empty when it may be saved. `format` is the template or idea type. */
export function checkPost(
  kind: PostKind,
  content: string,
  format: string,
  extra: RuleOptions = {},
): string[] {
  const options = { allowHashtags: templateAllowsHashtags(format), ...extra };
  if (kind === 'tweet') return checkTweet(content, options);
  if (kind === 'thread') return checkThread(content, options);
  return checkIdeas(content);
}

const BY_HAND: RuleOptions = {
  partCount: { min: LIMITS.editedThreadPartsMin, max: LIMITS.editedThreadPartsMax },
  headerOptional: true,
};

/**
 * Problems of content edited by hand: the same rules, except that a thread may have 2 to 25 parts
 * and its 🧵 header line is optional.
 */
export const checkEditedPost = (kind: PostKind, content: string, format: string): string[] =>
  checkPost(kind, content, format, BY_HAND);

/**
 * Problems of a post written by hand: the rules of an edit. Hashtags are the writer's own choice;
 * the rule against them is for generated text, whose template did not ask for any.
 */
export const checkWrittenPost = (kind: PostKind, content: string): string[] =>
  checkPost(kind, content, '', { ...BY_HAND, allowHashtags: true });
