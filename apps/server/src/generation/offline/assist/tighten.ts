import { sentencesOf } from '../../assist/text-parts';
import { capitalise } from '../casing';
import { FILLER_WORDS, TIGHTER_PHRASES } from '../copy/assist';
import type { Random } from '../random';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FILLER = new RegExp(`\\b(?:${FILLER_WORDS.map(escape).join('|')})\\b,?\\s*`, 'gi');

/** Puts spacing and capitals right after words were taken out. */
export function tidySentence(text: string): string {
  return capitalise(
    text
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\s+([,.!?;:])/g, '$1')
      .replace(/,([.!?;:])/g, '$1')
      .replace(/^[\s,;:]+/, '')
      .trim(),
  );
}

/** Wordy phrases made tight ("in order to" -> "to") and filler words dropped. */
export function tighten(text: string): string {
  let out = text;
  for (const [pattern, tight] of TIGHTER_PHRASES) out = out.replace(pattern, tight);
  out = out.replace(FILLER, '');
  return out
    .split('\n')
    .map((line) => (line.trim() === '' ? line : tidySentence(line)))
    .join('\n')
    .replace(
      /([.!?]\s+)(\p{Ll})/gu,
      (_, end: string, letter: string) => end + letter.toUpperCase(),
    );
}

/** Asides that can go: a parenthesis, a clause after a dash, a trailing "which ..." clause. */
export function dropAsides(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s*[—–]\s[^.!?—–]*(?=[.!?]|$)/g, '')
    .replace(/,\s*which\b[^.!?]*(?=[.!?])/gi, '');
}

/** The sentence a part can best lose: the longest after the first, which carries the point. */
function withoutOneSentence(text: string): string {
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return text;
  let longest = 1;
  sentences.forEach((s, i) => {
    if (i > 0 && s.length > sentences[longest]!.length) longest = i;
  });
  return sentences.filter((_, i) => i !== longest).join(' ');
}

/** A last resort for a tight sentence: its final clause, else its last word, goes. */
function clipped(text: string): string {
  const clause = /^(.*\S)\s*[,;:]\s[^,;:]+?([.!?…]*)$/s.exec(text);
  if (clause && clause[1]!.split(/\s+/).length >= 2) return `${clause[1]}${clause[2] || '.'}`;
  const words = text.replace(/[.!?…]+$/, '').split(/\s+/);
  if (words.length < 2) return text;
  const end = /[.!?…]+$/.exec(text)?.[0] ?? '';
  return `${words
    .slice(0, -1)
    .join(' ')
    .replace(/[,;:]$/, '')}${end}`;
}

/**
 * Shorter versions of one part, tightest last: tightened; tightened without asides; and
 * without its least needed sentence. Each is shorter than the part, or falls back to clipping.
 */
export function shorterVersions(part: string, random: Random): string[] {
  const tight = tighten(part);
  const lean = tighten(dropAsides(part));
  const fewer = tighten(withoutOneSentence(dropAsides(part)));
  const versions = random.chance(0.5) ? [tight, lean, fewer] : [lean, tight, fewer];
  return versions.map((version) => (version.length < part.length ? version : clipped(part)));
}
