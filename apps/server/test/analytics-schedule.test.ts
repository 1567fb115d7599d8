import type { Publication } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { publishPublication } from '../src/publications/publish';
import { recordingJobs } from './support/analytics';
import { connectedUser, savePost, schedule, usePublishingApp } from './support/publishing';

const HOUR = 3_600_000;
const jobs = recordingJobs();
const { app, fake } = usePublishingApp({ jobs });

describe('reads after publishing', () => {
  it('queues a read of the new publication at every point of the schedule', async () => {
    const { token, userId } = await connectedUser(app, fake);
    const postId = await savePost(app, userId, 'tweet', 'Small pull requests ship faster.');
    const created = (await schedule(app, token, { postId, publishAt: 'now' })).json() as {
      publication: Publication;
    };
    jobs.sent.length = 0;
    await publishPublication(app.deps, created.publication._id, {
      signal: new AbortController().signal,
      retryCount: 0,
    });
    const reads = jobs.sent.filter((job) => job.name === 'read-metrics');
    expect(reads.map((job) => job.payload)).toEqual(Array(6).fill({ userId, mode: 'schedule' }));
    const first = (reads[0]!.options!.startAfter as Date).getTime();
    expect(reads.map((job) => (job.options!.startAfter as Date).getTime() - first)).toEqual(
      [0, 5, 23, 71, 167, 719].map((hours) => hours * HOUR),
    );
  });
});
