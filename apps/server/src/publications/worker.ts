import { defineWorker } from '../jobs';
import { publishJob, queuePublication } from './job';
import { publishPublication } from './publish';
import { unfinishedPublicationIds } from './worker-repository';

/**
 * Publishing in a worker process. Publications a stopped worker left half-sent are queued again
 * at once; each is taken up when its lease has run out.
 */
export const publishingWorker = defineWorker({
  job: publishJob,
  handle: (deps, { publicationId, lease }, context) =>
    publishPublication(deps, publicationId, context, lease),
  // A publication spends most of its run waiting for the network's answers (decision 130).
  slots: (deps) => deps.config.queue.publishConcurrency,
  async resume(deps) {
    for (const id of await unfinishedPublicationIds(deps.db)) await queuePublication(deps, id);
  },
});
