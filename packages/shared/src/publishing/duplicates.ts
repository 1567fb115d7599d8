import { duplicateKey } from './lint';

/** A post an account made before, as the duplicate check compares it. */
export interface EarlierPost {
  text: string;
  postedAt: Date;
}

/** How far back an account's own posts count as a duplicate of a new part. */
export const DUPLICATE_WINDOW_DAYS = 90;

const QUOTE_MAX = 80;

/** The text as a person recognises it in one line: spaces collapsed, long texts cut short. */
function quote(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return `“${line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1).trimEnd()}…` : line}”`;
}

const dayOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(at);

/**
 * Each part that repeats another part of the same post, or a post the account made before, in
 * words that name the part and what it repeats; empty when every part is new. Texts are compared
 * trimmed, with runs of white space collapsed and case folded, as networks compare them. Days
 * are written in `timeZone` (the person's own).
 */
export function duplicateProblems(
  parts: string[],
  earlier: EarlierPost[],
  options: { timeZone?: string } = {},
): string[] {
  const timeZone = options.timeZone ?? 'UTC';
  const latest = new Map<string, EarlierPost>();
  for (const post of earlier) {
    const key = duplicateKey(post.text);
    const known = latest.get(key);
    if (!known || known.postedAt < post.postedAt) latest.set(key, post);
  }
  const firstAt = new Map<string, number>();
  return parts.flatMap((text, i) => {
    const key = duplicateKey(text);
    if (key === '') return [];
    const label = `Part ${i + 1}`;
    const same = firstAt.get(key);
    if (same === undefined) firstAt.set(key, i + 1);
    else return [`${label} repeats part ${same} of this post: ${quote(text)}.`];
    const before = latest.get(key);
    if (!before) return [];
    return [
      `${label} repeats what this account posted on ${dayOf(before.postedAt, timeZone)}: ${quote(before.text)}.`,
    ];
  });
}
