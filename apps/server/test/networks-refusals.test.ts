import { describe, expect, it } from 'vitest';
import { startFakeMastodon } from '@quillpost/testing';
import { signIn, useResource, useTestApp } from './support/app';
import {
  connectAccount,
  connectFakeBlueskyAccount,
  connectFakeXAccount,
  listAccounts,
  personOn,
  personOnEveryNetwork,
} from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { savePost, schedule, thread } from './support/publishing';
import { me } from './support/requests';
import { closedPort, countingListener, storedFor } from './support/stored';

/** A signed-in person and what the server keeps for them. */
async function person(app: Parameters<typeof storedFor>[0]) {
  const token = await signIn(app);
  const userId = (await me(app, token))._id;
  return { token, userId, stored: () => storedFor(app, userId) };
}

describe('refused input through the API, with the fakes on loopback allowed', () => {
  const { fakes, app } = useNetworksServer({ workers: 0 });
  const notMastodon = useResource(startFakeMastodon);

  it('refuses a wrong Bluesky app password, leaving the account already connected as it was', async () => {
    const ada = await person(app);
    const connected = await connectFakeBlueskyAccount(app, ada.token, fakes.bluesky);
    const before = await ada.stored();
    const response = await connectAccount(app, ada.token, {
      network: 'bluesky',
      identifier: connected.handle,
      appPassword: 'wxyz-wxyz-wxyz-wxyz',
      service: fakes.bluesky.url,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: expect.stringMatching(/^appPassword: Bluesky refused the handle or app password/),
    });
    expect(await ada.stored()).toEqual(before);
  });

  it('refuses a Mastodon instance nothing answers at, storing nothing', async () => {
    const ada = await person(app);
    const before = await ada.stored();
    const instance = `https://127.0.0.1:${await closedPort()}`;
    const response = await connectAccount(app, ada.token, { network: 'mastodon', instance });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: expect.stringMatching(/^instance: Mastodon could not be reached \(.*ECONNREFUSED/),
    });
    expect(await ada.stored()).toEqual(before);
  });

  it.each(['web_page', 'not_found'] as const)(
    'refuses an address that answers like no Mastodon instance (%s), storing nothing',
    async (kind) => {
      notMastodon.notMastodon = kind;
      const ada = await person(app);
      const before = await ada.stored();
      const response = await connectAccount(app, ada.token, {
        network: 'mastodon',
        instance: notMastodon.url,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_input',
        message: `instance: ${notMastodon.domain} does not answer like a Mastodon instance`,
      });
      expect(await ada.stored()).toEqual(before);
    },
  );

  it('refuses a publication on an account of another user, storing nothing', async () => {
    const grace = await personOn(app, fakes, 'mastodon');
    const ada = await person(app);
    await connectFakeXAccount(app, ada.token, fakes);
    const postId = await savePost(app, ada.userId, 'thread', thread(['One.', 'Two.', 'Three.']));
    const response = await schedule(app, ada.token, {
      postId,
      publishAt: 'now',
      accountId: grace.account._id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: 'accountId: no connected account of yours has this _id',
    });
    expect((await ada.stored()).publications).toBe(0);
    expect((await storedFor(app, grace.userId)).publications).toBe(0);
  });

  it('refuses a publication without accountId when several accounts are connected', async () => {
    const ada = await personOnEveryNetwork(app, fakes);
    const postId = await savePost(app, ada.userId, 'tweet', 'Which account?');
    const response = await schedule(app, ada.token, { postId, publishAt: 'now' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: 'accountId: you have 3 connected accounts; say which one this goes out on',
    });
    expect((await storedFor(app, ada.userId)).publications).toBe(0);
  });
});

describe('addresses people type, with private network hosts refused as in production', () => {
  const listener = useResource(countingListener);
  const app = useTestApp({ env: { ALLOW_PRIVATE_NETWORK_HOSTS: 'false' } });
  const internal =
    'resolves to a loopback, private or link-local address, which Quillpost does not call';
  /** Each refused address and the message naming the field it was typed in. */
  const refused = () =>
    [
      ['http://example.com', (field: string) => `${field} must be an https:// address`],
      [
        `https://127.0.0.1:${listener.port}`,
        (field: string) => `${field} 127.0.0.1:${listener.port} ${internal}`,
      ],
      [
        `https://localhost:${listener.port}`,
        (field: string) => `${field} localhost:${listener.port} ${internal}`,
      ],
    ] as const;

  it('refuses plain http, a loopback address and a name that resolves to one, calling nothing', async () => {
    const ada = await person(app);
    const before = await ada.stored();
    for (const [address, messageFor] of refused()) {
      const asked = [
        { field: 'instance', body: { network: 'mastodon', instance: address } },
        {
          field: 'service',
          body: {
            network: 'bluesky',
            identifier: 'ada.bsky.social',
            appPassword: 'abcd-efgh-ijkl-mnop',
            service: address,
          },
        },
      ];
      for (const { field, body } of asked) {
        const response = await connectAccount(app, ada.token, body);
        expect(response.statusCode, `${field} ${address}`).toBe(400);
        expect(response.json()).toEqual({ code: 'invalid_input', message: messageFor(field) });
      }
    }
    expect(listener.connections).toBe(0);
    expect(await ada.stored()).toEqual(before);
    expect(await listAccounts(app, ada.token)).toEqual([]);
  });
});
