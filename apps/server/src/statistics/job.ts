import { z } from 'zod';
import { defineJob } from '../jobs';

/** How often the tables' changes are looked at; a table is analyzed only once it grew enough. */
export const STATISTICS_INTERVAL_MS = 10 * 60_000;

/**
 * One look at the tables an interval: every process that takes jobs queues the look of each
 * interval under the interval's key (`statisticsWorker`), so one runs for all of them, and a look
 * killed mid-way stops none after it. (`refresh-plan-statistics`, its earlier queue, held a chain
 * that a look killed mid-way stopped until the queue expired it.)
 */
export const refreshStatisticsJob = defineJob({
  name: 'analyze-grown-tables',
  payload: z.object({}),
  expireInSeconds: 600,
});
