import { metricsWorker } from '../analytics/worker';
import { automationsWorker } from '../automations/worker';
import { evergreenWorker } from '../evergreen/worker';
import { importWorker } from '../history/worker';
import { mediaWorker } from '../media/worker';
import { publishingWorkers } from '../publications/worker';
import { statisticsWorker } from '../statistics/worker';
import type { AppDeps } from '../types';
import { startWorkers, type AnyJobWorker } from './workers';

/**
 * Every kind of background job, one line each: what a worker process takes. A feature defines
 * its job in `<feature>/job.ts` and its `defineWorker` in `<feature>/worker.ts`, and adds it here,
 * imported from that file (exported from the feature's index.ts, every worker's imports would
 * reach whoever uses the feature, and make cycles). Nothing registers itself by being imported.
 */
export const JOB_WORKERS: readonly AnyJobWorker[] = [
  ...publishingWorkers,
  metricsWorker,
  importWorker,
  evergreenWorker,
  automationsWorker,
  statisticsWorker,
  mediaWorker,
];

/** Makes this process take every listed job, until `stopping` is aborted. */
export const startJobWorkers = (deps: AppDeps, stopping?: AbortSignal) =>
  startWorkers(deps, JOB_WORKERS, stopping);
