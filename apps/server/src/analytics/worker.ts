import { defineWorker } from '../jobs';
import { readMetricsJob, runReadJob } from './job';

/** Metrics reads in a worker process, beside publishing. */
export const metricsWorker = defineWorker({
  job: readMetricsJob,
  handle: (deps, payload, context) => runReadJob(deps, payload, context.signal),
});
