import { defineWorker } from '../jobs';
import { fillDuplicateHashes } from './duplicate-hashes';
import {
  fillDuplicateHashesJob,
  lapsedLeasesJob,
  publishJob,
  queueDuplicateHashFill,
  queuePublications,
} from './job';
import { lookIntervalMs, takeUpLapsedLeases } from './lapsed-leases';
import { publishPublication } from './publish';
import { unfinishedPublicationIds } from './worker-repository';

/**
 * Publishing in a worker process. Publications a stopped worker left half-sent are queued again
 * at once; each is taken up when its lease has run out.
 */
export const publishingWorker = defineWorker({
  job: publishJob,
  handle: (deps, { publicationId }, context) => publishPublication(deps, publicationId, context),
  // A publication spends most of its run waiting for the network's answers (decision 130).
  slots: (deps) => deps.config.queue.publishConcurrency,
  async resume(deps) {
    await queuePublications(deps, await unfinishedPublicationIds(deps.db));
  },
});

/**
 * The look for publications whose worker died holding them (kill -9, a lost machine), a sixth of
 * the lease apart: every process that publishes queues the look of each slot, one for all.
 */
export const lapsedLeasesWorker = defineWorker({
  job: lapsedLeasesJob,
  handle: async (deps) => void (await takeUpLapsedLeases(deps)),
  repeat: (deps) => ({ everyMs: lookIntervalMs(deps.publishing.leaseSeconds), payload: {} }),
});

/** Hashes for rows saved before they were kept, so the duplicate check reads them no longer. */
export const duplicateHashesWorker = defineWorker({
  job: fillDuplicateHashesJob,
  handle: async (deps) => void (await fillDuplicateHashes(deps.db)),
  resume: queueDuplicateHashFill,
});

/**
 * What a process that publishes takes: the publications, the look for lapsed leases, and the
 * hashes the duplicate check finds earlier posts by.
 */
export const publishingWorkers = [
  publishingWorker,
  lapsedLeasesWorker,
  duplicateHashesWorker,
] as const;
