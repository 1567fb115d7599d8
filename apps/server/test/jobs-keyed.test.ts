import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/jobs';
import { createPgBossJobs, keyedJobId } from '../src/jobs/pg-boss';
import { useResource, useTestApp } from './support/app';
import { waitUntil } from './support/publishing';

const app = useTestApp();
const tallyJob = defineJob({ name: 'test-keyed-tally', payload: z.object({ item: z.string() }) });
// Two clients on one database, as two processes are: a key is kept by the queue, not in memory.
const clients = useResource(async () => {
  const both = [0, 1].map(() => createPgBossJobs({ connection: app.deps.database.queue }));
  let stopped: Promise<unknown> | undefined;
  const close = () => (stopped ??= Promise.all(both.map((jobs) => jobs.stop())));
  return { both, close };
});

describe('keyed sends', () => {
  it('make a well-formed UUID that depends on the queue and the key', () => {
    const id = keyedJobId('read-metrics', 'user-1:3600000:1764151260000');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyedJobId('read-metrics', 'user-1:3600000:1764151260000')).toBe(id);
    expect(keyedJobId('read-metrics', 'user-2:3600000:1764151260000')).not.toBe(id);
    expect(keyedJobId('publish', 'user-1:3600000:1764151260000')).not.toBe(id);
  });

  it('queue one job a key, however often and from however many clients it is sent', async () => {
    const [first, second] = clients.both as [
      ReturnType<typeof createPgBossJobs>,
      ReturnType<typeof createPgBossJobs>,
    ];
    const keys = ['a', 'b', 'c'];
    const send = (jobs: typeof first, key: string) =>
      jobs.send(tallyJob, { item: key }, { key: `tally:${key}` });
    // pg-boss installs itself on a client's first use: one at a time, as processes start.
    await send(first, 'a');
    await send(second, 'a');
    // Each key sent five times more, at once, by both clients, alone and in batches.
    await Promise.all([
      ...keys.flatMap((key) => [send(first, key), send(second, key), send(first, key)]),
      first.sendMany(
        tallyJob,
        keys.map((key) => ({ payload: { item: key }, options: { key: `tally:${key}` } })),
      ),
      second.sendMany(
        tallyJob,
        keys.map((key) => ({ payload: { item: key }, options: { key: `tally:${key}` } })),
      ),
    ]);
    // Unkeyed sends are never merged.
    await first.send(tallyJob, { item: 'free' });
    await second.send(tallyJob, { item: 'free' });
    const ran: string[] = [];
    for (const jobs of [first, second]) {
      await jobs.work(tallyJob, async ({ item }) => void ran.push(item), { slots: 4 });
    }
    await waitUntil(() => ran.length >= 5, 'the queued jobs ran');
    // Nothing more is taken after the five: sending again while they are kept adds none.
    await send(second, 'a');
    await first.send(tallyJob, { item: 'last' });
    await waitUntil(() => ran.includes('last'), 'the last job ran');
    // Stopping lets whatever was taken finish first.
    await clients.close();
    expect(ran.sort()).toEqual(['a', 'b', 'c', 'free', 'free', 'last']);
  });
});
