import type { AppDeps } from '../types';

/** Each background feature's workers, started by `startWorkers` in processes that take jobs. */
export type WorkerStarter = (deps: AppDeps) => Promise<void>;

const starters: WorkerStarter[] = [];

export function registerWorker(starter: WorkerStarter): void {
  starters.push(starter);
}

/** Makes this process take jobs: `npm start` unless QUEUE_WORKER=false, and `npm run worker`. */
export async function startWorkers(deps: AppDeps): Promise<void> {
  for (const start of starters) await start(deps);
}
