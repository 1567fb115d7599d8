import type { AppDeps } from '../types';
import type { JobContext, JobDefinition } from './client';

/**
 * A kind of job and how a worker process takes it: the definition (id, zod payload, retries),
 * the handler, and what to queue again when a process starts after another stopped mid-way.
 */
export interface JobWorker<Payload> {
  job: JobDefinition<Payload>;
  handle(deps: AppDeps, payload: Payload, context: JobContext): Promise<void>;
  /**
   * Jobs of this kind a process runs at once, when not `QUEUE_CONCURRENCY`: more for a job that
   * spends its time waiting on a network than the database or the processor.
   */
  slots?(deps: AppDeps): number;
  /** Queues again the work a stopped process left under way (its row, not its job, says so). */
  resume?(deps: AppDeps): Promise<void>;
  /**
   * For a job that recurs: how often, and with what. Each process taking it queues the job of
   * each time slot under the slot's key, so all of them together queue one, and none depends on
   * another living to queue the next.
   */
  repeat?(deps: AppDeps): { everyMs: number; payload: Payload };
}

export const defineWorker = <Payload>(worker: JobWorker<Payload>) => worker;

/** Any job worker, whatever its payload, as `jobs/list.ts` holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobWorker = JobWorker<any>;

/**
 * Makes this process take the listed jobs: `npm start` unless QUEUE_WORKER=false, and `npm run
 * worker`. Once `stopping` is aborted (a SIGTERM during start-up) it takes no more, and a step the
 * stopped queue refused is no failure: what was not queued again is queued by the next start.
 */
export async function startWorkers(
  deps: AppDeps,
  workers: readonly AnyJobWorker[],
  stopping?: AbortSignal,
): Promise<void> {
  try {
    for (const worker of workers) {
      if (stopping?.aborted) return;
      await deps.jobs.work(
        worker.job,
        (payload, context) => worker.handle(deps, payload, context),
        { slots: worker.slots?.(deps), repeat: worker.repeat?.(deps) },
      );
      if (stopping?.aborted) return;
      await worker.resume?.(deps);
    }
  } catch (error) {
    if (!stopping?.aborted) throw error;
  }
}
