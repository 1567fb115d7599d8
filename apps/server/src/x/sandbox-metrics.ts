import type { XPostMetrics } from './client';
import { sha256Hex } from './pkce';

/**
 * Simulated figures for a sandbox post: they grow with its age towards a ceiling picked from its
 * id, so repeated reads form a believable history. Every screen marks them simulated.
 */
export function simulatedMetrics(id: string, ageMs: number): XPostMetrics {
  const seed = Number.parseInt(sha256Hex(id).slice(0, 8), 16);
  const ceiling = 200 + (seed % 4800);
  const hours = Math.max(0, ageMs) / 3_600_000;
  const impressions = Math.floor(ceiling * (1 - Math.exp(-hours / 6)));
  const share = (permille: number) => Math.floor((impressions * permille) / 1000);
  return {
    id,
    impressions,
    likes: share(20 + (seed % 30)),
    reposts: share(3 + (seed % 7)),
    replies: share(2 + (seed % 5)),
    quotes: share(seed % 3),
    bookmarks: share(4 + (seed % 6)),
  };
}
