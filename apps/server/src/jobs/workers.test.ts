import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../types';
import { defineJob } from './client';
import { defineWorker, startWorkers } from './workers';

/** Workers `a`, `b` and `c`; `b`'s resume runs `onResumeB`, as a queue being stopped would. */
function setUp(onResumeB: () => Promise<void>) {
  const taken: string[] = [];
  const deps = {
    jobs: { work: async (job: { name: string }) => void taken.push(job.name) },
  } as unknown as AppDeps;
  const worker = (name: string, resume?: () => Promise<void>) =>
    defineWorker({
      job: defineJob({ name, payload: z.object({}) }),
      handle: async () => {},
      ...(resume ? { resume } : {}),
    });
  const workers = [worker('a'), worker('b', onResumeB), worker('c')];
  return { deps, workers, taken };
}

const refusedByStoppedQueue = () =>
  new Error('Database not opened. Call start() before using pg-boss, or again after stop().');

describe('starting the job workers', () => {
  it('ends quietly when a stop during start-up makes the queue refuse a step, and takes no more', async () => {
    const stopping = new AbortController();
    const { deps, workers, taken } = setUp(async () => {
      stopping.abort();
      throw refusedByStoppedQueue();
    });
    await expect(startWorkers(deps, workers, stopping.signal)).resolves.toBeUndefined();
    expect(taken).toEqual(['a', 'b']);
  });

  it('fails on the same refusal when no stop was asked for', async () => {
    const stopping = new AbortController();
    const { deps, workers } = setUp(async () => {
      throw refusedByStoppedQueue();
    });
    await expect(startWorkers(deps, workers, stopping.signal)).rejects.toThrow(
      'Database not opened',
    );
  });
});
