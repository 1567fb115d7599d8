import { randomInt } from 'node:crypto';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks an item not picked before from the same list, while any are left. */
  pickFresh<T>(items: readonly T[], used: Set<T>): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a: a stable 32-bit hash, so a seed and a request give the same choices every time. */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}\u0000`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

export function randomSeed(): number {
  return randomInt(0, 2 ** 31);
}

/** mulberry32: small, fast and good enough to vary wording. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(items.length)]!;
  };
  return {
    next,
    int,
    pick,
    pickFresh(items, used) {
      const fresh = items.filter((item) => !used.has(item));
      const choice = pick(fresh.length > 0 ? fresh : items);
      used.add(choice);
      return choice;
    },
    chance: (probability) => next() < probability,
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
