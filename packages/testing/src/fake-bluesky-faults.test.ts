import { AtpAgent, type XRPCError } from '@atproto/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBluesky, type FakeBluesky } from './fake-bluesky';

// Each fault as the real client meets it. An XRPCError with status 1 (ResponseType.Unknown) is the
// client's word for a call that got no answer.
let fake: FakeBluesky;
let agent: AtpAgent;
beforeAll(async () => {
  fake = await startFakeBluesky();
  agent = new AtpAgent({ service: fake.url });
  await agent.login({ identifier: fake.user.handle, password: fake.user.appPassword });
});
afterAll(() => fake.close());

const post = (text: string) => agent.post({ text });
const stored = (text: string) => fake.posts.filter((entry) => entry.text === text);

describe('fake Bluesky: faults of the next createRecord', () => {
  it('unavailable: 503, or 502 when asked, and nothing stored', async () => {
    fake.faults.push({ kind: 'unavailable' }, { kind: 'unavailable', status: 502 });
    await expect(post('Unavailable twice')).rejects.toMatchObject({ status: 503 });
    await expect(post('Unavailable twice')).rejects.toMatchObject({
      status: 502,
      error: 'UpstreamFailure',
    });
    expect(stored('Unavailable twice')).toHaveLength(0);
    await post('Unavailable twice');
    expect(stored('Unavailable twice')).toHaveLength(1);
    expect(fake.attemptsOf('Unavailable twice')).toBe(3);
  });

  it('rate_limited: 429 with ratelimit-reset in epoch seconds', async () => {
    const resetAt = new Date(Date.now() + 15 * 60 * 1000);
    fake.faults.push({ kind: 'rate_limited', resetAt });
    const refusal = (await post('Rate limited').catch((error: unknown) => error)) as XRPCError;
    expect(refusal).toMatchObject({ status: 429, error: 'RateLimitExceeded' });
    expect(refusal.headers?.['ratelimit-reset']).toBe(String(Math.ceil(resetAt.getTime() / 1000)));
    expect(refusal.headers?.['ratelimit-remaining']).toBe('0');
    expect(stored('Rate limited')).toHaveLength(0);
  });

  it('rejected: 400 InvalidRequest with the message given', async () => {
    fake.faults.push({ kind: 'rejected', message: 'Record is not allowed here' });
    await expect(post('Rejected')).rejects.toMatchObject({
      status: 400,
      error: 'InvalidRequest',
      message: 'Record is not allowed here',
    });
    expect(stored('Rejected')).toHaveLength(0);
  });

  it('lost_answer: the post is stored, the client gets no answer', async () => {
    fake.faults.push({ kind: 'lost_answer' });
    await expect(post('Answer lost')).rejects.toMatchObject({ status: 1 });
    expect(stored('Answer lost')).toHaveLength(1);
  });

  it('when: only the next post whose text includes it meets the fault', async () => {
    fake.faults.push({ when: 'part 2', kind: 'rejected', message: 'Not this one' });
    await post('Faulty thread part 1');
    await expect(post('Faulty thread part 2')).rejects.toMatchObject({ message: 'Not this one' });
    expect(fake.faults).toHaveLength(0);
    await post('Faulty thread part 2');
    expect(fake.attemptsOf('Faulty thread part 2')).toBe(2);
  });

  it('hold: the post waits until the test releases it, or for a delay', async () => {
    let release = () => {};
    fake.faults.push({ kind: 'hold', until: new Promise<void>((resolve) => (release = resolve)) });
    const posting = post('Held post');
    await fake.waitForAttempts('Held post');
    await post('Posted while the other is held');
    expect(stored('Held post')).toHaveLength(0);
    release();
    await posting;
    expect(stored('Held post')).toHaveLength(1);

    fake.faults.push({ kind: 'hold', until: 5 });
    await post('Held briefly');
    expect(stored('Held briefly')).toHaveLength(1);
  });

  it('delayMs: every answer waits, so a client that gives up first gets none', async () => {
    fake.delayMs = 1_000;
    try {
      // Both timers run in this process, so the client's shorter one always fires first.
      const signal = AbortSignal.timeout(20);
      await expect(
        agent.com.atproto.server.getSession(undefined, { signal }),
      ).rejects.toMatchObject({ status: 1 });
    } finally {
      fake.delayMs = 0;
    }
  });
});
