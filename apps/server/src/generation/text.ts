import { LIMITS, findHashtags, weightedLength } from '@quillpost/shared';

const LIST_MARKER_END = /(^|\n)[ \t]*(\d+[.)]|[-•*])\s*$/;

/**
 * Shortens a text to fit X's weighted limit: whole sentences or lines first, then whole words
 * with an ellipsis. Answers '' when not even one word fits.
 */
export function shortenToFit(text: string, limit: number = LIMITS.tweetWeightedMax): string {
  return shortenUntil(text, (candidate) => weightedLength(candidate) <= limit);
}

/**
 * Shortens a text until `fits` takes it: whole sentences or lines first, then whole words with
 * an ellipsis. Answers '' when not even one word fits.
 */
export function shortenUntil(text: string, fits: (candidate: string) => boolean): string {
  const trimmed = text.trim();
  if (fits(trimmed)) return trimmed;
  // Sentence and line ends are the cut points that keep the text reading naturally.
  const ends = [...trimmed.matchAll(/[.!?…](?=\s)|\n/g)]
    .map((m) => m.index + m[0].length)
    // "3." at a line start numbers a list item: cutting there would leave the number alone.
    .filter((end) => !LIST_MARKER_END.test(trimmed.slice(0, end)));
  for (let i = ends.length - 1; i >= 0; i--) {
    const candidate = trimmed.slice(0, ends[i]).trim();
    if (candidate.length >= 20 && fits(candidate)) return candidate;
  }
  const words = trimmed.split(/(\s+)/);
  let kept = '';
  for (const piece of words) {
    const next = kept + piece;
    if (!fits(`${next.trimEnd()}…`)) break;
    kept = next;
  }
  kept = kept.trim().replace(/[,;:\-–—]+$/, '');
  return kept === '' ? '' : `${kept}…`;
}

/** Turns hashtags into plain words: "#DevOps" becomes "DevOps". */
export function removeHashtags(text: string): string {
  let out = text;
  for (const tag of findHashtags(text)) {
    out = out.replace(
      new RegExp(`#${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'u'),
      tag,
    );
  }
  return out;
}
