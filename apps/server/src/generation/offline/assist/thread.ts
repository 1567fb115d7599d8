import { LIMITS, weightedLength } from '@quillpost/shared';
import { sentencesOf, wordsOf } from '../../assist/text-parts';
import { shortenToFit } from '../../text';
import { tighten } from './tighten';

/** Room of a part with its `N/ ` number (25 parts: two digits). */
const PART_ROOM = LIMITS.tweetWeightedMax - weightedLength('25/ ');

/** A sentence too long for one part, cut at its clauses, else between words. */
function sentencePieces(sentence: string, room: number): string[] {
  if (weightedLength(sentence) <= room) return [sentence];
  const clauses = sentence.split(/(?<=[,;:])\s+/);
  if (clauses.length > 1) return packed(clauses, room);
  const out: string[] = [];
  let line = '';
  for (const word of wordsOf(sentence)) {
    const next = line ? `${line} ${word}` : word;
    if (weightedLength(next) > room && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out.map((piece) => shortenToFit(piece, room));
}

/**
 * Sentences packed into parts of at most `room`, in order, never splitting a sentence that fits.
 * Each sentence is measured once: pieces joined by a space weigh their sum plus one, which keeps
 * a 10,000-character text from being measured again at every step.
 */
function packed(sentences: string[], room: number): string[] {
  const parts: string[] = [];
  let current = '';
  let weight = 0;
  for (const sentence of sentences.flatMap((s) => sentencePieces(s, room))) {
    const own = weightedLength(sentence);
    if (current && weight + 1 + own > room) {
      parts.push(current);
      current = '';
    }
    weight = current ? weight + 1 + own : own;
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) parts.push(current);
  // The sum is exact for text joined by spaces; a part is still cut if it ever is not.
  return parts.map((part) => shortenToFit(part, room));
}

/**
 * A text split at sentence ends into parts of about `target` characters, at least two and at most
 * 25. A text too long for 25 parts is tightened first; what still does not fit is left out from
 * the end.
 */
export function threadParts(text: string, target: number): string[] {
  const room = Math.min(target, PART_ROOM);
  let sentences = sentencesOf(text);
  let parts = packed(sentences, room);
  if (parts.length > LIMITS.editedThreadPartsMax) {
    sentences = sentencesOf(tighten(text));
    parts = packed(sentences, PART_ROOM);
  }
  if (parts.length === 1 && sentences.length >= 2) {
    // Two parts at least: the sentences are shared out at the middle.
    const half = Math.ceil(sentences.length / 2);
    parts = [sentences.slice(0, half).join(' '), sentences.slice(half).join(' ')];
  }
  return parts.slice(0, LIMITS.editedThreadPartsMax);
}
