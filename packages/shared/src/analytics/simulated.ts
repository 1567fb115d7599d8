import type { PostFigures } from './figures';

export interface SimulatedPost {
  /** The post's id at sandbox X. */
  id: string;
  /** The id of the first post of its thread (its own id for a single post). */
  rootId: string;
  /** 1 for a single post or a thread's first part. */
  position: number;
  /** Time since it was posted. */
  ageMs: number;
}

const HOUR = 3_600_000;
const THIRTY_DAYS = 30 * 24 * HOUR;

/** FNV-1a: a stable 32-bit number from text, the same in every runtime. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A sequence of fractions in [0, 1) fixed by the seed (mulberry32). */
function fractions(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (fraction: number, low: number, high: number) => low + fraction * (high - low);

/**
 * Believable figures for a sandbox post, the same for the same post at the same age. A thread's
 * reach and its readers' drop-off are fixed by its first part, so later parts always reach fewer
 * people; figures grow with age towards a ceiling and never shrink. Link and profile clicks are
 * reported for the first 30 days, as X reports its private metrics.
 */
export function simulatedFigures(post: SimulatedPost): PostFigures & { impressions: number } {
  const thread = fractions(hash32(post.rootId));
  const reach = between(thread(), 300, 6000);
  const retention = between(thread(), 0.45, 0.8);
  const own = fractions(hash32(post.id));
  const jitter = between(own(), 0.95, 1.05);
  const position = Math.max(1, Math.floor(post.position));
  const ceiling = reach * retention ** (position - 1) * jitter;
  const hours = Math.max(0, post.ageMs) / HOUR;
  // Views come fast in the first hours and most within a day or two; a slow tail keeps later
  // reads moving a little.
  const grown = 0.9 * (1 - Math.exp(-Math.sqrt(hours / 8))) + 0.1 * Math.min(1, hours / (24 * 30));
  const impressions = Math.floor(ceiling * grown);
  const share = (low: number, high: number) => Math.floor(impressions * between(own(), low, high));
  const likes = share(0.01, 0.04);
  const reposts = share(0.001, 0.006);
  const replies = share(0.001, 0.005);
  const quotes = share(0, 0.0015);
  const bookmarks = share(0.001, 0.008);
  const linkClicks = share(0, 0.01);
  const profileClicks = share(0.002, 0.01);
  const recent = post.ageMs < THIRTY_DAYS;
  return {
    impressions,
    likes,
    reposts,
    replies,
    quotes,
    bookmarks,
    linkClicks: recent ? linkClicks : null,
    profileClicks: recent ? profileClicks : null,
  };
}
