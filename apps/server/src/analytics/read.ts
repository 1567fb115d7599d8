import { AppError } from '../lib/errors';
import type { AppDeps } from '../types';
import { MAX_METRICS_IDS, withAccessToken, XApiError, type XMetricsAnswer } from '../networks/x';
import { addSnapshots, partsToRead, type PartToRead } from './repository';
import { hasPrivateMetrics, isDue, isRefreshable } from './schedule';

export type ReadMode = 'schedule' | 'refresh';

export interface ReadOutcome {
  /** Parts whose figures were read and kept. */
  read: number;
  /** Parts X did not answer for (deleted, or refused); their earlier reads stay. */
  missing: number;
  /** Batches that failed (X unavailable or refusing); their parts stay due. */
  failedBatches: number;
  /** What X said about the last failed batch. */
  lastFailure?: string;
  /** Set when X asked us to wait: the rest is read after this time. */
  rateLimitedUntil?: Date;
  /** Set when the account is gone or needs reconnecting: nothing was read. */
  notConnected?: boolean;
}

interface Batch {
  parts: PartToRead[];
  privateMetrics: boolean;
}

/** Up to 100 ids a call; posts old enough to have lost their private metrics apart. */
export function batchesOf(parts: readonly PartToRead[], now: Date): Batch[] {
  const batches: Batch[] = [];
  for (const privateMetrics of [true, false]) {
    const group = parts.filter(
      (part) => hasPrivateMetrics(part.publishedAt, now) === privateMetrics,
    );
    for (let i = 0; i < group.length; i += MAX_METRICS_IDS) {
      batches.push({ parts: group.slice(i, i + MAX_METRICS_IDS), privateMetrics });
    }
  }
  return batches;
}

const isNotConnected = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'x_not_connected' || error.code === 'x_reconnect_required');

/**
 * Reads the figures of the user's parts that are due (or, for a refresh, worth reading now) in
 * batches, keeping each answer as snapshots. A batch that fails leaves its parts due and does not
 * stop the others; a rate limit stops the run and says when to go on; earlier snapshots are
 * never touched.
 */
export async function readUserMetrics(
  deps: AppDeps,
  input: { userId: string; mode: ReadMode; signal?: AbortSignal },
): Promise<ReadOutcome> {
  const offsets = deps.config.analytics.readScheduleMs;
  const now = deps.now();
  const candidates = await partsToRead(deps.db, {
    userId: input.userId,
    lastOffsetMs: offsets[offsets.length - 1]!,
  });
  const wanted = input.mode === 'refresh' ? isRefreshable : isDue;
  const parts = candidates.filter((part) => wanted(part, now, offsets));
  const outcome: ReadOutcome = { read: 0, missing: 0, failedBatches: 0 };
  for (const batch of batchesOf(parts, now)) {
    if (input.signal?.aborted) break;
    let answer: XMetricsAnswer;
    try {
      answer = await withAccessToken(deps, input.userId, (token) =>
        deps.x.readMetrics(
          token,
          batch.parts.map((part) => part.xPostId),
          { privateMetrics: batch.privateMetrics },
        ),
      );
    } catch (error) {
      if (isNotConnected(error)) return { ...outcome, notConnected: true };
      if (error instanceof XApiError && error.kind === 'rate_limited') {
        const later = new Date(deps.now().getTime() + 60_000);
        return { ...outcome, rateLimitedUntil: error.resetAt ?? later };
      }
      if (!(error instanceof XApiError)) throw error;
      outcome.failedBatches += 1;
      outcome.lastFailure = error.message;
      continue;
    }
    const byId = new Map(answer.posts.map((post) => [post.id, post]));
    const measured = batch.parts.flatMap((part) => {
      const figures = byId.get(part.xPostId);
      return figures ? [{ ...part, figures }] : [];
    });
    await addSnapshots(deps.db, {
      userId: input.userId,
      readAt: deps.now(),
      simulated: deps.x.provider === 'sandbox',
      parts: measured,
    });
    outcome.read += measured.length;
    outcome.missing += batch.parts.length - measured.length;
  }
  return outcome;
}
