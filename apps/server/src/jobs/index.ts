export type * from './client';
export { defineJob } from './client';
export { registerWorker, startWorkers, type WorkerStarter } from './workers';
