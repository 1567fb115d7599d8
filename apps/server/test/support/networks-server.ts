import { startWorkers, type JobsClient } from '../../src/jobs';
import { JOB_WORKERS } from '../../src/jobs/list';
import { createPgBossJobs } from '../../src/jobs/pg-boss';
import type { App } from '../../src/types';
import { useResource, useTestApp, type TestAppOptions } from './app';
import { networkViews } from './network-views';
import { networksEnv, startNetworkFakes } from './networks';

/** Publishing takes a dead worker's publication over after this many seconds. */
export const LEASE_SECONDS = 3;

/**
 * Job workers (publishing and figures reads) with queue connections of their own, as separate
 * processes have, taking jobs from `app`'s database.
 */
export async function startJobWorkers(app: App, count: number, concurrency = 1) {
  const started: JobsClient[] = [];
  for (let i = 0; i < count; i++) {
    const jobs = createPgBossJobs({ connection: app.deps.database.queue, concurrency });
    await startWorkers({ ...app.deps, jobs }, JOB_WORKERS);
    started.push(jobs);
  }
  return {
    close: async () => {
      for (const jobs of started) await jobs.stop();
    },
  };
}

/**
 * For the tests of the enclosing file or `describe`: the three networks' fakes, the server
 * pointed at them with short publishing waits, `workers` job workers beside it (each running up
 * to `concurrency` jobs at once), and each network's view of its fake.
 */
export function useNetworksServer(
  options: {
    workers?: number;
    concurrency?: number;
    app?: Omit<TestAppOptions, 'env'>;
    env?: Record<string, string>;
  } = {},
) {
  const fakes = useResource(startNetworkFakes);
  const app = useTestApp(() => ({
    ...options.app,
    env: { ...networksEnv(fakes), ...options.env },
    publishing: { leaseSeconds: LEASE_SECONDS, retryBaseMs: 50, ...options.app?.publishing },
  }));
  useResource(() => startJobWorkers(app, options.workers ?? 2, options.concurrency));
  const views = useResource(async () => ({ ...networkViews(fakes), close() {} }));
  return { fakes, app, views };
}
