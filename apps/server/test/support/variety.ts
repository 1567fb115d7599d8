import { splitThread, type PostKind } from '@quillpost/shared';

/** How two texts are compared for repeats: trimmed, spaces collapsed, case folded. */
export const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A tweet is one unit; a thread's units are its parts without their `N/ ` numbers. */
export function unitsOf(kind: PostKind, content: string): string[] {
  if (kind !== 'thread') return [content];
  return splitThread(content).parts.map((part) => part.text.replace(/^\d+\/\s*/, ''));
}

/** The sentences of a post: every line of every unit, cut after `.`, `!` or `?`. */
export function sentencesOf(kind: PostKind, content: string): string[] {
  return unitsOf(kind, content)
    .flatMap((unit) => unit.split('\n'))
    .map((line) => line.replace(/^\s*([-•*]|\d+[.)])\s+/, ''))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map(comparable)
    .filter((sentence) => /\p{L}/u.test(sentence));
}

export interface VarietyReport {
  posts: number;
  sentences: number;
  distinctShare: number;
  mostRepeated: { sentence: string; count: number };
  /** Units (a tweet, a thread part) whose text another post of the library already had. */
  exactRepeats: string[];
  /** Posts that do not hold their topic's words whole, in order. */
  topicsCut: string[];
}

/** Measures a library of generated posts, each with the topic it was written about. */
export function measureVariety(
  library: readonly { kind: PostKind; topic: string; content: string }[],
): VarietyReport {
  const counts = new Map<string, number>();
  const unitOwners = new Map<string, number>();
  const exactRepeats: string[] = [];
  const topicsCut: string[] = [];
  library.forEach((post, index) => {
    for (const sentence of sentencesOf(post.kind, post.content)) {
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    }
    for (const unit of new Set(unitsOf(post.kind, post.content).map(comparable))) {
      const owner = unitOwners.get(unit);
      if (owner !== undefined && owner !== index) exactRepeats.push(unit);
      else unitOwners.set(unit, index);
    }
    if (!comparable(post.content).includes(comparable(post.topic))) topicsCut.push(post.content);
  });
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const [sentence, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return {
    posts: library.length,
    sentences: total,
    distinctShare: total === 0 ? 0 : counts.size / total,
    mostRepeated: { sentence, count },
    exactRepeats,
    topicsCut,
  };
}
