import type { Publication } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/jobs/client';
import type { Network } from '../src/networks/network';
import { useTestApps } from './support/app';
import { createFakePublishingX } from './support/fake-publishing-x';
import {
  connectedUser,
  savePost,
  schedule,
  settled,
  startWorker,
  waitFor,
  waitUntil,
} from './support/publishing';

const until = (check: () => boolean, what: string) => waitUntil(check, what, 15_000);
const counted = defineJob({ name: 'test-counted', payload: z.object({ n: z.number() }) });

const createTestApp = useTestApps();

describe('slots of their own for a kind of job', () => {
  it('runs as many jobs of a kind at once as its work asks, beyond QUEUE_CONCURRENCY', async () => {
    const app = await createTestApp({ env: { QUEUE_CONCURRENCY: '1' } });
    for (const n of [1, 2, 3]) await app.deps.jobs.send(counted, { n });
    let running = 0;
    let mostAtOnce = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await app.deps.jobs.work(
      counted,
      async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await held;
        running -= 1;
      },
      { slots: 3 },
    );
    try {
      await until(() => mostAtOnce === 3, 'three jobs running at once');
    } finally {
      release();
    }
    await until(() => running === 0, 'the jobs to end');
  });

  it('sends PUBLISH_CONCURRENCY publications at once, whatever QUEUE_CONCURRENCY says', async () => {
    const fake = createFakePublishingX();
    let waiting = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Every post waits at the network until the test answers them all.
    const held: Network = {
      ...fake.network,
      post: async (session, input) => {
        waiting += 1;
        await answered;
        return fake.network.post(session, input);
      },
    };
    const app = await createTestApp({
      env: { QUEUE_CONCURRENCY: '1', PUBLISH_CONCURRENCY: '3' },
      networks: [held],
      publishing: { leaseSeconds: 30, retryBaseMs: 50 },
    });
    const created: { token: string; id: string }[] = [];
    for (const n of [1, 2, 3]) {
      const { token, userId } = await connectedUser(app, fake);
      const postId = await savePost(app, userId, 'tweet', `Held at the network, ${n}.`);
      const response = await schedule(app, token, { postId, publishAt: 'now' });
      expect(response.statusCode).toBe(201);
      created.push({
        token,
        id: (response.json() as { publication: Publication }).publication._id,
      });
    }
    await startWorker(app);
    try {
      await until(() => waiting === 3, 'three publications at the network at once');
    } finally {
      answer();
    }
    for (const { token, id } of created) {
      expect((await waitFor(app, token, id, settled)).status).toBe('published');
    }
  });
});
