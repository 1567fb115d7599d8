import { defineWorker } from '../jobs';
import { automationJob, queueAutomation } from './job';
import { unfinishedAutomations } from './repository';
import { runAutomation } from './run';

/**
 * Plug and repost jobs in a worker process. Those left waiting or held by a stopped worker are
 * queued again at once; each is taken up when it is due or its lease has run out.
 */
export const automationsWorker = defineWorker({
  job: automationJob,
  handle: (deps, payload, context) => runAutomation(deps, payload, context),
  async resume(deps) {
    for (const key of await unfinishedAutomations(deps.db)) await queueAutomation(deps, key);
  },
});
