import { registerWorker } from '../jobs';
import type { AppDeps } from '../types';
import { readMetricsJob, runReadJob } from './job';

/** Takes metrics reads in this process, beside publishing. */
export async function startMetricsWorker(deps: AppDeps): Promise<void> {
  await deps.jobs.work(readMetricsJob, (payload, context) =>
    runReadJob(deps, payload, context.signal),
  );
}

registerWorker(startMetricsWorker);
