import { defineWorker } from '../jobs';
import { queueMediaSweep, sweepMediaJob } from './job';

/** Sweeps the media folder once at each start of a process that takes jobs. */
export const mediaWorker = defineWorker({
  job: sweepMediaJob,
  handle: async (deps) => void (await deps.media.sweep()),
  resume: queueMediaSweep,
});
