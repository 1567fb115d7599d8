import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NETWORK_KEYS, type Media, type Publication } from '@quillpost/shared';
import { publications } from '../src/db/schema';
import { publishPublication } from '../src/publications/publish';
import type { App } from '../src/types';
import { bearer } from './support/app';
import { noisyPng, solidImage } from './support/media';
import { upload } from './support/uploads';
import type { NetworkView } from './support/network-views';
import { threadProblems } from './support/network-views';
import { personOn } from './support/networks';
import { LEASE_SECONDS, useNetworksServer } from './support/networks-server';
import { savePost, schedule, settled, thread, waitFor } from './support/publishing';
import { stopWorkerWhileHeld } from './support/stopped-worker';

// Every test signs a new person in: more than the default 20 sign-ins a minute from one address.
const { fakes, app, views } = useNetworksServer({ env: { RATE_LIMIT_SIGNINS_PER_MINUTE: '1000' } });

type Person = Awaited<ReturnType<typeof personOn>>;

/** Uploads `count` different small images for the person, each with an alt text. */
async function images(person: Person, count: number, label: string): Promise<Media[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) =>
      upload(
        app,
        person.token,
        await solidImage('png', { width: 30 + i, height: 20 }),
        `${label} ${i + 1}`,
      ),
    ),
  );
}

/** Saves a thread whose parts carry the given images, and schedules it on the person's account. */
async function publishWithImages(
  target: App,
  person: Person,
  points: string[],
  media: string[][],
  publishAt = 'now',
): Promise<Publication> {
  const content = thread(points, `🧵 ${points[0]}`);
  const postId = await savePost(target, person.userId, 'thread', content);
  const edited = await target.inject({
    method: 'PATCH',
    url: `/api/v0/posts/threads/${postId}`,
    headers: bearer(person.token),
    payload: { content, media },
  });
  if (edited.statusCode !== 200) throw new Error(`edit answered ${edited.body}`);
  const response = await schedule(target, person.token, {
    postId,
    publishAt,
    accountId: person.account._id,
  });
  if (response.statusCode !== 201) throw new Error(`schedule answered ${response.body}`);
  return (response.json() as { publication: Publication }).publication;
}

const sentPost = (view: NetworkView, publication: Publication, position: number) =>
  view.posts().find((post) => post.id === publication.parts[position - 1]!.xPostId)!;

describe.each(NETWORK_KEYS)('images on %s', (network) => {
  const points = (test: string) => [`${test} on ${network} one.`, `${test} two.`, `${test} three.`];

  it('uploads each image once with its alt text, and each part carries its own', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const [a, b, c] = await images(person, 3, 'Chart');
    const before = view.uploads().length;
    const created = await publishWithImages(app, person, points('Images'), [
      [a!._id, b!._id],
      [],
      [c!._id],
    ]);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    expect(view.uploads().length - before).toBe(3);
    expect(sentPost(view, done, 1).images.map((image) => image.alt)).toEqual([
      'Chart 1',
      'Chart 2',
    ]);
    expect(sentPost(view, done, 2).images).toEqual([]);
    expect(sentPost(view, done, 3).images.map((image) => image.alt)).toEqual(['Chart 3']);
  });

  it('tries a failed upload again, and the part goes out once with its image', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const [image] = await images(person, 1, 'Retried');
    const before = view.uploads().length;
    view.uploadUnavailable();
    view.uploadUnavailable();
    const created = await publishWithImages(app, person, points('Upload 5xx'), [[image!._id]]);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(view.uploads().length - before).toBe(1);
    expect(view.attemptsOf(done.parts[0]!.text)).toBe(1);
    expect(sentPost(view, done, 1).images.map((entry) => entry.alt)).toEqual(['Retried 1']);
  });

  it('fails honestly when uploads keep failing: nothing of the thread is posted, and a retry sends it with the image', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const [image] = await images(person, 1, 'Stubborn');
    for (let i = 0; i < 5; i++) view.uploadUnavailable();
    const created = await publishWithImages(app, person, points('Upload down'), [[image!._id]]);
    const failed = await waitFor(app, person.token, created._id, settled);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^An image of post 1 of 3 was not sent/);
    for (const part of failed.parts) expect(view.attemptsOf(part.text)).toBe(0);

    const retried = await app.inject({
      method: 'POST',
      url: `/api/v0/publications/${created._id}/retry`,
      headers: bearer(person.token),
    });
    expect(retried.statusCode).toBe(200);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    expect(sentPost(view, done, 1).images.map((entry) => entry.alt)).toEqual(['Stubborn 1']);
  });

  it('finds a post whose answer was lost, never sends it again, and never uploads its image twice', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const [image] = await images(person, 1, 'Lost');
    const texts = points('Lost answer with image');
    const before = view.uploads().length;
    const created = await publishWithImages(app, person, texts, [[], [image!._id]]);
    view.lostAnswer(created.parts[1]!.text);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    for (const part of done.parts) expect(view.attemptsOf(part.text)).toBe(1);
    expect(view.uploads().length - before).toBe(1);
    expect(sentPost(view, done, 2).images.map((entry) => entry.alt)).toEqual(['Lost 1']);
  });

  it('sends a part again after 5xx answers to the post with the image uploaded once', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const [image] = await images(person, 1, 'Resent');
    const before = view.uploads().length;
    const texts = points('Post 5xx with image');
    view.unavailable(texts[0]!);
    view.unavailable(texts[0]!);
    const created = await publishWithImages(app, person, texts, [[image!._id]]);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(view.attemptsOf(done.parts[0]!.text)).toBe(3);
    expect(view.uploads().length - before).toBe(1);
    expect(sentPost(view, done, 1).images.map((entry) => entry.alt)).toEqual(['Resent 1']);
  });

  it('a worker that stops after the upload, mid-post, is replaced: the image is not uploaded again and the part goes out once with it', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const [image] = await images(person, 1, 'Taken over');
    const before = view.uploads().length;
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const created = await publishWithImages(
      app,
      person,
      points('Stopped with image'),
      [[], [image!._id]],
      inAnHour,
    );
    await stopWorkerWhileHeld(app, view, {
      network,
      publicationId: created._id,
      heldText: created.parts[1]!.text,
    });
    const done = await waitFor(
      app,
      person.token,
      created._id,
      settled,
      (LEASE_SECONDS + 20) * 1000,
    );
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    expect(view.uploads().length - before).toBe(1);
    expect(sentPost(view, done, 2).images.map((entry) => entry.alt)).toEqual(['Taken over 1']);
  }, 60_000);
});

describe("images above Bluesky's limit", () => {
  it('are re-encoded to at most 1,000,000 bytes before the upload', async () => {
    const view = views.bluesky;
    const person = await personOn(app, fakes, 'bluesky');
    const big = await noisyPng(700, 600);
    expect(big.byteLength).toBeGreaterThan(1_000_000);
    const image = await upload(app, person.token, big, 'Noise');
    expect(image.bytes).toBeGreaterThan(1_000_000);
    const before = view.uploads().length;
    const created = await publishWithImages(app, person, ['Big one.', 'Big two.'], [[image._id]]);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    const uploaded = view.uploads().slice(before);
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]!.bytes).toBeLessThanOrEqual(1_000_000);
    expect(sentPost(view, done, 1).images).toEqual([{ id: uploaded[0]!.id, alt: 'Noise' }]);
  });
});

describe('an X account connected before images needed their own permission', () => {
  const reconnect = 'Reconnect X to post images: Quillpost now needs permission to upload media.';

  it('shows it must reconnect, and holds back only a publication with images', async () => {
    const view = views.x;
    fakes.x.grantScope = 'tweet.read tweet.write users.read offline.access';
    let person: Person;
    try {
      person = await personOn(app, fakes, 'x');
    } finally {
      fakes.x.grantScope = null;
    }
    const accounts = await app.inject({ url: '/api/v0/accounts', headers: bearer(person.token) });
    const [account] = (accounts.json() as { accounts: { status: string; notice: string | null }[] })
      .accounts;
    expect(account).toMatchObject({ status: 'connected', notice: reconnect });

    const before = view.uploads().length;
    const [image] = await images(person, 1, 'Held back');
    const withImages = await publishWithImages(
      app,
      person,
      ['Old grant with image one.', 'Old grant two.'],
      [[], [image!._id]],
    );
    const held = await waitFor(app, person.token, withImages._id, settled);
    expect(held.status).toBe('failed');
    expect(held.error).toBe(reconnect);
    for (const part of held.parts) expect(view.attemptsOf(part.text)).toBe(0);
    expect(view.uploads().length).toBe(before);

    const textOnly = await publishWithImages(app, person, ['Old grant text one.', 'Two.'], []);
    const sent = await waitFor(app, person.token, textOnly._id, settled);
    expect(sent.status, sent.error ?? '').toBe('published');
  });
});

describe('an image deleted after its publication was made', () => {
  it('fails the publication naming the part, before that part is posted', async () => {
    const view = views.mastodon;
    const person = await personOn(app, fakes, 'mastodon');
    const [image] = await images(person, 1, 'Gone');
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const created = await publishWithImages(
      app,
      person,
      ['Deleted image one.', 'Deleted image two.'],
      [[], [image!._id]],
      inAnHour,
    );
    // As a delete racing the schedule would leave it: the route itself refuses (409).
    await app.deps.media.remove({ userId: person.userId, id: image!._id });
    await app.deps.db
      .update(publications)
      .set({ publishAt: new Date() })
      .where(eq(publications.id, created._id));
    const context = { signal: new AbortController().signal, retryCount: 0 };
    await publishPublication(app.deps, created._id, context);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(
      'Post 2 of 2 was not sent: one of its images was deleted. Edit the post, then schedule it again.',
    );
    expect(view.attemptsOf(done.parts[1]!.text)).toBe(0);
  });
});
