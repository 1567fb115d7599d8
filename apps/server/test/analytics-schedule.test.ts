import type { Publication } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { readCovering } from '../src/analytics/job';
import { publishPublication } from '../src/publications/publish';
import { recordingJobs } from './support/analytics';
import {
  connectedUser,
  getPublication,
  savePost,
  schedule,
  usePublishingApp,
} from './support/publishing';

const HOUR = 3_600_000;
const OFFSETS_HOURS = [1, 6, 24, 72, 168, 720];
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
    const published = await getPublication(app, token, created.publication._id);
    const publishedAt = new Date(published.publishedAt!).getTime();
    // Each read falls at its point, or after it by no more than a sixtieth of it (an hour at most).
    reads.forEach((job, k) => {
      const point = publishedAt + OFFSETS_HOURS[k]! * HOUR;
      const late = (job.options!.startAfter as Date).getTime() - point;
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThanOrEqual(Math.min(HOUR, (OFFSETS_HOURS[k]! * HOUR) / 60));
    });
    expect(new Set(reads.map((job) => job.options!.key)).size).toBe(6);
  });

  it('shares the reads of posts published close together, and keeps apart those further off', () => {
    const at = new Date('2026-11-26T10:00:10Z');
    const offset = HOUR;
    const covering = readCovering(at, offset);
    // A minute's window for a read an hour on: ten seconds and fifty seconds later share it.
    expect(readCovering(new Date(at.getTime() + 40_000), offset)).toEqual(covering);
    expect(covering.at.toISOString()).toBe('2026-11-26T11:01:00.000Z');
    expect(readCovering(new Date('2026-11-26T10:01:10Z'), offset).key).not.toBe(covering.key);
    // On a window's edge the read is at its point exactly.
    expect(readCovering(new Date('2026-11-26T10:00:00Z'), offset).at.toISOString()).toBe(
      '2026-11-26T11:00:00.000Z',
    );
    // The month's read waits at most an hour.
    const month = readCovering(at, 30 * 24 * HOUR);
    expect(month.at.getTime() - (at.getTime() + 30 * 24 * HOUR)).toBeLessThanOrEqual(HOUR);
  });
});
