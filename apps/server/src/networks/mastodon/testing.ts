import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { startFakeMastodon, type FakeMastodon, type FakeMastodonOptions } from '@quillpost/testing';
import { afterEach, beforeEach, expect } from 'vitest';
import type { AccountSession, Network } from '../network';

/** The callback the server will register with each instance. */
export const REDIRECT_URI = 'https://quillpost.test/auth/mastodon/callback';

/**
 * A fake Mastodon instance for each test of the file, started before it and closed after it.
 * Answers a stand-in that forwards to the running one.
 */
export function useFakeMastodon(options: FakeMastodonOptions = {}): FakeMastodon {
  let current: FakeMastodon | undefined;
  beforeEach(async () => {
    current = await startFakeMastodon(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const fake = () => current ?? expect.unreachable('the fake runs only inside tests');
  return new Proxy({} as FakeMastodon, {
    get(_, property) {
      const value: unknown = Reflect.get(fake(), property);
      return typeof value === 'function' ? value.bind(fake()) : value;
    },
    set: (_, property, value) => Reflect.set(fake(), property, value),
  });
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The browser's part: the instance's authorize page approves and redirects with a code. */
export async function approve(authorizeUrl: string): Promise<URL> {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

/** Connects the fake's account through the network's code flow. */
export async function connectAccount(network: Network, instance: string): Promise<AccountSession> {
  if (network.connect.kind !== 'oauth') throw new Error('Mastodon connects with OAuth');
  const { verifier, challenge } = pkce();
  const url = await network.connect.authorizeUrl({
    state: 'state-1',
    codeChallenge: challenge,
    redirectUri: REDIRECT_URI,
    instance,
  });
  const landing = await approve(url);
  const { profile, credentials } = await network.connect.finish({
    code: landing.searchParams.get('code')!,
    codeVerifier: verifier,
    redirectUri: REDIRECT_URI,
    instance,
  });
  return { profile, credentials };
}

/** The error a promise fails with. */
export async function failureOf(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => expect.unreachable('expected a failure'),
    (error: Error) => error,
  );
}

/** A loopback port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
