import { comparableText } from '../repeats';

/**
 * What the person already has, as the offline engine steers away from it: their recent tweets
 * and thread parts, and every sentence in them.
 */
export interface Library {
  units: ReadonlySet<string>;
  sentences: ReadonlySet<string>;
}

/** Texts handed in beyond this many are left out: steering is a preference, not a guarantee. */
const MAX_TEXTS = 1000;

/** The sentences of a text: each line, cut after `.`, `!` or `?`, without list markers. */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*([-•*]|\d+[.)/])\s+/, ''))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map(comparableText)
    .filter((sentence) => /\p{L}/u.test(sentence));
}

export function readLibrary(texts: readonly string[] | undefined): Library {
  const kept = (texts ?? []).slice(0, MAX_TEXTS);
  return {
    units: new Set(kept.map(comparableText)),
    sentences: new Set(kept.flatMap(sentencesOf)),
  };
}

export const EMPTY_LIBRARY: Library = readLibrary([]);

/** How many sentences of a text the library already has. */
export function sentencesKnown(text: string, library: Library): number {
  if (library.sentences.size === 0) return 0;
  return sentencesOf(text).filter((sentence) => library.sentences.has(sentence)).length;
}
