import { sentencesOf } from '../../assist/text-parts';
import { capitalise, lowerFirst } from '../casing';
import {
  ADVERBIALS,
  REASON_JOINERS,
  SAME_MEANING,
  VERBS_ONLY_THERE,
  VERBS_S_ONLY_THERE,
} from '../copy/assist';
import type { Random } from '../random';
import { tighten } from './tighten';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each wording that has others meaning the same, longest first so phrases win over words. */
const ALTERNATIVES = new Map<string, readonly string[]>();
for (const group of SAME_MEANING) {
  for (const word of group)
    ALTERNATIVES.set(
      word.toLowerCase(),
      group.filter((w) => w !== word),
    );
}
const WORDING = new RegExp(
  `\\b(${[...ALTERNATIVES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\b`,
  'gi',
);

const keepCase = (original: string, replacement: string) =>
  /^\p{Lu}/u.test(original) ? capitalise(replacement) : replacement;

const VERBS = new Set(VERBS_ONLY_THERE);
const VERBS_S = new Set(VERBS_S_ONLY_THERE);
/** What stands before a verb in its base form: a subject, a modal, "to", or a sentence start. */
const BEFORE_VERB =
  /(?:^|[.!?:;]\s+|\b(?:i|we|you|they|to|can|will|should|could|would|must|might|do|don't|did|never|always|and|then|please|let's)\s+)$/i;
/** What stands before a verb's third-person form. */
const BEFORE_VERB_S = /\b(?:it|this|that|he|she|one|which|who|everyone|someone)\s+$/i;

/** Whether a word that is a verb or a noun stands where the verb goes in this text. */
function inVerbPosition(word: string, before: string): boolean {
  if (VERBS.has(word)) return BEFORE_VERB.test(before);
  if (VERBS_S.has(word)) return BEFORE_VERB_S.test(before);
  return true;
}

/** Swaps words for others that mean the same; `share` of the swaps that can be made are. */
export function swapWords(text: string, random: Random, share: number): string {
  return text.replace(WORDING, (found: string, _word: string, at: number) => {
    const options = ALTERNATIVES.get(found.toLowerCase());
    if (!options || !inVerbPosition(found.toLowerCase(), text.slice(0, at))) return found;
    if (!random.chance(share)) return found;
    return keepCase(found, random.pick(options));
  });
}

const JOINER = new RegExp(`^(.+?),?\\s+(${REASON_JOINERS.join('|')})\\s+([^,]+?)([.!?]*)$`, 'i');
const LEADING = new RegExp(`^(${REASON_JOINERS.join('|')})\\s+([^,]+),\\s+(.+?)([.!?]*)$`, 'i');

/** "A because B." reads "Because B, A." and back: the same claim, the other way round. */
export function turnClauses(sentence: string): string {
  const leading = LEADING.exec(sentence);
  if (leading) {
    const [, joiner, reason, claim, end] = leading;
    return `${capitalise(claim!)} ${joiner!.toLowerCase()} ${reason}${end || '.'}`;
  }
  const trailing = JOINER.exec(sentence);
  if (trailing && trailing[1]!.split(/\s+/).length >= 2) {
    const [, claim, joiner, reason, end] = trailing;
    return `${capitalise(joiner!.toLowerCase())} ${reason}, ${lowerFirst(claim!)}${end || '.'}`;
  }
  return sentence;
}

const TRAILING_ADVERBIAL = new RegExp(`^(.+?),?\\s+(${ADVERBIALS.join('|')})([.!?]*)$`, 'i');
const LEADING_ADVERBIAL = new RegExp(`^(${ADVERBIALS.join('|')}),\\s+(.+?)([.!?]*)$`, 'i');
const PARALLEL =
  /^([^,]{2,40}),\s+(?!(?:and|but|or|so|which|who|because|since)\b)([^,]{2,40}?)([.!?]*)$/i;

/** "Ship it now." reads "Now, ship it." and back; "Coffee first, code second." turns round. */
export function moveOpening(sentence: string): string {
  const leading = LEADING_ADVERBIAL.exec(sentence);
  if (leading) return `${capitalise(leading[2]!)} ${leading[1]!.toLowerCase()}${leading[3] || '.'}`;
  const trailing = TRAILING_ADVERBIAL.exec(sentence);
  if (trailing && trailing[1]!.split(/\s+/).length >= 2) {
    return `${capitalise(trailing[2]!.toLowerCase())}, ${lowerFirst(trailing[1]!)}${trailing[3] || '.'}`;
  }
  const parallel = PARALLEL.exec(sentence);
  if (parallel)
    return `${capitalise(parallel[2]!)}, ${lowerFirst(parallel[1]!)}${parallel[3] || '.'}`;
  return sentence;
}

/** The sentences of a part in another order: the last leads, the rest follow. */
export function reorderSentences(text: string): string {
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return text;
  return [sentences.at(-1)!, ...sentences.slice(0, -1)].join(' ');
}

/**
 * Three rewordings of one part: words swapped; sentences reordered with other words swapped;
 * clauses turned around and wordy phrases tightened. The same random gives the same three.
 */
export function rewordings(part: string, random: Random): string[] {
  const sentences = sentencesOf(part);
  const moved = sentences.map(moveOpening).join(' ');
  const turned = sentences.map(turnClauses).join(' ');
  const reordered = sentences.length > 1 ? reorderSentences(part) : moved;
  const turnedOrMoved = turned !== sentences.join(' ') ? turned : moved;
  const multiline = part.includes('\n');
  return [
    swapWords(part, random, 0.8),
    swapWords(multiline ? part : reordered, random, 0.6),
    swapWords(tighten(multiline ? part : turnedOrMoved), random, 0.7),
  ];
}
