import type { StyleTraits } from '@quillpost/shared';

const EMOJI = /\p{Extended_Pictographic}/gu;
const HASHTAG = /(?:^|\s)#[\p{L}\p{N}_]+/gu;
const LINK = /https?:\/\/\S+/g;
const UPPERCASE = /\p{Lu}/u;
const LETTER = /\p{L}/u;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** Characters as code points, as `[...text].length` counts them, without making that array. */
function lengthOf(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs += 1;
        i += 1;
      }
    }
  }
  return text.length - pairs;
}

/** What one text shows of each trait. */
export function textTraits(text: string) {
  return {
    length: lengthOf(text),
    lowercase: LETTER.test(text) && !UPPERCASE.test(text),
    emoji: count(text, EMOJI),
    hashtags: count(text, HASHTAG),
    links: count(text, LINK),
    question: text.includes('?'),
    lineBreaks: count(text, /\n/g),
  };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The traits of a body of texts: medians, shares (0 to 1) and means per post, to 2 places. */
export function traitsOf(texts: readonly string[]): StyleTraits {
  const each = texts.map(textTraits);
  const n = Math.max(each.length, 1);
  const mean = (pick: (t: ReturnType<typeof textTraits>) => number) =>
    round(each.reduce((sum, t) => sum + pick(t), 0) / n);
  return {
    medianLength: median(each.map((t) => t.length)),
    lowercaseShare: mean((t) => (t.lowercase ? 1 : 0)),
    emojiPerPost: mean((t) => t.emoji),
    hashtagsPerPost: mean((t) => t.hashtags),
    linksPerPost: mean((t) => t.links),
    questionShare: mean((t) => (t.question ? 1 : 0)),
    lineBreaksPerPost: mean((t) => t.lineBreaks),
  };
}

/**
 * How far apart two bodies of writing are, trait by trait, as one number: the length compared by
 * ratio (a post twice as long is as far off as one half as long), each other trait by its
 * difference, capped at 1 so no single trait outweighs the rest.
 */
export function traitDistance(a: StyleTraits, b: StyleTraits): number {
  const ratio = (x: number, y: number) => Math.abs(Math.log((x + 10) / (y + 10)));
  const capped = (x: number, y: number) => Math.min(Math.abs(x - y), 1);
  return (
    Math.min(ratio(a.medianLength, b.medianLength), 1) +
    capped(a.lowercaseShare, b.lowercaseShare) +
    capped(a.emojiPerPost, b.emojiPerPost) +
    capped(a.hashtagsPerPost, b.hashtagsPerPost) +
    capped(a.linksPerPost, b.linksPerPost) +
    capped(a.questionShare, b.questionShare) +
    capped(a.lineBreaksPerPost, b.lineBreaksPerPost)
  );
}
