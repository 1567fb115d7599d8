import { withSession } from '../accounts';
import { planPlugs } from '../automations';
import { AppError } from '../lib/errors';
import { isNetworkError, type FiguresAnswer } from '../networks/network';
import type { AppDeps } from '../types';
import { getPublicationFigures } from './figures';
import { addSnapshots, partsToRead, type PartToRead } from './repository';
import { isDue, isRefreshable } from './schedule';

export type ReadMode = 'schedule' | 'refresh';

export interface ReadOutcome {
  /** Parts whose figures were read and kept. */
  read: number;
  /** Parts the network did not answer for (deleted, or refused); their earlier reads stay. */
  missing: number;
  /** Batches that failed (the network unavailable or refusing); their parts stay due. */
  failedBatches: number;
  /** What the network said about the last failed batch. */
  lastFailure?: string;
  /** Set when a network asked us to wait: the rest is read after this time. */
  rateLimitedUntil?: Date;
  /** Set when an account is gone or needs reconnecting: its parts were not read. */
  notConnected?: boolean;
}

const isNotConnected = (error: unknown) =>
  error instanceof AppError &&
  ['account_not_connected', 'account_reconnect_required', 'conflict'].includes(error.code);

function byAccount(parts: readonly PartToRead[]): Map<string, PartToRead[]> {
  const groups = new Map<string, PartToRead[]>();
  for (const part of parts) {
    if (!part.accountId) continue;
    groups.set(part.accountId, [...(groups.get(part.accountId) ?? []), part]);
  }
  return groups;
}

/**
 * Reads the figures of the user's parts that are due (or, for a refresh, worth reading now),
 * account by account, in batches of the size each network takes, keeping each answer as
 * snapshots. A batch that fails leaves its parts due and does not stop the others; a rate limit
 * stops the run and says when to go on; earlier snapshots are never touched.
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
  const measuredPublications = new Set<string>();
  for (const [accountId, accountParts] of byAccount(parts)) {
    try {
      const stop = await withSession(deps, accountId, async (session, network) => {
        for (let i = 0; i < accountParts.length; i += network.figuresBatchSize) {
          if (input.signal?.aborted) return true;
          const batch = accountParts.slice(i, i + network.figuresBatchSize);
          let answer: FiguresAnswer;
          try {
            answer = await network.readFigures(
              session,
              batch.map((part) => ({ id: part.xPostId, postedAt: part.publishedAt })),
            );
          } catch (error) {
            if (!isNetworkError(error) || error.kind === 'unauthorized') throw error;
            if (error.kind === 'rate_limited') {
              const later = new Date(deps.now().getTime() + 60_000);
              outcome.rateLimitedUntil = error.resetAt ?? later;
              return true;
            }
            outcome.failedBatches += 1;
            outcome.lastFailure = error.message;
            continue;
          }
          const byId = new Map(answer.posts.map((post) => [post.id, post]));
          const measured = batch.flatMap((part) => {
            const figures = byId.get(part.xPostId);
            return figures ? [{ ...part, figures }] : [];
          });
          await addSnapshots(deps.db, {
            userId: input.userId,
            readAt: deps.now(),
            simulated: network.provider === 'sandbox',
            parts: measured,
          });
          outcome.read += measured.length;
          for (const part of measured) measuredPublications.add(part.publicationId);
          outcome.missing += batch.length - measured.length;
        }
        return false;
      });
      if (stop) break;
    } catch (error) {
      if (!isNotConnected(error)) throw error;
      outcome.notConnected = true;
    }
  }
  await plugWhatReachedItsLikes(deps, {
    userId: input.userId,
    publicationIds: [...measuredPublications],
  });
  return outcome;
}

/** After a read: the publications whose figures it changed, with their likes now, for auto-plug. */
async function plugWhatReachedItsLikes(
  deps: AppDeps,
  input: { userId: string; publicationIds: string[] },
): Promise<void> {
  if (input.publicationIds.length === 0) return;
  const figures = await getPublicationFigures(deps, input);
  await planPlugs(deps, {
    figures: figures.map((entry) => ({ publicationId: entry.publicationId, likes: entry.likes })),
  });
}
