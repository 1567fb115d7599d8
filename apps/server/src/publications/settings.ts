/** A publication that went out, or that the person canceled. */
export interface SettledPublication {
  publicationId: string;
  status: 'published' | 'canceled';
}

/**
 * A feature that follows publications (evergreen posts) without publishing knowing it. The deps
 * carry the list (`deps.ts`, which binds each to the deps), so every process that publishes or
 * cancels tells the same ones.
 */
export type SettledListener = (event: SettledPublication) => Promise<void>;

/** How the publishing worker behaves; tests shorten the waits. */
export interface PublishingDeps {
  /** How long a worker's hold on a publication lasts unrenewed: a dead worker's, after it dies. */
  leaseSeconds: number;
  /** First wait before trying an unavailable network again; doubled each try. */
  retryBaseMs: number;
  /** A publication that first goes out later than this after its time is marked late. */
  lateAfterMs: number;
  /**
   * Pages of the account's own posts read, at most, looking for a part whose send had no answer;
   * a part not found within them counts as not found.
   */
  lookupPages: number;
  /** Who hears of each publication that went out or was canceled. */
  settledListeners: readonly SettledListener[];
}

export const DEFAULT_PUBLISHING: Omit<PublishingDeps, 'leaseSeconds'> = {
  retryBaseMs: 2000,
  lateAfterMs: 60_000,
  // 10 pages of 100 on X: a part is looked for behind up to 1,000 newer posts.
  lookupPages: 10,
  settledListeners: [],
};
