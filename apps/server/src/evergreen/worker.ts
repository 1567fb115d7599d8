import { registerWorker } from '../jobs';
import type { AppDeps } from '../types';
import { runEvergreenCycle } from './cycle';
import { evergreenJob, queueEvergreenCycle } from './job';
import { unfinishedTriggers } from './repository';

/**
 * Takes evergreen jobs in this process. Cycles a stopped worker left half done (a variant written
 * but not scheduled) are queued again at once, and go on from where their row says.
 */
export async function startEvergreenWorker(deps: AppDeps): Promise<void> {
  await deps.jobs.work(evergreenJob, ({ publicationId }) => runEvergreenCycle(deps, publicationId));
  for (const id of await unfinishedTriggers(deps.db)) await queueEvergreenCycle(deps, id);
}

registerWorker(startEvergreenWorker);
