import { z } from 'zod';
import { defineJob } from '../jobs';
import type { AppDeps } from '../types';

/**
 * Deletes the image files no record names (`MediaStore.sweep`). Each process that takes jobs
 * queues one at its start; the queue keeps at most one waiting and one running.
 */
export const sweepMediaJob = defineJob({
  name: 'sweep-media-files',
  payload: z.object({}),
  policy: 'stately',
  expireInSeconds: 600,
});

export const queueMediaSweep = (deps: AppDeps) => deps.jobs.send(sweepMediaJob, {});
