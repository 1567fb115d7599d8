export type * from './client';
export { defineJob } from './client';
export { defineWorker, startWorkers, type AnyJobWorker, type JobWorker } from './workers';
