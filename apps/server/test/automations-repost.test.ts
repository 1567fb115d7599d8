import { describe, expect, it } from 'vitest';
import { planRepost } from '../src/automations';
import { runAutomation } from '../src/automations/run';
import type { AppDeps } from '../src/types';
import { useResource } from './support/app';
import { automationsBody, publishedTweet, putAutomations } from './support/automations';
import type { FakePublishingX } from './support/fake-publishing-x';
import {
  connectedUser,
  createPublishingApp,
  getPublication,
  savePost,
  schedule,
  settled,
  startWorker,
  waitFor,
  waitUntil,
} from './support/publishing';

const HOUR = 3_600_000;

describe('auto-repost', () => {
  let fake: FakePublishingX;
  const app = useResource(async () => {
    const made = await createPublishingApp();
    fake = made.fake;
    await startWorker(made.app);
    return made.app;
  });
  const depsAt = (at: number): AppDeps => ({ ...app.deps, now: () => new Date(at) });

  async function personReposting(afterHours = 2) {
    const person = await connectedUser(app, fake);
    const body = automationsBody({ enabled: false, texts: [] }, { afterHours });
    expect((await putAutomations(app, person.token, person.accountId, body)).statusCode).toBe(200);
    return person;
  }

  const repostOf = async (token: string, publicationId: string) =>
    (await getPublication(app, token, publicationId)).automations.find((a) => a.kind === 'repost');

  it('reposts once, afterHours after the publication went out', async () => {
    const person = await personReposting(2);
    const postId = await savePost(app, person.userId, 'tweet', 'A post worth a second look.');
    const created = await schedule(app, person.token, { postId, publishAt: 'now' });
    const publication = await waitFor(app, person.token, created.json().publication._id, settled);
    expect(publication.status, publication.error ?? '').toBe('published');
    const publishedAt = new Date(publication.publishedAt!).getTime();
    const due = publishedAt + 2 * HOUR;
    expect(publication.automations).toEqual([
      {
        kind: 'repost',
        status: 'waiting',
        at: new Date(due).toISOString(),
        remoteId: null,
        error: null,
      },
    ]);
    const payload = { publicationId: publication._id, kind: 'repost' as const };
    const before = fake.repostCalls.length;

    await runAutomation(depsAt(due - 60_000), payload);
    expect(fake.repostCalls.length - before).toBe(0);
    await runAutomation(depsAt(due), payload);
    await runAutomation(depsAt(due + HOUR), payload);

    const tweetId = publication.parts[0]!.xPostId!;
    expect(fake.repostCalls.slice(before)).toEqual([tweetId]);
    expect(await repostOf(person.token, publication._id)).toMatchObject({
      status: 'done',
      remoteId: tweetId,
      error: null,
    });
  });

  it('plans nothing for an account whose auto-repost is off, whoever else has it on', async () => {
    await personReposting(1);
    const person = await connectedUser(app, fake);
    const plugsOnly = automationsBody({}, { enabled: false, afterHours: 3 });
    const saved = await putAutomations(app, person.token, person.accountId, plugsOnly);
    expect(saved.statusCode).toBe(200);
    const postId = await savePost(app, person.userId, 'tweet', 'Nothing planned for this one.');
    const created = await schedule(app, person.token, { postId, publishAt: 'now' });
    const publication = await waitFor(app, person.token, created.json().publication._id, settled);
    expect(publication.status, publication.error ?? '').toBe('published');
    expect(publication.automations).toEqual([]);
  });

  async function repostDue(text: string) {
    const person = await personReposting(1);
    const publishedAt = new Date();
    const tweet = await publishedTweet(app, fake, person, { text, publishedAt });
    await planRepost(app.deps, { ...tweet, afterHours: 1, publishedAt });
    const due = publishedAt.getTime() + HOUR;
    const payload = { publicationId: tweet.publicationId, kind: 'repost' as const };
    const mine = () => fake.reposts.filter((made) => made.postId === tweet.remoteId);
    return { person, tweet, due, payload, mine };
  }

  it('reposts once when its job runs twice at once', async () => {
    const { due, payload, tweet, mine } = await repostDue('Reposted by a duplicated job.');
    fake.timing.delayMs = 300;
    try {
      await Promise.all([runAutomation(depsAt(due), payload), runAutomation(depsAt(due), payload)]);
    } finally {
      fake.timing.delayMs = 0;
    }
    expect(fake.repostCalls.filter((id) => id === tweet.remoteId)).toHaveLength(1);
    expect(mine()).toHaveLength(1);
  });

  it('settles a repost whose answer was lost by asking again with the same key: one repost', async () => {
    const { person, due, payload, tweet, mine } = await repostDue('Reposted, answer lost.');
    fake.repostFaults.push('lost_answer');
    await runAutomation(depsAt(due), payload);
    expect(await repostOf(person.token, tweet.publicationId)).toMatchObject({ status: 'waiting' });
    await runAutomation(depsAt(due + 10 * 60_000), payload);
    expect(mine()).toHaveLength(1);
    expect(await repostOf(person.token, tweet.publicationId)).toMatchObject({ status: 'done' });
  });

  it('settles a repost a worker made before it died: one repost', async () => {
    const { person, due, payload, tweet, mine } = await repostDue(
      'Reposted by a worker that died.',
    );
    fake.repostFaults.push('held');
    void runAutomation(depsAt(due), payload);
    await waitUntil(() => mine().length === 1, 'the repost to reach X');
    await runAutomation(depsAt(due + 10 * 60_000), payload);
    expect(mine()).toHaveLength(1);
    expect(await repostOf(person.token, tweet.publicationId)).toMatchObject({ status: 'done' });
  });

  it('sends no repost when auto-repost was turned off before it was due', async () => {
    const { person, due, payload, tweet, mine } = await repostDue(
      'Reposting turned off meanwhile.',
    );
    const off = automationsBody({ enabled: false, texts: [] }, { enabled: false });
    expect((await putAutomations(app, person.token, person.accountId, off)).statusCode).toBe(200);
    await runAutomation(depsAt(due), payload);
    expect(mine()).toHaveLength(0);
    expect(await repostOf(person.token, tweet.publicationId)).toMatchObject({
      status: 'failed',
      error: 'The repost was not sent: auto-repost was turned off before it was due.',
    });
  });

  it("sends no repost on an account that is not the publication's user's", async () => {
    const person = await personReposting(1);
    const someoneElse = await personReposting(1);
    const publishedAt = new Date();
    // The publication is the person's, its account someone else's: no route writes that.
    const owner = { ...someoneElse, userId: person.userId };
    const tweet = await publishedTweet(app, fake, owner, { text: 'Not theirs.', publishedAt });
    await planRepost(app.deps, { ...tweet, afterHours: 1, publishedAt });
    await runAutomation(depsAt(publishedAt.getTime() + HOUR), {
      publicationId: tweet.publicationId,
      kind: 'repost',
    });
    expect(fake.reposts.filter((made) => made.postId === tweet.remoteId)).toHaveLength(0);
    expect(await repostOf(person.token, tweet.publicationId)).toMatchObject({
      status: 'failed',
      error: 'This account is no longer connected. Connect it again in Settings.',
    });
  });

  it('fails a repost the network refuses, with its reason', async () => {
    const { person, due, payload, tweet } = await repostDue('Reposting is not allowed here.');
    fake.repostFaults.push('refused');
    await runAutomation(depsAt(due), payload);
    expect(await repostOf(person.token, tweet.publicationId)).toMatchObject({
      status: 'failed',
      error: 'The repost was refused by X: You are not permitted to perform this action.',
    });
  });
});
