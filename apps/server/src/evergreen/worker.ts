import { defineWorker } from '../jobs';
import { runEvergreenCycle } from './cycle';
import { evergreenJob, queueEvergreenCycle } from './job';
import { unfinishedTriggers } from './repository';

/**
 * Evergreen cycles in a worker process. Cycles a stopped worker left half done (a variant written
 * but not scheduled) are queued again at once, and go on from where their row says.
 */
export const evergreenWorker = defineWorker({
  job: evergreenJob,
  handle: (deps, { publicationId }) => runEvergreenCycle(deps, publicationId),
  async resume(deps) {
    for (const id of await unfinishedTriggers(deps.db)) await queueEvergreenCycle(deps, id);
  },
});
