import { z } from 'zod';
import { AUTOMATION_KINDS, type AutomationKind } from '@quillpost/shared';
import { defineJob } from '../jobs/client';
import type { AppDeps } from '../types';

/**
 * One job per time a plug or repost should be looked at: when it falls due, after a hand-back
 * (a rate limit, an unavailable network) and at the end of every lease taken. A job that finds
 * it done, failed or held by another worker ends quietly: the row, not the job, is the record.
 */
export const automationJob = defineJob({
  name: 'run-automation',
  payload: z.object({ publicationId: z.string(), kind: z.enum(AUTOMATION_KINDS) }),
  expireInSeconds: 120,
  // A run that failed unexpectedly (the database, a bug) is tried again; the lease keeps it single.
  retryLimit: 20,
  retryDelay: 30,
  retryBackoff: true,
});

export type AutomationPayload = z.infer<typeof automationJob.payload>;

export const queueAutomation = (
  deps: AppDeps,
  payload: { publicationId: string; kind: AutomationKind },
  startAfter?: Date,
) => deps.jobs.send(automationJob, payload, startAfter ? { startAfter } : {});
