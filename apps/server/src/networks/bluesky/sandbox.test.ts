import { simulatedFigures } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import type { AccountSession, NetworkError, PasswordConnect } from '../network';
import { testContext } from '../testing';
import { createBlueskyNetworks } from './index';

const HOUR = 3_600_000;

function sandbox() {
  let now = new Date('2026-11-25T09:00:00Z');
  const context = testContext({ now: () => now, publicUrl: 'https://quillpost.example/' });
  const network = createBlueskyNetworks(context).find((entry) => entry.provider === 'sandbox')!;
  const signIn = (network.connect as PasswordConnect).signIn;
  return { network, signIn, context, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as NetworkError,
  );

describe('sandbox Bluesky', () => {
  it('answers beside the real network, under the same key', () => {
    const networks = createBlueskyNetworks(testContext());
    expect(networks.map((entry) => [entry.key, entry.provider])).toEqual([
      ['bluesky', 'real'],
      ['bluesky', 'sandbox'],
    ]);
    expect(networks.every((entry) => entry.connect.kind === 'password')).toBe(true);
    expect(networks[1]!.rules({})).toMatchObject({ network: 'bluesky', maxLength: 300 });
  });

  it('signs in any handle with an app password shaped like Bluesky’s, and says clearly otherwise', async () => {
    const { signIn } = sandbox();
    const wrong = await refusal(signIn({ identifier: 'ada.bsky.social', password: 'hunter2' }));
    expect(wrong).toMatchObject({ kind: 'rejected' });
    expect(wrong.message).toMatch(/app password shaped xxxx-xxxx-xxxx-xxxx/);
    const noHandle = await refusal(
      signIn({ identifier: 'not a handle', password: 'abcd-efgh-ijkl-mnop' }),
    );
    expect(noHandle.message).toMatch(/handle such as ada\.bsky\.social/);

    const connected = await signIn({ identifier: '@Ada', password: 'abcd-efgh-ijkl-mnop' });
    expect(connected.profile).toEqual({
      remoteId: expect.stringMatching(/^did:plc:[a-z2-7]{24}$/),
      handle: 'ada.bsky.social',
      name: 'ada.bsky.social',
    });
    expect(connected.expiresAt).toEqual(new Date('2026-11-25T11:00:00Z'));
    const again = await signIn({ identifier: 'ada.bsky.social', password: 'wxyz-2345-abcd-efgh' });
    expect(again.profile.remoteId).toBe(connected.profile.remoteId);
  });

  it('posts a reply chain, finds a part by its send key, and never keeps a resend twice', async () => {
    const { network, signIn, context } = sandbox();
    const { profile, credentials } = await signIn({
      identifier: 'ada',
      password: 'abcd-efgh-ijkl-mnop',
    });
    const session: AccountSession = { profile, credentials };
    const first = { text: 'Sandbox part 1', sendKey: newId() };
    const root = await network.post(session, first);
    const second = await network.post(session, {
      text: 'Sandbox part 2',
      sendKey: newId(),
      replyTo: { root, parent: root },
    });
    const third = await network.post(session, {
      text: 'Sandbox part 3',
      sendKey: newId(),
      replyTo: { root, parent: second },
    });
    expect(root.url).toBe(`https://quillpost.example/sandbox/bluesky/${root.id}`);
    expect(await network.post(session, first)).toEqual(root);
    expect(await network.findSent(session, { ...first, since: new Date(0) })).toEqual(root);
    await expect(
      network.findSent(session, { text: 'Never sent', sendKey: newId(), since: new Date(0) }),
    ).resolves.toBeNull();
    const stored = await context.sandboxStore.listByAuthor('bluesky', profile.remoteId, {
      limit: 10,
    });
    expect(stored.map((post) => [post.text, post.replyToId])).toEqual([
      ['Sandbox part 3', second.id],
      ['Sandbox part 2', root.id],
      ['Sandbox part 1', null],
    ]);
    expect(third.id > second.id && second.id > root.id).toBe(true);

    const tooLong = await refusal(
      network.post(session, { text: 'a'.repeat(301), sendKey: newId() }),
    );
    expect(tooLong).toMatchObject({ kind: 'rejected' });
    expect(tooLong.message).toMatch(/301 graphemes/);
  });

  it('simulates figures by thread place and age, the same on every read, without impressions', async () => {
    const { network, signIn, later } = sandbox();
    const { profile, credentials } = await signIn({
      identifier: 'ada',
      password: 'abcd-efgh-ijkl-mnop',
    });
    const session: AccountSession = { profile, credentials };
    const root = await network.post(session, { text: 'Figures 1', sendKey: newId() });
    const reply = await network.post(session, {
      text: 'Figures 2',
      sendKey: newId(),
      replyTo: { root, parent: root },
    });
    later(36 * HOUR);
    const refreshed = await network.refresh(credentials);
    const fresh: AccountSession = { profile, credentials: refreshed.credentials };
    const read = await network.readFigures(
      fresh,
      [root.id, reply.id, 'missing'].map((id) => ({ id, postedAt: new Date() })),
    );
    expect(
      await network.readFigures(
        fresh,
        [root.id, reply.id, 'missing'].map((id) => ({ id, postedAt: new Date() })),
      ),
    ).toEqual(read);
    expect(read.posts.map((entry) => entry.impressions)).toEqual([null, null]);
    // The reply is simulated as the second part of the root's thread, 36 hours old.
    const simulated = simulatedFigures({
      id: reply.id,
      rootId: root.id,
      position: 2,
      ageMs: 36 * HOUR,
    });
    expect(read.posts[1]).toEqual({
      ...simulated,
      id: reply.id,
      impressions: null,
      linkClicks: null,
      profileClicks: null,
    });
    expect(read.missing).toEqual([
      { id: 'missing', reason: 'deleted', message: 'Sandbox Bluesky has no post missing' },
    ]);
  });

  it('pages its history newest first and stops after newerThan', async () => {
    const { network, signIn, later } = sandbox();
    const { profile, credentials } = await signIn({
      identifier: 'ada',
      password: 'abcd-efgh-ijkl-mnop',
    });
    const session: AccountSession = { profile, credentials };
    const ids: string[] = [];
    for (let i = 1; i <= 52; i += 1) {
      later(1000);
      ids.push((await network.post(session, { text: `History ${i}`, sendKey: newId() })).id);
    }
    const first = await network.readHistory(session, {});
    expect(first.posts).toHaveLength(50);
    expect(first.posts[0]).toMatchObject({ text: 'History 52', id: ids[51] });
    const second = await network.readHistory(session, { cursor: first.next! });
    expect(second).toMatchObject({
      posts: [{ text: 'History 2' }, { text: 'History 1' }],
      next: null,
    });
    const newer = await network.readHistory(session, { newerThan: ids[49] });
    expect(newer.posts.map((entry) => entry.text)).toEqual(['History 52', 'History 51']);
  });

  it('expires access after two hours, and renews by refresh or, refused, by the app password', async () => {
    const { network, signIn, later } = sandbox();
    const connected = await signIn({ identifier: 'ada', password: 'abcd-efgh-ijkl-mnop' });
    const session: AccountSession = {
      profile: connected.profile,
      credentials: connected.credentials,
    };
    later(2 * HOUR);
    await expect(
      refusal(network.post(session, { text: 'Too late', sendKey: newId() })),
    ).resolves.toMatchObject({ kind: 'unauthorized' });
    const renewed = await network.refresh(connected.credentials);
    await network.post(
      { ...session, credentials: renewed.credentials },
      { text: 'Renewed', sendKey: newId() },
    );

    const forgedRefresh = { ...connected.credentials, refreshJwt: 'sbx-bsky.e30.AAAA' };
    await expect(network.refresh(forgedRefresh)).resolves.toMatchObject({
      profile: connected.profile,
    });
    const lost = { ...forgedRefresh, appPassword: 'lost' };
    await expect(refusal(network.refresh(lost))).resolves.toMatchObject({ kind: 'rejected' });
  });
});
