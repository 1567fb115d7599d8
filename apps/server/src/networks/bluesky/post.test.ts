import { startFakeBluesky } from '@quillpost/testing';
import { describe, expect, it } from 'vitest';
import { useResource } from '../../../test/support/app';
import { newId } from '../../lib/ids';
import type { AccountSession, NetworkError, PasswordConnect, PostInput } from '../network';
import { testContext } from '../testing';
import { createRealBluesky } from './real';
import { recordKeyOf } from './record-key';

const fake = useResource(() => startFakeBluesky());

async function connect(context = testContext()) {
  const network = createRealBluesky(context);
  const { profile, credentials } = await (network.connect as PasswordConnect).signIn({
    identifier: fake.user.handle,
    password: fake.user.appPassword,
    service: fake.url,
  });
  const session: AccountSession = { profile, credentials };
  return { network, session };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as NetworkError,
  );
const stored = (text: string) => fake.posts.filter((post) => post.text === text);
const part = (text: string, more: Partial<PostInput> = {}): PostInput => ({
  text,
  sendKey: newId(),
  ...more,
});

/** The text a facet covers: facets index the UTF-8 bytes. */
const covered = (text: string, index: { byteStart: number; byteEnd: number }) =>
  Buffer.from(text).subarray(index.byteStart, index.byteEnd).toString('utf8');

describe('Bluesky: posting a reply chain', () => {
  it('posts three parts at their send keys, each a reply to the root and the part before', async () => {
    const { network, session } = await connect();
    const url = `https://example.com/articles/${'b'.repeat(60)}`;
    const grace = fake.addUser({ handle: 'grace.bsky.social' });
    const first = part(
      `Launch day 🚀👩🏽‍💻 notes at ${url} thanks @grace.bsky.social and @nobody-here.bsky.social #buildinpublic`,
    );
    const root = await network.post(session, first);
    const second = await network.post(
      session,
      part('Part two 🧵', { replyTo: { root, parent: root } }),
    );
    const third = await network.post(
      session,
      part('Part three', { replyTo: { root, parent: second } }),
    );

    const rkey = recordKeyOf(first.sendKey);
    expect(root).toEqual({
      id: `at://${fake.user.did}/app.bsky.feed.post/${rkey}`,
      url: `https://bsky.app/profile/ada.bsky.social/post/${rkey}`,
      ref: expect.any(String),
    });
    const [posted] = stored(
      'Launch day 🚀👩🏽‍💻 notes at example.com/articles/bbbbbb... thanks @grace.bsky.social and @nobody-here.bsky.social #buildinpublic',
    );
    expect(posted).toMatchObject({ uri: root.id, cid: root.ref, rkey });
    expect(stored('Part two 🧵')[0]!.reply).toEqual({
      root: { uri: root.id, cid: root.ref },
      parent: { uri: root.id, cid: root.ref },
    });
    expect(stored('Part three')[0]!.reply).toEqual({
      root: { uri: root.id, cid: root.ref },
      parent: { uri: second.id, cid: second.ref },
    });
    expect(third.id).toBe(stored('Part three')[0]!.uri);

    type Facet = { index: { byteStart: number; byteEnd: number }; features: object[] };
    const facets = (posted!.facets as Facet[]).map((facet) => ({
      text: covered(posted!.text, facet.index),
      features: facet.features,
    }));
    expect(facets).toEqual([
      {
        text: 'example.com/articles/bbbbbb...',
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: url }],
      },
      {
        text: '@grace.bsky.social',
        features: [{ $type: 'app.bsky.richtext.facet#mention', did: grace.did }],
      },
      {
        text: '#buildinpublic',
        features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'buildinpublic' }],
      },
    ]);
    // The emoji before the link take 4 and 15 bytes but 2 and 7 UTF-16 units.
    const linkStart = (posted!.facets as Facet[])[0]!.index.byteStart;
    expect(linkStart).toBe(Buffer.byteLength('Launch day 🚀👩🏽‍💻 notes at '));
    expect(linkStart).not.toBe('Launch day 🚀👩🏽‍💻 notes at '.length);
  });
});

describe('Bluesky: failures, each of its kind', () => {
  it('answers unavailable, rate limited and rejected as the PDS says, posting nothing', async () => {
    const { network, session } = await connect();
    const resetAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 15 * 60 * 1000);
    fake.faults.push(
      { kind: 'unavailable', when: 'Faulty A' },
      { kind: 'rate_limited', resetAt, when: 'Faulty B' },
      { kind: 'rejected', message: 'Record is not allowed here', when: 'Faulty C' },
    );
    await expect(refusal(network.post(session, part('Faulty A')))).resolves.toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    await expect(refusal(network.post(session, part('Faulty B')))).resolves.toMatchObject({
      kind: 'rate_limited',
      status: 429,
      resetAt,
    });
    await expect(refusal(network.post(session, part('Faulty C')))).resolves.toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Record is not allowed here',
    });
    expect(['Faulty A', 'Faulty B', 'Faulty C'].flatMap(stored)).toEqual([]);
  });

  it('answers a token Bluesky does not know as unauthorized', async () => {
    const { network, session } = await connect();
    const forged = { ...session, credentials: { ...session.credentials, accessJwt: 'a.b.c' } };
    await expect(refusal(network.post(forged, part('Forged token')))).resolves.toMatchObject({
      kind: 'unauthorized',
    });
    expect(fake.attemptsOf('Forged token')).toBe(0);
  });

  it('answers a refused connection as unavailable: nothing was sent', async () => {
    const { network, session } = await connect();
    const closed = await startFakeBluesky();
    await closed.close();
    const away = { ...session, credentials: { ...session.credentials, service: closed.url } };
    await expect(refusal(network.post(away, part('Nobody listens')))).resolves.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });
});

describe('Bluesky: a send whose answer was lost', () => {
  /** A context whose PDS goes away once a post's answer is lost, so no lookup gets through. */
  function goesAwayAfterLostAnswer() {
    let away = false;
    const context = testContext({
      userAddressFetch: (async (url: string, init?: RequestInit) => {
        if (away) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
        const answer = fetch(url, init);
        if (url.includes('com.atproto.repo.createRecord')) answer.catch(() => (away = true));
        return answer;
      }) as typeof fetch,
    });
    return { context, back: () => (away = false) };
  }

  it('finds the post at its key when the answer was lost, and does not post again', async () => {
    const { network, session } = await connect();
    fake.faults.push({ kind: 'lost_answer', when: 'Lost but found' });
    const sent = await network.post(session, part('Lost but found'));
    expect(stored('Lost but found')).toEqual([expect.objectContaining({ uri: sent.id })]);
    expect(fake.attemptsOf('Lost but found')).toBe(1);
  });

  it('is outcome_unknown when the lookup fails too, and findSent then finds it', async () => {
    const pds = goesAwayAfterLostAnswer();
    const { network, session } = await connect(pds.context);
    const input = part('Lost while the PDS went away');
    fake.faults.push({ kind: 'lost_answer', when: input.text });
    const since = new Date();
    await expect(refusal(network.post(session, input))).resolves.toMatchObject({
      kind: 'outcome_unknown',
    });
    pds.back();
    const found = await network.findSent(session, { ...input, since });
    expect(found).toEqual({
      id: stored(input.text)[0]!.uri,
      url: expect.stringMatching(/^https:\/\/bsky\.app\/profile\/ada\.bsky\.social\/post\//),
      ref: stored(input.text)[0]!.cid,
    });
    expect(fake.attemptsOf(input.text)).toBe(1);
    await expect(network.findSent(session, { ...part('Never sent'), since })).resolves.toBeNull();
  });

  it('answers a resend at a taken key with the post already there', async () => {
    const { network, session } = await connect();
    const input = part('Sent twice, posted once');
    const first = await network.post(session, input);
    const again = await network.post(session, input);
    expect(again).toEqual(first);
    expect(stored(input.text)).toHaveLength(1);
    expect(fake.attemptsOf(input.text)).toBe(2);

    const other = await refusal(network.post(session, { ...input, text: 'Another text' }));
    expect(other).toMatchObject({ kind: 'rejected' });
    expect(other.message).toMatch(/another post at the record key/);
  });

  it('says a broken send may be sent again when nothing is at its key, and the resend posts once', async () => {
    let abortCreate = () => {};
    const context = testContext({
      userAddressFetch: (async (url: string, init?: RequestInit) => {
        if (!url.includes('com.atproto.repo.createRecord')) return fetch(url, init);
        const controller = new AbortController();
        abortCreate = () => controller.abort(new Error('the connection broke'));
        return fetch(url, { ...init, signal: controller.signal });
      }) as typeof fetch,
    });
    const { network, session } = await connect(context);
    const input = part('Held while the connection broke');
    let release = () => {};
    fake.faults.push({
      kind: 'hold',
      when: input.text,
      until: new Promise<void>((resolve) => (release = resolve)),
    });
    const sending = refusal(network.post(session, input));
    await fake.waitForAttempts(input.text);
    abortCreate();
    await expect(sending).resolves.toMatchObject({ kind: 'unavailable' });

    release();
    await expect.poll(() => stored(input.text).length).toBe(1);
    const resent = await network.post(session, input);
    expect(resent.id).toBe(stored(input.text)[0]!.uri);
    expect(stored(input.text)).toHaveLength(1);
  });
});
