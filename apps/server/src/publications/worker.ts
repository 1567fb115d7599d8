import { registerWorker } from '../jobs';
import type { AppDeps } from '../types';
import { publishJob, queuePublication } from './job';
import { publishPublication } from './publish';
import { unfinishedPublicationIds } from './worker-repository';

/**
 * Takes publishing jobs in this process. Publications a stopped worker left half-sent are queued
 * again at once; each is taken up when its lease has run out.
 */
export async function startPublishingWorker(deps: AppDeps): Promise<void> {
  await deps.jobs.work(publishJob, ({ publicationId }, context) =>
    publishPublication(deps, publicationId, context),
  );
  for (const id of await unfinishedPublicationIds(deps.db)) await queuePublication(deps, id);
}

registerWorker(startPublishingWorker);
