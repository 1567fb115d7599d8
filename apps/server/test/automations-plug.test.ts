import { describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { readUserMetrics } from '../src/analytics/read';
import { runAutomation } from '../src/automations/run';
import type { AppDeps } from '../src/types';
import { useResource } from './support/app';
import { automationsBody, publishedTweet, putAutomations } from './support/automations';
import type { FakePublishingX } from './support/fake-publishing-x';
import {
  connectedUser,
  createPublishingApp,
  getPublication,
  waitUntil,
} from './support/publishing';

const HOUR = 3_600_000;

describe('auto-plug', () => {
  let fake: FakePublishingX;
  const app = useResource(async () => {
    const made = await createPublishingApp();
    fake = made.fake;
    return made.app;
  });
  /** The server as it runs `ms` after `start`: reads fall due, leases run out. */
  const depsAt = (start: number, ms: number): AppDeps => ({
    ...app.deps,
    now: () => new Date(start + ms),
  });

  async function personWithPlugs(texts: string[], likes = 5) {
    const person = await connectedUser(app, fake);
    const body = automationsBody({ likes, texts }, { enabled: false });
    expect((await putAutomations(app, person.token, person.accountId, body)).statusCode).toBe(200);
    return person;
  }

  const plugsUnder = (remoteId: string) => fake.posts.filter((post) => post.replyToId === remoteId);
  const plugOf = async (token: string, publicationId: string) =>
    (await getPublication(app, token, publicationId)).automations.find((a) => a.kind === 'plug');

  /** A tweet that went out an hour and a minute before `start`, with `likes` at its first read. */
  async function tweetOf(person: Awaited<ReturnType<typeof personWithPlugs>>, text: string) {
    const start = Date.now();
    const sent = await publishedTweet(app, fake, person, {
      text,
      publishedAt: new Date(start - HOUR - 60_000),
    });
    return { ...sent, start };
  }

  it('plugs once, on the read whose figures reach the threshold, not on a later one', async () => {
    const person = await personWithPlugs(['Plug: get the guide at https://example.com/guide']);
    const tweet = await tweetOf(person, 'Crossing the line on the second read.');
    const payload = { publicationId: tweet.publicationId, kind: 'plug' as const };

    fake.likes.set(tweet.remoteId, 4);
    await readUserMetrics(depsAt(tweet.start, 0), { userId: person.userId, mode: 'schedule' });
    expect(await plugOf(person.token, tweet.publicationId)).toBeUndefined();

    fake.likes.set(tweet.remoteId, 5);
    await readUserMetrics(depsAt(tweet.start, 5 * HOUR), {
      userId: person.userId,
      mode: 'schedule',
    });
    expect(await plugOf(person.token, tweet.publicationId)).toMatchObject({ status: 'waiting' });
    await runAutomation(depsAt(tweet.start, 5 * HOUR), payload);

    fake.likes.set(tweet.remoteId, 40);
    await readUserMetrics(depsAt(tweet.start, 23 * HOUR), {
      userId: person.userId,
      mode: 'schedule',
    });
    await runAutomation(depsAt(tweet.start, 23 * HOUR), payload);

    const plugs = plugsUnder(tweet.remoteId);
    expect(plugs.map((post) => post.text)).toEqual([
      'Plug: get the guide at https://example.com/guide',
    ]);
    const plug = await plugOf(person.token, tweet.publicationId);
    expect(plug).toMatchObject({ status: 'done', remoteId: plugs[0]!.id, error: null });
  });

  it('takes the texts in turn, never one the account posted lately, and rewrites one when none is free', async () => {
    const texts = [
      'If this helped, my free guide on shipping small pull requests goes much deeper.',
      'Want more like this? I write about code review and small teams every week.',
    ];
    const person = await personWithPlugs(texts, 1);
    const sent: Publication['automations'][number][] = [];
    const made: string[] = [];
    for (const text of [
      'First post that does well.',
      'Second post that does well.',
      'Third post that does well.',
    ]) {
      const tweet = await tweetOf(person, text);
      fake.likes.set(tweet.remoteId, 3);
      await readUserMetrics(depsAt(tweet.start, 0), { userId: person.userId, mode: 'schedule' });
      await runAutomation(depsAt(tweet.start, 0), {
        publicationId: tweet.publicationId,
        kind: 'plug',
      });
      sent.push((await plugOf(person.token, tweet.publicationId))!);
      made.push(...plugsUnder(tweet.remoteId).map((post) => post.text));
    }
    expect(
      sent.map((plug) => plug.status),
      JSON.stringify(sent),
    ).toEqual(['done', 'done', 'done']);
    expect(made.slice(0, 2)).toEqual(texts);
    // The third is a new wording: X would refuse either text again within its window.
    expect(made).toHaveLength(3);
    expect(texts.map((text) => text.toLowerCase())).not.toContain(made[2]!.trim().toLowerCase());
  });

  async function plugDue(text: string) {
    const person = await personWithPlugs([text]);
    const tweet = await tweetOf(person, `A post for ${text}`);
    fake.likes.set(tweet.remoteId, 9);
    await readUserMetrics(depsAt(tweet.start, 0), { userId: person.userId, mode: 'schedule' });
    return {
      person,
      tweet,
      payload: { publicationId: tweet.publicationId, kind: 'plug' as const },
    };
  }

  it('sends one plug when its job runs twice at once', async () => {
    const text = 'Plug for a duplicated job: https://example.com/twice';
    const { person, tweet, payload } = await plugDue(text);
    fake.timing.delayMs = 300;
    try {
      await Promise.all([
        runAutomation(depsAt(tweet.start, 0), payload),
        runAutomation(depsAt(tweet.start, 0), payload),
      ]);
    } finally {
      fake.timing.delayMs = 0;
    }
    expect(fake.attemptsOf(text)).toBe(1);
    expect(plugsUnder(tweet.remoteId)).toHaveLength(1);
    expect(await plugOf(person.token, tweet.publicationId)).toMatchObject({ status: 'done' });
  });

  it('finds the plug a worker sent before it died, and never sends it again', async () => {
    const text = 'Plug from a worker that died: https://example.com/died';
    const { person, tweet, payload } = await plugDue(text);
    fake.faults.push({ kind: 'held', when: 'worker that died' });
    void runAutomation(depsAt(tweet.start, 0), payload);
    await waitUntil(() => fake.attemptsOf(text) === 1, 'the plug to reach X');
    // The dead worker's lease has run out: the job left at its end takes the plug up.
    await runAutomation(depsAt(tweet.start, 10 * 60_000), payload);
    expect(fake.attemptsOf(text)).toBe(1);
    const plug = await plugOf(person.token, tweet.publicationId);
    expect(plug).toMatchObject({ status: 'done', remoteId: plugsUnder(tweet.remoteId)[0]!.id });
  });

  it('finds the plug whose answer was lost, and never sends it again', async () => {
    const text = 'Plug whose answer was lost: https://example.com/lost';
    const { person, tweet, payload } = await plugDue(text);
    fake.faults.push({ kind: 'lost_answer', when: 'answer was lost' });
    await runAutomation(depsAt(tweet.start, 0), payload);
    expect(await plugOf(person.token, tweet.publicationId)).toMatchObject({ status: 'waiting' });
    await runAutomation(depsAt(tweet.start, 10 * 60_000), payload);
    expect(fake.attemptsOf(text)).toBe(1);
    const plug = await plugOf(person.token, tweet.publicationId);
    expect(plug).toMatchObject({ status: 'done', remoteId: plugsUnder(tweet.remoteId)[0]!.id });
  });

  it('fails a plug the network refuses, with its reason', async () => {
    const text = 'Plug that is refused: https://example.com/refused';
    const { person, tweet, payload } = await plugDue(text);
    fake.faults.push({
      kind: 'rejected',
      message: 'This request looks automated.',
      when: 'is refused',
    });
    await runAutomation(depsAt(tweet.start, 0), payload);
    expect(await plugOf(person.token, tweet.publicationId)).toMatchObject({
      status: 'failed',
      error: 'The plug was refused by X: This request looks automated.',
    });
  });
});
