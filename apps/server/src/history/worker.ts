import { defineWorker } from '../jobs';
import { importHistoryJob, queueImport, runImport } from './job';
import { runningAccountIds } from './repository';

/**
 * History imports in a worker process. Imports left running by a stopped process are queued
 * again; a run goes on from its last kept page, and only one run keeps each page.
 */
export const importWorker = defineWorker({
  job: importHistoryJob,
  handle: (deps, { accountId }, context) => runImport(deps, accountId, context),
  async resume(deps) {
    for (const accountId of await runningAccountIds(deps.db)) await queueImport(deps, accountId);
  },
});
