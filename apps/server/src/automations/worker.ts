import { registerWorker } from '../jobs';
import type { AppDeps } from '../types';
import { automationJob, queueAutomation } from './job';
import { unfinishedAutomations } from './repository';
import { runAutomation } from './run';

/**
 * Takes plug and repost jobs in this process. Those left waiting or held by a stopped worker are
 * queued again at once; each is taken up when it is due or its lease has run out.
 */
export async function startAutomationsWorker(deps: AppDeps): Promise<void> {
  await deps.jobs.work(automationJob, (payload, context) => runAutomation(deps, payload, context));
  for (const key of await unfinishedAutomations(deps.db)) await queueAutomation(deps, key);
}

registerWorker(startAutomationsWorker);
