import { z } from 'zod';
import { HISTORY_IMPORT_LIMIT } from '@quillpost/shared';
import { withSession } from '../accounts';
import { defineJob, type JobContext } from '../jobs';
import { AppError } from '../lib/errors';
import { isNetworkError, type HistoryPage } from '../networks/network';
import { analyzeGrownTables } from '../statistics';
import type { AppDeps } from '../types';
import { endRun, findRun, keepPage } from './repository';

export const importHistoryJob = defineJob({
  name: 'import-history',
  payload: z.object({ accountId: z.string() }),
  // A run reads page after page; the saved cursor, not the job, says how far it got.
  expireInSeconds: 30 * 60,
  // The network was unavailable: try again a little later, from the page it stopped at.
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
});

/** Waiting this long when a network says "too many requests" but not until when. */
const RATE_LIMIT_FALLBACK_MS = 60_000;

const UNEXPECTED_FAILURE = 'The import stopped on an error of ours. Start it again.';

export const queueImport = (deps: AppDeps, accountId: string, startAfter?: Date): Promise<void> =>
  deps.jobs.send(importHistoryJob, { accountId }, startAfter ? { startAfter } : {});

type Read = { page: HistoryPage; network: string } | { waitUntil: Date } | { failed: string };

async function readPage(
  deps: AppDeps,
  accountId: string,
  at: { cursor: string | null; newerThan: string | null },
): Promise<Read> {
  try {
    return await withSession(deps, accountId, async (session, network) => ({
      network: network.key,
      page: await network.readHistory(session, {
        ...(at.cursor ? { cursor: at.cursor } : {}),
        ...(at.newerThan ? { newerThan: at.newerThan } : {}),
      }),
    }));
  } catch (error) {
    if (error instanceof AppError) return { failed: error.message };
    if (!isNetworkError(error)) throw error;
    if (error.kind === 'rate_limited') {
      const fallback = new Date(deps.now().getTime() + RATE_LIMIT_FALLBACK_MS);
      return { waitUntil: error.resetAt ?? fallback };
    }
    // Unavailable or cut off: the queue tries again; any other answer is the network's refusal.
    if (error.kind === 'unavailable' || error.kind === 'outcome_unknown') throw error;
    return { failed: error.message };
  }
}

/**
 * Ends the run, then brings the planner's statistics up to date: an import writes thousands of
 * posts at once, and the style and best times read them right after it, long before the next
 * periodic look at the tables would.
 */
async function finishRun(deps: AppDeps, input: { accountId: string; error?: string }) {
  await endRun(deps.db, { ...input, now: deps.now() });
  await analyzeGrownTables(deps.db);
}

/**
 * One account's import, page after page from where the last kept page left off. A rate limit
 * queues the rest for when the network allows it; a refusal ends the run as failed and keeps
 * every page read before it; a stopping worker hands the rest back to the queue.
 */
export async function runImport(
  deps: AppDeps,
  accountId: string,
  context: Partial<JobContext> = {},
): Promise<void> {
  for (;;) {
    const run = await findRun(deps.db, accountId);
    if (!run || run.status !== 'running') return;
    if (run.read >= HISTORY_IMPORT_LIMIT) return finishRun(deps, { accountId });
    if (context.signal?.aborted) return queueImport(deps, accountId);
    let read: Read;
    try {
      read = await readPage(deps, accountId, run);
    } catch (error) {
      const lastTry = (context.retryCount ?? 0) >= (importHistoryJob.retryLimit ?? 0);
      if (!lastTry) throw error;
      // The queue gives up after this try: the run must not stay `running` for ever.
      const message = isNetworkError(error) ? error.message : UNEXPECTED_FAILURE;
      await finishRun(deps, { accountId, error: message });
      throw error;
    }
    if ('waitUntil' in read) return queueImport(deps, accountId, read.waitUntil);
    if ('failed' in read) return finishRun(deps, { accountId, error: read.failed });
    const kept = await keepPage(deps.db, {
      run: { accountId, userId: run.userId, network: read.network },
      from: run.cursor,
      posts: read.page.posts,
      next: read.page.next,
      now: deps.now(),
    });
    // Another worker kept this page first and goes on from it.
    if (!kept) return;
    if (read.page.next === null) return finishRun(deps, { accountId });
  }
}
