import { defineWorker } from '../jobs';
import { analyzeGrownTables } from './analyze';
import { STATISTICS_INTERVAL_MS, refreshStatisticsJob } from './job';

/**
 * Keeps the planner's statistics fresh from every process that takes jobs: each queues the look
 * of every interval under the interval's key, so one look runs an interval for all of them.
 */
export const statisticsWorker = defineWorker({
  job: refreshStatisticsJob,
  handle: async (deps) => void (await analyzeGrownTables(deps.db)),
  repeat: () => ({ everyMs: STATISTICS_INTERVAL_MS, payload: {} }),
});
