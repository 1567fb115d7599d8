import { z } from 'zod';
import { defineJob } from '../jobs';
import type { AppDeps } from '../types';
import { readUserMetrics, type ReadMode } from './read';
import { claimReadLease, releaseReadLease } from './repository';

/**
 * One job per time a user's figures should be read: at each read point after their publications
 * (one job for those published close together), and when the user asks. The job reads whatever of
 * the user's is due then, so reads that fall close together share their calls to the network; the
 * snapshots, not the jobs, record what was read.
 */
export const readMetricsJob = defineJob({
  name: 'read-metrics',
  payload: z.object({ userId: z.string(), mode: z.enum(['schedule', 'refresh']) }),
  expireInSeconds: 300,
  // Another reader held the user, or X was unavailable for a batch: try again a little later.
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
});

/** How long one reader holds a user before another may take over. */
const LEASE_MS = 5 * 60_000;

/** A read is never later than this share of its read point's offset, nor than an hour. */
const WINDOW_SHARE = 60;
const MAX_WINDOW_MS = 3_600_000;

/**
 * The read that covers a publication at one read point: the end of the window its publication
 * time falls in, plus the offset. Every publication of the user in that window shares the read,
 * since a read takes whatever of the user's is due, so ten posts in a minute queue one job a
 * point, not ten; each is read at most a sixtieth of its offset late.
 */
export function readCovering(publishedAt: Date, offsetMs: number) {
  const windowMs = Math.min(MAX_WINDOW_MS, Math.max(1000, Math.floor(offsetMs / WINDOW_SHARE)));
  const windowEnd = Math.ceil(publishedAt.getTime() / windowMs) * windowMs;
  return { at: new Date(windowEnd + offsetMs), key: `${offsetMs}:${windowEnd}` };
}

/** Queues a read at every read point after a publication went out, shared within its window. */
export async function scheduleMetricReads(
  deps: AppDeps,
  input: { userId: string; publishedAt: Date },
): Promise<void> {
  await deps.jobs.sendMany(
    readMetricsJob,
    deps.config.analytics.readScheduleMs.map((offset) => {
      const read = readCovering(input.publishedAt, offset);
      return {
        payload: { userId: input.userId, mode: 'schedule' as const },
        options: { startAfter: read.at, key: `${input.userId}:${read.key}` },
      };
    }),
  );
}

export const queueRefresh = (deps: AppDeps, userId: string) =>
  deps.jobs.send(readMetricsJob, { userId, mode: 'refresh' });

class TryAgainLater extends Error {}

/** The job's work: one reader per user at a time; a rate limit queues the rest for later. */
export async function runReadJob(
  deps: AppDeps,
  payload: { userId: string; mode: ReadMode },
  signal?: AbortSignal,
): Promise<void> {
  const now = deps.now();
  const until = new Date(now.getTime() + LEASE_MS);
  if (!(await claimReadLease(deps.db, { userId: payload.userId, now, until }))) {
    throw new TryAgainLater('Another reader is reading this user’s figures.');
  }
  try {
    const outcome = await readUserMetrics(deps, { ...payload, signal });
    if (outcome.rateLimitedUntil) {
      await deps.jobs.send(readMetricsJob, payload, { startAfter: outcome.rateLimitedUntil });
    } else if (outcome.failedBatches > 0) {
      throw new TryAgainLater(
        `${outcome.failedBatches} metrics batch(es) failed: ${outcome.lastFailure ?? 'X failed'}`,
      );
    }
  } finally {
    await releaseReadLease(deps.db, { userId: payload.userId, now: deps.now() });
  }
}
