import { registerWorker } from '../jobs';
import type { AppDeps } from '../types';
import { queueStatisticsRefresh, refreshStatistics, refreshStatisticsJob } from './job';

/** Keeps the planner's statistics fresh from every process that takes jobs. */
export async function startStatisticsWorker(deps: AppDeps): Promise<void> {
  await deps.jobs.work(refreshStatisticsJob, async () => void (await refreshStatistics(deps)));
  await queueStatisticsRefresh(deps);
}

registerWorker(startStatisticsWorker);
