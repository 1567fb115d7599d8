import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NETWORK_KEYS, type Post, type Publication } from '@quillpost/shared';
import { accounts, posts, publications } from '../src/db/schema';
import { queuePublication } from '../src/publications/job';
import { bearer } from './support/app';
import { personOn, personOnEveryNetwork, publishThreadOn } from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { getPublication, savePost, schedule, settled, thread, waitFor } from './support/publishing';
import { storedFor } from './support/stored';

const { fakes, app, views } = useNetworksServer();

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();

/** A day as the duplicate message writes it, in UTC (the time zone of a person with none set). */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** Five points of a thread; the fifth is the one the tests repeat. */
const fivePoints = (first: string, fifth: string) => [
  first,
  `${first} two.`,
  `${first} three.`,
  `${first} four.`,
  fifth,
];

const repeatsMessage = (earlier: Publication) =>
  `Part 5 repeats what this account posted on ${dayOf(earlier.publishedAt!)}: “${earlier.parts[4]!.text}”.`;

/** The post scheduled an hour from now on the account: the publication made. */
async function scheduledInAnHour(
  person: { token: string },
  postId: string,
  accountId: string,
): Promise<Publication> {
  const response = await schedule(app, person.token, {
    postId,
    publishAt: IN_AN_HOUR(),
    accountId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { publication: Publication }).publication;
}

/** A thread the person's account has published, waited for until it went out. */
async function publishedEarlier(
  person: Awaited<ReturnType<typeof personOn>>,
  points: string[],
): Promise<Publication> {
  const earlier = await publishThreadOn(app, person, person.account._id, points);
  const published = await waitFor(app, person.token, earlier._id, settled);
  expect(published.status, published.error ?? '').toBe('published');
  return published;
}

async function postContent(token: string, id: string) {
  const response = await app.inject({ url: '/api/v0/posts/threads', headers: bearer(token) });
  const { threads } = response.json() as { threads: Post[] };
  return threads.find((post) => post._id === id)?.content;
}

describe.each(NETWORK_KEYS)('the pre-flight on %s', (network) => {
  it('refuses at creation a thread whose part 5 repeats a post made earlier, saving nothing', async () => {
    const person = await personOn(app, fakes, network);
    const fifth = `Rollbacks on ${network} must take one click.`;
    const published = await publishedEarlier(person, fivePoints(`Earlier on ${network}`, fifth));
    const before = await storedFor(app, person.userId);

    const points = fivePoints(`Later on ${network}`, fifth);
    const postId = await savePost(app, person.userId, 'thread', thread(points, '🧵 Later'));
    const response = await schedule(app, person.token, {
      postId,
      publishAt: 'now',
      accountId: person.account._id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'duplicate_content',
      message: repeatsMessage(published),
    });
    expect(await storedFor(app, person.userId)).toEqual(before);
  });

  it('fails before part 1 when the earlier post went out after the thread was scheduled, sending nothing', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const fifth = `Feature flags on ${network} need an owner.`;
    const points = fivePoints(`Scheduled on ${network}`, fifth);
    const postId = await savePost(app, person.userId, 'thread', thread(points, '🧵 Flags'));
    const waiting = await scheduledInAnHour(person, postId, person.account._id);

    const published = await publishedEarlier(
      person,
      fivePoints(`Published first on ${network}`, fifth),
    );

    // Moving it is refused now, and leaves it as it was.
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/v0/publications/${waiting._id}`,
      headers: bearer(person.token),
      payload: { publishAt: IN_AN_HOUR() },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ code: 'duplicate_content', message: repeatsMessage(published) });
    expect(await getPublication(app, person.token, waiting._id)).toEqual(waiting);

    // Its time comes.
    await app.deps.db
      .update(publications)
      .set({ publishAt: new Date() })
      .where(eq(publications.id, waiting._id));
    await queuePublication(app.deps, waiting._id);
    const done = await waitFor(app, person.token, waiting._id, settled);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(repeatsMessage(published));
    expect(done.parts.map((part) => part.status)).toEqual(Array(5).fill('pending'));
    for (const part of done.parts.slice(0, 4)) expect(view.attemptsOf(part.text)).toBe(0);
    // The repeated part reached the network once: with the earlier thread.
    expect(view.attemptsOf(done.parts[4]!.text)).toBe(1);
  });

  it('refuses an edit that makes a scheduled post repeat an earlier one, changing nothing', async () => {
    const person = await personOn(app, fakes, network);
    const fifth = `Write the runbook on ${network} before the pager goes off.`;
    const published = await publishedEarlier(person, fivePoints(`Runbooks on ${network}`, fifth));

    const content = thread(fivePoints(`Edited on ${network}`, `Something new on ${network}.`));
    const postId = await savePost(app, person.userId, 'thread', content);
    const waiting = await scheduledInAnHour(person, postId, person.account._id);

    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/threads/${postId}`,
      headers: bearer(person.token),
      payload: { content: thread(fivePoints(`Edited on ${network}`, fifth)) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'duplicate_content',
      message: repeatsMessage(published),
    });
    expect(await postContent(person.token, postId)).toBe(content);
    expect(await getPublication(app, person.token, waiting._id)).toEqual(waiting);
  });
});

describe('editing a post scheduled on several accounts', () => {
  it('gives every scheduled publication of the post the new parts', async () => {
    const person = await personOnEveryNetwork(app, fakes);
    const postId = await savePost(app, person.userId, 'tweet', 'Before the edit.');
    const ids = [];
    for (const network of NETWORK_KEYS) {
      const accountId = person.accounts[network]._id;
      ids.push((await scheduledInAnHour(person, postId, accountId))._id);
    }
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/tweets/${postId}`,
      headers: bearer(person.token),
      payload: { content: 'After the edit.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const texts = [];
    for (const id of ids) {
      texts.push((await getPublication(app, person.token, id)).parts.map((part) => part.text));
    }
    expect(texts).toEqual(NETWORK_KEYS.map(() => ['After the edit.']));
  });
});

describe('the network’s own rules when a scheduled post is edited', () => {
  it('refuses an edit past the Mastodon instance’s limit with a 400 naming the part, changing nothing', async () => {
    const limit = fakes.mastodon.maxCharacters;
    fakes.mastodon.maxCharacters = 100;
    const person = await personOn(app, fakes, 'mastodon').finally(() => {
      fakes.mastodon.maxCharacters = limit;
    });
    const content = 'A short tweet that fits.';
    const postId = await savePost(app, person.userId, 'tweet', content);
    const waiting = await scheduledInAnHour(person, postId, person.account._id);

    const longer = `A tweet that fits X but not this instance: ${'words '.repeat(20)}end.`;
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/tweets/${postId}`,
      headers: bearer(person.token),
      payload: { content: longer },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: `content: the post cannot go out on Mastodon as it is. Part 1 is ${longer.length} characters as Mastodon counts them; the limit is 100.`,
    });
    const [saved] = await app.deps.db.select().from(posts).where(eq(posts.id, postId));
    expect(saved!.content).toBe(content);
    expect(await getPublication(app, person.token, waiting._id)).toEqual(waiting);
  });

  it('fails a publication before part 1 when the account’s limit shrank since it was scheduled, sending nothing', async () => {
    const view = views.mastodon;
    const person = await personOn(app, fakes, 'mastodon');
    const text = `Fits 500 but not 60 characters: ${'words '.repeat(10)}end.`;
    const postId = await savePost(app, person.userId, 'tweet', text);
    const waiting = await scheduledInAnHour(person, postId, person.account._id);
    // The instance lowered its limit, and reconnecting the account learned it.
    await app.deps.db
      .update(accounts)
      .set({ maxLength: 60 })
      .where(eq(accounts.id, person.account._id));

    await app.deps.db
      .update(publications)
      .set({ publishAt: new Date() })
      .where(eq(publications.id, waiting._id));
    await queuePublication(app.deps, waiting._id);
    const done = await waitFor(app, person.token, waiting._id, settled);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(
      `The post cannot go out on Mastodon as it is. Part 1 is ${text.length} characters as Mastodon counts them; the limit is 60.`,
    );
    expect(view.attemptsOf(text)).toBe(0);
  });
});
