/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same cases on every run
 * and machine, so a failure found once is found again.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, below). */
  below(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Up to `count` of the items, each at most once, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** A 32-bit seed from any text, so each operation gets a sequence of its own (FNV-1a). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: (items) => {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[below(items.length)]!;
    },
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const rest = [...items];
      const taken = [];
      while (taken.length < count && rest.length > 0) {
        taken.push(rest.splice(below(rest.length), 1)[0]!);
      }
      return taken;
    },
  };
}
