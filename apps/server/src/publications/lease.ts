import type { AppDeps } from '../types';
import { queueLeaseFollowUp } from './job';
import { leaseState, renewLease, type Lease } from './worker-repository';

/**
 * Leaves a job for a second after the lease ends, naming the lease. A run that finished by then
 * leaves it nothing to do, and a live run has renewed the lease, so the job only looks again at
 * the new end; but a worker that died (kill -9, a lost machine) is replaced by it after the lease,
 * where the dead worker's own job would wait for the queue's expiry.
 */
export const followUpAtLeaseEnd = (
  deps: AppDeps,
  publicationId: string,
  lease: { token: string; until: Date },
) => queueLeaseFollowUp(deps, publicationId, lease);

/**
 * For a job that could not take the publication. Only the follow-up of the lease a live worker
 * still holds looks again at its new end: each lease has one such job, so a stray job (a retry,
 * a resume, the due job of a publication handed back for a rate limit) adds none, and the jobs of
 * a publication waiting out a 429 stay one chain however long it waits (decision 130).
 */
export async function followHolder(
  deps: AppDeps,
  publicationId: string,
  followedLease: string | undefined,
): Promise<void> {
  if (!followedLease) return;
  const state = await leaseState(deps.db, publicationId);
  if (state?.status === 'publishing' && state.leaseToken === followedLease && state.leaseUntil) {
    await followUpAtLeaseEnd(deps, publicationId, {
      token: followedLease,
      until: state.leaseUntil,
    });
  }
  // Otherwise it was canceled, published, failed, moved later or handed back (a later job
  // exists), or another lease holds it (with a follow-up of its own).
}

/**
 * Renews the lease every third of its length for as long as the run lives, so that a run waiting
 * on a slow answer from X, or between tries, is never taken for dead and no second run starts
 * beside it. Once a renewal finds the lease gone, renewing stops; the run's next `sending` mark
 * then fails, and it sends nothing more.
 */
export function keepLease(deps: AppDeps, lease: Lease): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const beat = async () => {
    let kept = true;
    try {
      kept = await renewLease(deps.db, lease, deps.now());
    } catch {
      // The database failed this once: try at the next beat (the lease may run out meanwhile).
    }
    if (kept && !stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void beat(), (lease.seconds * 1000) / 3);
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
