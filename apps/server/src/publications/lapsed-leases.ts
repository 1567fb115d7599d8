import type { AppDeps } from '../types';
import { queuePublications } from './job';
import { lapsedLeaseIds } from './worker-repository';

/** Publications queued by one look at most; a longer list is taken up by the looks after it. */
const LOOK_LIMIT = 500;
/** A lease this far past its end is lapsed: its own run, had it lived, would have renewed it. */
const GRACE_MS = 1_000;

/**
 * How long after a lease runs out its publication is queued again, at most: the time between
 * looks, a sixth of the lease (at least a second).
 */
export const lookIntervalMs = (leaseSeconds: number) => Math.max(1_000, (leaseSeconds * 1000) / 6);

/**
 * Queues every publication whose lease lapsed, to be taken up by the first free worker (the
 * claim takes a lapsed lease; a job finding the publication already taken ends quietly). One look
 * a few seconds serves every publication, where a job at the end of each lease taken doubled the
 * queue's work while publishing.
 */
export async function takeUpLapsedLeases(deps: AppDeps): Promise<string[]> {
  const before = new Date(deps.now().getTime() - GRACE_MS);
  const ids = await lapsedLeaseIds(deps.db, before, LOOK_LIMIT);
  await queuePublications(deps, ids);
  return ids;
}
