import { comparableText } from '../repeats';

/**
 * What the person already has, as the offline engine steers away from it: their recent tweets
 * and thread parts, and every sentence in them.
 */
export interface Library {
  units: ReadonlySet<string>;
  sentences: ReadonlySet<string>;
  /** Texts already looked up: one post tries the same lines again and again. */
  lookups: Map<string, number>;
  /**
   * Picks that found nothing new in all their tries. Past a few, the library has said most of
   * what the lines can say on this subject, and steering stops costing time for this request.
   */
  misses: number;
}

/** Picks without anything new, per request, after which lines and wordings are taken as drawn. */
const MISSES_BEFORE_GIVING_UP = 6;

/** Whether steering is still worth its work for this request. */
export function steering(library: Library): boolean {
  return library.sentences.size > 0 && library.misses < MISSES_BEFORE_GIVING_UP;
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

interface ReadText {
  comparable: string;
  sentences: string[];
}

/**
 * Texts read before: most of a person's library is the same at their next generation. A person's
 * recent posts (60 tweets, and the parts of 60 threads) are a few hundred texts, so this many
 * keeps those of the people generating at the moment, at about 1 KiB each; 20,000 held 22 MiB of
 * the server's heap for good.
 */
const readBefore = new Map<string, ReadText>();
const READ_BEFORE_MAX = 4_000;

function readText(text: string): ReadText {
  let read = readBefore.get(text);
  if (read === undefined) {
    read = { comparable: comparableText(text), sentences: sentencesOf(text) };
    // Oldest first out: a Map keeps its insertion order.
    if (readBefore.size >= READ_BEFORE_MAX) readBefore.delete(readBefore.keys().next().value!);
    readBefore.set(text, read);
  }
  return read;
}

export function readLibrary(texts: readonly string[] | undefined): Library {
  const read = (texts ?? []).slice(0, MAX_TEXTS).map(readText);
  return {
    units: new Set(read.map((text) => text.comparable)),
    sentences: new Set(read.flatMap((text) => text.sentences)),
    lookups: new Map(),
    misses: 0,
  };
}

/** How many sentences of a text the library already has. */
export function sentencesKnown(text: string, library: Library): number {
  if (library.sentences.size === 0) return 0;
  let count = library.lookups.get(text);
  if (count === undefined) {
    count = sentencesOf(text).filter((sentence) => library.sentences.has(sentence)).length;
    library.lookups.set(text, count);
  }
  return count;
}
