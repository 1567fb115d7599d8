import { z } from 'zod';
import { defineJob } from '../jobs';
import type { AppDeps } from '../types';
import { analyzeGrownTables } from './analyze';

/** How often the tables' changes are looked at; a table is analyzed only once it grew enough. */
export const STATISTICS_INTERVAL_MS = 10 * 60_000;

/**
 * One job at a time looks at the tables, then queues the next look. The queue keeps at most one
 * waiting and one running, so every worker process may queue the first at its start and the
 * chain stays single.
 */
export const refreshStatisticsJob = defineJob({
  name: 'refresh-plan-statistics',
  payload: z.object({}),
  policy: 'stately',
  expireInSeconds: 600,
});

export const queueStatisticsRefresh = (deps: AppDeps, startAfter?: Date) =>
  deps.jobs.send(refreshStatisticsJob, {}, { startAfter });

/** Analyzes the tables that grew, then queues the next look an interval on. */
export async function refreshStatistics(deps: AppDeps): Promise<string[]> {
  try {
    return await analyzeGrownTables(deps.db);
  } finally {
    await queueStatisticsRefresh(deps, new Date(deps.now().getTime() + STATISTICS_INTERVAL_MS));
  }
}
