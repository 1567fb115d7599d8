import { describe, expect, it } from 'vitest';
import type { Network, RemotePost } from '../network';
import { testContext, type TestContextOptions } from '../testing';
import { createMastodonNetworks } from './index';
import { closedPort, connectAccount, failureOf, useFakeMastodon } from './testing';

let clock = new Date('2026-11-25T10:00:00Z');
const fake = useFakeMastodon({ now: () => clock });
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

const realMastodon = (options: TestContextOptions = {}): Network =>
  createMastodonNetworks(testContext({ now: () => clock, ...options })).find(
    (network) => network.provider === 'real',
  )!;

async function connected(options: TestContextOptions = {}) {
  const network = realMastodon(options);
  return { network, session: await connectAccount(network, fake.url) };
}

const reply = (root: RemotePost, parent: RemotePost) => ({ replyTo: { root, parent } });

describe('posting to Mastodon', () => {
  it('posts a reply chain, each part answering the one before', async () => {
    const { network, session } = await connected();
    const first = await network.post(session, { text: 'Part 1', sendKey: 'k1' });
    const second = await network.post(session, {
      text: 'Part 2',
      sendKey: 'k2',
      ...reply(first, first),
    });
    const third = await network.post(session, {
      text: 'Part 3',
      sendKey: 'k3',
      ...reply(first, second),
    });
    expect(fake.statuses.map((s) => [s.id, s.text, s.inReplyToId])).toEqual([
      [first.id, 'Part 1', null],
      [second.id, 'Part 2', first.id],
      [third.id, 'Part 3', second.id],
    ]);
    expect(third.url).toBe(`${fake.url}/@ada/${third.id}`);
  });

  it('makes no second status when a part is sent again with its send key', async () => {
    const { network, session } = await connected();
    const first = await network.post(session, { text: 'Once', sendKey: 'k1' });
    const again = await network.post(session, { text: 'Once', sendKey: 'k1' });
    expect(again).toEqual(first);
    expect(fake.attemptsOf('Once')).toBe(2);
    expect(fake.statuses).toHaveLength(1);
  });

  it('tells each refusal by its kind', async () => {
    const { network, session } = await connected();
    const resetAt = new Date('2026-11-25T10:05:00Z');
    fake.faults.push(
      { kind: 'rate_limited', resetAt },
      { kind: 'rejected', message: 'Validation failed: Spam' },
      { kind: 'unavailable' },
      { kind: 'unavailable', html: true },
    );
    const send = () => failureOf(network.post(session, { text: 'a', sendKey: 'k' }));
    expect(await send()).toMatchObject({ kind: 'rate_limited', status: 429, resetAt });
    expect(await send()).toMatchObject({
      kind: 'rejected',
      status: 422,
      message: 'Validation failed: Spam',
    });
    expect(await send()).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(await send()).toMatchObject({
      kind: 'unavailable',
      status: 503,
      message: `${fake.domain} answered 503`,
    });
    const orphan = network.post(session, {
      text: 'b',
      sendKey: 'k',
      ...reply({ id: '1', url: '' }, { id: '1', url: '' }),
    });
    expect(await failureOf(orphan)).toMatchObject({ kind: 'rejected', status: 404 });
    expect(fake.statuses).toEqual([]);

    // The same key while the first request is still being posted: Mastodon's lock answers 503.
    const held = fake.holdNextPost();
    const posting = network.post(session, { text: 'slow', sendKey: 'k-slow' });
    await held.arrived;
    const meanwhile = await failureOf(network.post(session, { text: 'slow', sendKey: 'k-slow' }));
    expect(meanwhile).toMatchObject({ kind: 'unavailable', status: 503 });
    held.release();
    await posting;

    fake.expireAccessTokens();
    expect(await send()).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('says unavailable when the request never left, and outcome_unknown when the answer was lost', async () => {
    const { network, session } = await connected();
    const port = await closedPort();
    const nowhere = {
      ...session,
      credentials: { ...session.credentials, instance: `https://127.0.0.1:${port}` },
    };
    expect(await failureOf(network.post(nowhere, { text: 'a', sendKey: 'k1' }))).toMatchObject({
      kind: 'unavailable',
      message: `127.0.0.1:${port} could not be reached (ECONNREFUSED)`,
    });

    // The guard checks the address each connection resolves to.
    const guarded = realMastodon({ allowPrivate: false });
    const inside = {
      ...session,
      credentials: { ...session.credentials, instance: fake.url.replace('127.0.0.1', 'localhost') },
    };
    expect(await failureOf(guarded.post(inside, { text: 'a', sendKey: 'k1' }))).toMatchObject({
      kind: 'unavailable',
      message: expect.stringMatching(/resolves to a loopback, private or link-local address/),
    });
    expect(fake.attempts).toEqual([]);

    fake.faults.push({ kind: 'lost_answer' });
    expect(await failureOf(network.post(session, { text: 'a', sendKey: 'k1' }))).toMatchObject({
      kind: 'outcome_unknown',
    });
    expect(fake.statuses).toHaveLength(1);
  });
});

describe('finding a part whose answer was lost', () => {
  const TEXT = 'Part 2 of <3> & more: https://Example.com/a?b=1&c=2 with @bob@other.social';

  it('finds it by its text and parent; a resend with the same key answers that status', async () => {
    const { network, session } = await connected();
    const first = await network.post(session, { text: 'Part 1', sendKey: 'k1' });
    const since = later(1);
    fake.faults.push({ kind: 'lost_answer' });
    const part = { text: TEXT, sendKey: 'k2', ...reply(first, first) };
    expect(await failureOf(network.post(session, part))).toMatchObject({ kind: 'outcome_unknown' });
    const sent = fake.statuses.at(-1)!;
    // The same text, not in reply to the part's parent, is some other status.
    await network.post(session, { text: TEXT, sendKey: 'other' });

    const found = await network.findSent(session, { ...part, since });
    expect(found).toEqual({ id: sent.id, url: `${fake.url}/@ada/${sent.id}` });
    expect(await network.post(session, part)).toEqual(found);
    expect(fake.statuses.filter((status) => status.text === TEXT)).toHaveLength(2);
    expect(await network.findSent(session, { ...part, replyTo: undefined, since })).toEqual({
      id: fake.statuses.at(-1)!.id,
      url: expect.any(String),
    });
  });

  it('looks back past 100 newer statuses, and stops at the first older than the send', async () => {
    let statusReads = 0;
    const counting: typeof fetch = (input, init) => {
      if (String(input).includes('/statuses?')) statusReads += 1;
      return fetch(input, init);
    };
    const { network, session } = await connected({ userAddressFetch: counting });
    for (let n = 0; n < 80; n += 1)
      await network.post(session, { text: `Old ${n}`, sendKey: `o${n}` });
    const since = later(30);
    fake.faults.push({ kind: 'lost_answer' });
    await failureOf(network.post(session, { text: TEXT, sendKey: 'lost' }));
    for (let n = 0; n < 120; n += 1)
      await network.post(session, { text: `New ${n}`, sendKey: `n${n}` });

    const found = await network.findSent(session, { text: TEXT, sendKey: 'lost', since });
    expect(found?.id).toBe(fake.statuses[80]!.id);
    statusReads = 0;
    expect(await network.findSent(session, { text: 'Never sent', sendKey: 'x', since })).toBeNull();
    // 121 statuses since the send fill three pages and start the fourth, where the old ones begin.
    expect(statusReads).toBe(4);
  });

  it('leaves the outcome unknown when more statuses came since than it looks through', async () => {
    const { network, session } = await connected();
    const since = later(1);
    const lost = await network.post(session, { text: TEXT, sendKey: 'lost' });
    for (let n = 1n; n <= 1000n; n += 1n) {
      fake.statuses.push({
        ...fake.statuses[0]!,
        id: String(BigInt(lost.id) + n),
        text: `New ${n}`,
      });
    }
    expect(
      await failureOf(network.findSent(session, { text: TEXT, sendKey: 'lost', since })),
    ).toMatchObject({
      kind: 'outcome_unknown',
      message: expect.stringMatching(/^More than 1000 statuses were posted since/),
    });
  });
});
