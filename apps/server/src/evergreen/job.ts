import { z } from 'zod';
import { defineJob } from '../jobs';
import type { AppDeps } from '../types';

/**
 * One job per publication of an evergreen post that went out or was skipped: it writes the next
 * variant and schedules it. Its claim row, not the job, is the record: a repeated job, a second
 * worker or a retry after a crash goes on from what the row says is done.
 */
export const evergreenJob = defineJob({
  name: 'evergreen-variant',
  payload: z.object({ publicationId: z.string() }),
  // Writing a variant is one or a few generations; a worker gone for longer is replaced.
  expireInSeconds: 10 * 60,
  // The publication was not marked published yet, the engine was unavailable: try again later.
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
});

export const queueEvergreenCycle = (deps: AppDeps, publicationId: string): Promise<void> =>
  deps.jobs.send(evergreenJob, { publicationId });
