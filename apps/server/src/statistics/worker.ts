import { defineWorker } from '../jobs';
import { queueStatisticsRefresh, refreshStatistics, refreshStatisticsJob } from './job';

/**
 * Keeps the planner's statistics fresh from every process that takes jobs: each queues the first
 * look at its start, and the queue's single-job policy keeps the chain single.
 */
export const statisticsWorker = defineWorker({
  job: refreshStatisticsJob,
  handle: async (deps) => void (await refreshStatistics(deps)),
  resume: (deps) => queueStatisticsRefresh(deps).then(() => undefined),
});
