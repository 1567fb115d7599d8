import { startFakeBluesky } from '@quillpost/testing';
import { describe, expect, it } from 'vitest';
import { useResource } from '../../../test/support/app';
import { NetworkError, type Connected, type PasswordConnect } from '../network';
import { AddressRefused } from '../safe-address';
import { testContext } from '../testing';
import { createRealBluesky } from './real';

const fake = useResource(() => startFakeBluesky());

function bluesky(context = testContext()) {
  const network = createRealBluesky(context);
  return { network, signIn: (network.connect as PasswordConnect).signIn };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as NetworkError,
  );

const session = (connected: Connected) => ({
  profile: connected.profile,
  credentials: connected.credentials,
});
const postOnce = (network: ReturnType<typeof bluesky>['network'], connected: Connected) =>
  network.post(session(connected), {
    text: `Still connected ${crypto.randomUUID()}`,
    sendKey: crypto.randomUUID(),
  });

describe('Bluesky: connecting with an app password', () => {
  it('signs in at the service, keeps what renewing needs, and reads the profile', async () => {
    const { signIn } = bluesky();
    const connected = await signIn({
      identifier: '@ada.bsky.social',
      password: fake.user.appPassword,
      service: fake.url,
    });
    expect(connected.profile).toEqual({
      remoteId: fake.user.did,
      handle: 'ada.bsky.social',
      name: 'Ada on Bluesky',
    });
    const { accessJwt, refreshJwt, ...kept } = connected.credentials;
    expect(kept).toEqual({
      service: fake.url,
      did: fake.user.did,
      handle: 'ada.bsky.social',
      appPassword: fake.user.appPassword,
    });
    expect(fake.isLive(accessJwt!) && fake.isLive(refreshJwt!)).toBe(true);
    const claims = JSON.parse(Buffer.from(accessJwt!.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
    };
    expect(connected.expiresAt).toEqual(new Date(claims.exp * 1000));
  });

  it('refuses a wrong app password in words a person can act on', async () => {
    const { signIn } = bluesky();
    const error = await refusal(
      signIn({ identifier: fake.user.handle, password: 'abcd-efgh-ijkl-zzzz', service: fake.url }),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'rejected', status: 401 });
    expect(error.message).toMatch(/^Bluesky refused the handle or app password/);
  });

  it('calls no service it may not reach, and signs in at bsky.social when none is given', async () => {
    let calls = 0;
    const guarded = testContext({ allowPrivate: false });
    const counting = testContext({
      allowPrivate: false,
      userAddressFetch: (...args) => {
        calls += 1;
        return guarded.userAddressFetch(...args);
      },
    });
    const error = await refusal(
      bluesky(counting).signIn({
        identifier: fake.user.handle,
        password: fake.user.appPassword,
        service: fake.url,
      }),
    );
    expect(error).toMatchObject({ kind: 'rejected' });
    expect(error.message).toMatch(/^service 127\.0\.0\.1:\d+ resolves to a loopback/);
    expect(calls).toBe(0);

    const checked: string[] = [];
    const recording = testContext({
      checkUserAddress: async (raw) => {
        checked.push(raw);
        throw new AddressRefused('stopped before any call');
      },
    });
    await refusal(bluesky(recording).signIn({ identifier: 'ada', password: 'x' }));
    expect(checked).toEqual(['https://bsky.social']);
  });
});

describe('Bluesky: renewing and ending a connection', () => {
  const signedIn = async () =>
    bluesky().signIn({
      identifier: fake.user.handle,
      password: fake.user.appPassword,
      service: fake.url,
    });

  it('answers an expired access token as unauthorized, and works again after refresh', async () => {
    const { network } = bluesky();
    const connected = await signedIn();
    fake.expireAccessTokens();
    await expect(refusal(postOnce(network, connected))).resolves.toMatchObject({
      kind: 'unauthorized',
    });
    const renewed = await network.refresh(connected.credentials);
    expect(fake.refreshSpends).toContain(connected.credentials.refreshJwt);
    expect(renewed.credentials.refreshJwt).not.toBe(connected.credentials.refreshJwt);
    expect(renewed.credentials.appPassword).toBe(fake.user.appPassword);
    await expect(postOnce(network, { ...connected, ...renewed })).resolves.toMatchObject({
      id: expect.any(String),
    });
  });

  it('signs in again with the app password when the refresh token is refused', async () => {
    const { network } = bluesky();
    const connected = await signedIn();
    await network.refresh(connected.credentials);
    const refusedBefore = fake.refusedRefreshes;

    // The same credentials again: their refresh token is spent.
    const again = await network.refresh(connected.credentials);
    expect(fake.refusedRefreshes).toBe(refusedBefore + 1);
    expect(again.credentials.did).toBe(fake.user.did);
    expect(fake.isLive(again.credentials.accessJwt!)).toBe(true);
    await expect(postOnce(network, { ...connected, ...again })).resolves.toMatchObject({
      id: expect.any(String),
    });
  });

  it('is rejected only when both the refresh token and the app password are refused', async () => {
    const { network, signIn } = bluesky();
    const grace = fake.addUser({ handle: 'grace-renews.bsky.social' });
    const connected = await signIn({
      identifier: grace.handle,
      password: grace.appPassword,
      service: fake.url,
    });
    await network.refresh(connected.credentials);
    grace.appPassword = 'zzzz-zzzz-zzzz-zzzz';
    const error = await refusal(network.refresh(connected.credentials));
    expect(error).toMatchObject({ kind: 'rejected' });
    expect(error.message).toMatch(/refused both the session and the app password/);
  });

  it('ends the session on revoke', async () => {
    const { network } = bluesky();
    const connected = await signedIn();
    await network.revoke(connected.credentials);
    expect(fake.isLive(connected.credentials.refreshJwt!)).toBe(false);
    await expect(network.revoke(connected.credentials)).resolves.toBeUndefined();
  });
});
