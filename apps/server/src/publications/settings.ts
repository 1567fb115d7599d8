import type { PublishingX } from './x-port';

/** How the publishing worker behaves; tests shorten the waits. */
export interface PublishingDeps {
  x: PublishingX;
  /** How long a worker's hold on a publication lasts unrenewed: a dead worker's, after it dies. */
  leaseSeconds: number;
  /** First wait before trying an unavailable X again; doubled each try. */
  retryBaseMs: number;
  /** A publication that first goes out later than this after its time is marked late. */
  lateAfterMs: number;
}

export const DEFAULT_PUBLISHING: Omit<PublishingDeps, 'x' | 'leaseSeconds'> = {
  retryBaseMs: 2000,
  lateAfterMs: 60_000,
};
