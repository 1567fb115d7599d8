import type { AppDeps } from '../types';
import { renewLease, type Lease } from './worker-repository';

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
