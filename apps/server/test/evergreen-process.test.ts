import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queueEvergreenCycle } from '../src/evergreen/job';
import {
  cyclesOf,
  dailySlots,
  markPublished,
  patchPost,
  publicationOf,
  variantPublications,
  variantsOf,
} from './support/evergreen';
import { savePost, schedule, waitUntil } from './support/publishing';
import { setUpWorkerProcesses, startWorkerProcess } from './support/worker-process';

/** The schedule lock class of `publications/repository.ts`, held here from a connection of the test. */
const SCHEDULE_LOCK_CLASS = 7001;

// A worker process and the test share the database at once: PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('an evergreen cycle across worker processes', () => {
  it('after kill -9 between writing the variant and scheduling it, the next worker schedules that variant, writing no other', async () => {
    const { env, app, token, userId } = await setUpWorkerProcesses();
    const lock = new pg.Client({ connectionString: env.DATABASE_URL });
    await lock.connect();
    onTestFinished(() => lock.end());
    await dailySlots(app, userId);
    const postId = await savePost(
      app,
      userId,
      'tweet',
      'Small pull requests get reviewed the same day, because a reviewer can hold them in mind.',
    );
    await patchPost(app, token, 'tweet', postId, { evergreen: { everyDays: 7 } });
    const publicationId = publicationOf(
      await schedule(app, token, { postId, publishAt: 'now' }),
    )._id;
    await markPublished(app, publicationId, new Date());

    // The worker writes the variant, then waits for the user's schedule, which the test holds.
    const held = [SCHEDULE_LOCK_CLASS, userId];
    await lock.query('select pg_advisory_lock($1, hashtext($2))', held);
    await queueEvergreenCycle(app.deps, publicationId);
    const first = startWorkerProcess(env);
    await waitUntil(
      async () => (await variantsOf(app, postId)).length === 1,
      () => `the first worker to write the variant: ${first.output()}`,
      150_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    await lock.query('select pg_advisory_unlock($1, hashtext($2))', held);
    expect(await variantPublications(app, postId)).toHaveLength(0);
    expect(await cyclesOf(app, postId)).toMatchObject([{ status: 'writing', publicationId: null }]);

    const second = startWorkerProcess(env);
    await waitUntil(
      async () => (await variantPublications(app, postId)).length === 1,
      () => `the second worker to schedule the variant: ${second.output()}`,
      150_000,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const variants = await variantsOf(app, postId);
    expect(variants).toHaveLength(1);
    expect(await variantPublications(app, postId)).toEqual([
      expect.objectContaining({ postId: variants[0]!.id, status: 'scheduled' }),
    ]);
  }, 400_000);
});
