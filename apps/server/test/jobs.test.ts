import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/jobs/client';
import { useTestApps } from './support/app';
import { waitUntil } from './support/publishing';
import { waitForQueueIdle } from './support/queue';

const greeting = defineJob({ name: 'test-greeting', payload: z.object({ to: z.string() }) });
const retried = defineJob({
  name: 'test-retried',
  payload: z.object({ to: z.string() }),
  retryLimit: 1,
  retryDelay: 1,
});

const until = (check: () => boolean, what: string) => waitUntil(check, what, 15_000);

const createTestApp = useTestApps();

describe('the job queue', () => {
  it('runs a sent job once in a worker, with its payload checked', async () => {
    const app = await createTestApp();
    const seen: string[] = [];
    await app.deps.jobs.work(greeting, async ({ to }) => void seen.push(to));
    await app.deps.jobs.send(greeting, { to: 'Ada' });
    await until(() => seen.length > 0, 'the job');
    // Once the queue has settled the job, nothing may run it again.
    await waitForQueueIdle(app, greeting.name);
    expect(seen).toEqual(['Ada']);
    await expect(app.deps.jobs.send(greeting, { to: 1 } as never)).rejects.toThrow();
  });

  it('keeps a job until its start time', async () => {
    const app = await createTestApp();
    const seen: number[] = [];
    await app.deps.jobs.work(greeting, async () => void seen.push(Date.now()));
    const startAfter = new Date(Date.now() + 2500);
    await app.deps.jobs.send(greeting, { to: 'later' }, { startAfter });
    await until(() => seen.length > 0, 'the delayed job');
    expect(seen[0]!).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it('queues several jobs in one call, each held until its own start time', async () => {
    const app = await createTestApp();
    const seen: { to: string; at: number }[] = [];
    await app.deps.jobs.work(greeting, async ({ to }) => void seen.push({ to, at: Date.now() }));
    const soon = new Date(Date.now() + 500);
    const later = new Date(Date.now() + 3000);
    await app.deps.jobs.sendMany(greeting, [
      { payload: { to: 'later' }, options: { startAfter: later } },
      { payload: { to: 'soon' }, options: { startAfter: soon } },
    ]);
    await until(() => seen.length === 2, 'both jobs');
    expect(seen.map((job) => job.to)).toEqual(['soon', 'later']);
    expect(seen[1]!.at).toBeGreaterThanOrEqual(later.getTime());
    await expect(
      app.deps.jobs.sendMany(greeting, [{ payload: { to: 1 } as never }]),
    ).rejects.toThrow();
  });

  it('tells a running handler that the worker is stopping, and waits for it', async () => {
    const app = await createTestApp();
    const events: string[] = [];
    await app.deps.jobs.work(greeting, async (_payload, { signal }) => {
      events.push('started');
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      // A step that outlasts the abort: the stop must wait for it.
      await new Promise((resolve) => setImmediate(resolve));
      events.push('handed back');
    });
    await app.deps.jobs.send(greeting, { to: 'Ada' });
    await until(() => events.includes('started'), 'the handler to start');
    await app.close();
    expect(events).toEqual(['started', 'handed back']);
  });

  it('runs due jobs side by side, and tries again only the one whose handler threw', async () => {
    const app = await createTestApp({ env: { QUEUE_CONCURRENCY: '3' } });
    // Due before the worker starts, so that its first fetch finds all three.
    for (const to of ['a', 'b', 'c']) await app.deps.jobs.send(retried, { to });
    const runs: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    await app.deps.jobs.work(retried, async ({ to }) => {
      runs.push(to);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      // The first run of each waits for the others to start: they only can when run side by side.
      if (runs.length <= 3) await until(() => mostAtOnce === 3, 'all three to run at once');
      running -= 1;
      if (to === 'b' && runs.filter((run) => run === 'b').length === 1) throw new Error('once');
    });
    await until(() => runs.filter((run) => run === 'b').length === 2, 'the retry of b');
    await waitForQueueIdle(app, retried.name);
    expect(mostAtOnce).toBe(3);
    expect([...runs].sort()).toEqual(['a', 'b', 'b', 'c']);
  });

  it('takes the next due job as soon as one ends, while a slow one still runs', async () => {
    const app = await createTestApp({ env: { QUEUE_CONCURRENCY: '2' } });
    // Due before the worker starts: its first fetch takes the slow job and the first quick one.
    for (const to of ['slow', 'quick 1', 'quick 2', 'quick 3']) {
      await app.deps.jobs.send(greeting, { to });
    }
    const done: string[] = [];
    let releaseSlow = () => {};
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
    await app.deps.jobs.work(greeting, async ({ to }) => {
      if (to === 'slow') await slowHeld;
      done.push(to);
    });
    try {
      // A worker whose fetch waited for all it took would run nothing more until the slow job ended.
      await until(() => done.length === 3, 'the three quick jobs beside the slow one');
      expect([...done].sort()).toEqual(['quick 1', 'quick 2', 'quick 3']);
    } finally {
      releaseSlow();
    }
    await until(() => done.includes('slow'), 'the slow job');
  });
});
