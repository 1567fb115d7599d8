import { registerWorker } from '../jobs';
import type { AppDeps } from '../types';
import { importHistoryJob, queueImport, runImport } from './job';
import { runningAccountIds } from './repository';

/**
 * Takes history imports in this process. Imports left running by a stopped process are queued
 * again; a run goes on from its last kept page, and only one run keeps each page.
 */
export async function startImportWorker(deps: AppDeps): Promise<void> {
  await deps.jobs.work(importHistoryJob, ({ accountId }, context) =>
    runImport(deps, accountId, context),
  );
  for (const accountId of await runningAccountIds(deps.db)) await queueImport(deps, accountId);
}

registerWorker(startImportWorker);
