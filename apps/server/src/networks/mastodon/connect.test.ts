import { describe, expect, it } from 'vitest';
import type { OAuthConnect } from '../network';
import { createMemoryKeyValues, testContext, type TestContextOptions } from '../testing';
import { createMastodonNetworks } from './index';
import {
  approve,
  closedPort,
  connectAccount,
  failureOf,
  pkce,
  REDIRECT_URI,
  useFakeMastodon,
} from './testing';

const fake = useFakeMastodon();

function realMastodon(options: TestContextOptions = {}) {
  const network = createMastodonNetworks(testContext(options)).find((n) => n.provider === 'real')!;
  return { network, connect: network.connect as OAuthConnect };
}

const authorize = (connect: OAuthConnect, instance: string, challenge = pkce().challenge) =>
  connect.authorizeUrl({
    state: 'state-1',
    codeChallenge: challenge,
    redirectUri: REDIRECT_URI,
    instance,
  });

describe('connecting a Mastodon account', () => {
  it('registers Quillpost once per instance and runs the code flow with PKCE', async () => {
    const { connect } = realMastodon();
    const { verifier, challenge } = pkce();
    const first = new URL(await authorize(connect, fake.url, challenge));
    await authorize(connect, fake.url);
    expect(fake.registrations).toHaveLength(1);
    expect(fake.registrations[0]).toMatchObject({
      clientName: 'Quillpost',
      redirectUris: [REDIRECT_URI],
      scopes: ['read', 'write'],
      website: 'https://quillpost.test',
    });
    expect(first.origin + first.pathname).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      response_type: 'code',
      client_id: fake.registrations[0]!.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'read write',
      state: 'state-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });

    fake.maxCharacters = 1000;
    const code = (await approve(first.href)).searchParams.get('code')!;
    const connected = await connect.finish({
      code,
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
      instance: fake.url,
    });
    expect(fake.tokenCalls.at(-1)).toMatchObject({ code, code_verifier: verifier });
    expect(connected).toEqual({
      profile: {
        remoteId: fake.account.id,
        handle: `@ada@${fake.domain}`,
        name: 'Ada on Mastodon',
      },
      credentials: {
        instance: fake.url,
        accessToken: fake.issuedTokens[0],
        redirectUri: REDIRECT_URI,
      },
      expiresAt: null,
      maxLength: 1000,
    });
  });

  it('refuses a code with the wrong verifier', async () => {
    const { connect } = realMastodon();
    const landing = await approve(await authorize(connect, fake.url));
    const error = await failureOf(
      connect.finish({
        code: landing.searchParams.get('code')!,
        codeVerifier: pkce().verifier,
        redirectUri: REDIRECT_URI,
        instance: fake.url,
      }),
    );
    expect(error).toMatchObject({
      kind: 'rejected',
      message: expect.stringMatching(/grant is invalid/),
    });
    expect(fake.issuedTokens).toEqual([]);
  });

  it('keeps one registration when two connects start at once, in one process or in two', async () => {
    const { connect } = realMastodon();
    const together = await Promise.all([
      authorize(connect, fake.url),
      authorize(connect, fake.url),
    ]);
    expect(fake.registrations).toHaveLength(1);
    const clientIds = together.map((url) => new URL(url).searchParams.get('client_id'));
    expect(clientIds).toEqual([fake.registrations[0]!.clientId, fake.registrations[0]!.clientId]);

    // Two server processes share the key-values but not their requests under way.
    const keyValues = createMemoryKeyValues();
    const processes = [realMastodon({ keyValues }), realMastodon({ keyValues })];
    const racing = await Promise.all(
      processes.map(({ connect: other }) => authorize(other, fake.url)),
    );
    const kept = [...keyValues.entries.values()];
    expect(kept).toHaveLength(1);
    expect(racing.map((url) => new URL(url).searchParams.get('client_id'))).toEqual([
      kept[0]!.clientId,
      kept[0]!.clientId,
    ]);
  });

  it('refuses an instance that does not answer like Mastodon, registering nothing', async () => {
    const { connect } = realMastodon();
    for (const answer of ['not_found', 'web_page'] as const) {
      fake.notMastodon = answer;
      expect(await failureOf(authorize(connect, fake.url))).toMatchObject({
        kind: 'rejected',
        message: `${fake.domain} does not answer like a Mastodon instance`,
      });
    }
    fake.notMastodon = false;
    expect(fake.registrations).toEqual([]);
  });

  it('says an instance it cannot reach is unavailable, naming it', async () => {
    const { connect } = realMastodon();
    const port = await closedPort();
    expect(await failureOf(authorize(connect, `https://127.0.0.1:${port}`))).toMatchObject({
      kind: 'unavailable',
      message: `127.0.0.1:${port} could not be reached (ECONNREFUSED)`,
    });
  });

  it('refuses an instance on an internal address before calling it', async () => {
    let calls = 0;
    const counted: typeof fetch = (...args) => {
      calls += 1;
      return fetch(...args);
    };
    const { connect } = realMastodon({ allowPrivate: false, userAddressFetch: counted });
    const error = await failureOf(authorize(connect, fake.url));
    expect(error).toMatchObject({
      kind: 'rejected',
      message: expect.stringMatching(/^instance 127\.0\.0\.1:\d+ resolves to a loopback/),
    });
    expect(calls).toBe(0);
    expect(fake.registrations).toEqual([]);
  });
});

describe('keeping a Mastodon account connected', () => {
  it('renews by checking the token, which fails as rejected once the token is gone', async () => {
    const { network } = realMastodon();
    const session = await connectAccount(network, fake.url);
    fake.maxCharacters = 600;
    const renewed = await network.refresh(session.credentials);
    expect(renewed).toEqual({
      profile: session.profile,
      credentials: session.credentials,
      expiresAt: null,
      maxLength: 600,
    });
    fake.expireAccessTokens();
    expect(await failureOf(network.refresh(session.credentials))).toMatchObject({
      kind: 'rejected',
      status: 401,
    });
  });

  it('revokes the token with the client it was issued to; a revoked token is rejected', async () => {
    const { network } = realMastodon();
    const session = await connectAccount(network, fake.url);
    await network.revoke(session.credentials);
    expect(fake.revoked).toEqual([session.credentials.accessToken]);
    expect(fake.isLive(session.credentials.accessToken!)).toBe(false);
    expect(await failureOf(network.refresh(session.credentials))).toMatchObject({
      kind: 'rejected',
    });
    fake.notMastodon = 'not_found';
    await expect(network.revoke(session.credentials)).resolves.toBeUndefined();
  });
});
