import { metricsWorker } from '../analytics';
import { automationsWorker } from '../automations';
import { evergreenWorker } from '../evergreen';
import { importWorker } from '../history';
import { publishingWorker } from '../publications';
import type { AppDeps } from '../types';
import { startWorkers, type AnyJobWorker } from './workers';

/**
 * Every kind of background job, one line each: what a worker process takes. A feature defines
 * its job in `<feature>/job.ts` and its `defineWorker` in `<feature>/worker.ts`, exports the
 * worker from its index.ts, and adds it here; nothing registers itself by being imported.
 */
export const JOB_WORKERS: readonly AnyJobWorker[] = [
  publishingWorker,
  metricsWorker,
  importWorker,
  evergreenWorker,
  automationsWorker,
];

/** Makes this process take every listed job. */
export const startJobWorkers = (deps: AppDeps) => startWorkers(deps, JOB_WORKERS);
