import { createHash } from 'node:crypto';
import { isValidHandle } from '@atproto/syntax';
import type { NetworkContext } from '../context';
import { NetworkError, type Connected, type Credentials } from '../network';
import { createSandboxSessionSigner } from './sandbox-tokens';

/** What sandbox Bluesky puts in `Credentials.service`: no address is ever called. */
export const SANDBOX_SERVICE = 'sandbox';
const ACCESS_TOKEN_MS = 2 * 60 * 60 * 1000;
const REFRESH_TOKEN_MS = 90 * 24 * 60 * 60 * 1000;
const APP_PASSWORD = /^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/i;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A did:plc of the handle's own, the same on every sign-in. */
export function sandboxDid(handle: string): string {
  const digest = createHash('sha256').update(handle).digest();
  return `did:plc:${Array.from(digest.subarray(0, 24), (byte) => BASE32[byte % 32]).join('')}`;
}

function sandboxHandle(identifier: string): string {
  const bare = identifier.trim().replace(/^@/, '').toLowerCase();
  const handle = bare && !bare.includes('.') ? `${bare}.bsky.social` : bare;
  if (!isValidHandle(handle)) {
    throw new NetworkError(
      'rejected',
      `Sandbox Bluesky takes a handle such as ada.bsky.social; "${identifier.trim()}" is not one.`,
    );
  }
  return handle;
}

/**
 * Sandbox sessions: any handle signs in with an app password shaped like Bluesky's; tokens are
 * signed claims that expire like Bluesky's, and a refused refresh signs in again as the real
 * network does.
 */
export function createSandboxSessions(context: NetworkContext) {
  const signer = createSandboxSessionSigner(context.secret);
  const nowMs = () => context.now().getTime();

  const connected = (handle: string, appPassword: string): Connected => {
    const did = sandboxDid(handle);
    const expiresAt = nowMs() + ACCESS_TOKEN_MS;
    const credentials: Credentials = {
      service: SANDBOX_SERVICE,
      did,
      handle,
      accessJwt: signer.seal({ kind: 'access', did, handle, expiresAt }),
      refreshJwt: signer.seal({
        kind: 'refresh',
        did,
        handle,
        expiresAt: nowMs() + REFRESH_TOKEN_MS,
      }),
      appPassword,
    };
    return {
      profile: { remoteId: did, handle, name: handle },
      credentials,
      expiresAt: new Date(expiresAt),
    };
  };

  async function signIn(input: { identifier: string; password: string }): Promise<Connected> {
    const handle = sandboxHandle(input.identifier);
    if (!APP_PASSWORD.test(input.password.trim())) {
      throw new NetworkError(
        'rejected',
        'Sandbox Bluesky takes an app password shaped xxxx-xxxx-xxxx-xxxx (four groups of four ' +
          'letters or digits), as Bluesky makes them under Settings > Privacy and security > ' +
          'App passwords.',
      );
    }
    return connected(handle, input.password.trim());
  }

  async function refresh(credentials: Credentials): Promise<Connected> {
    const claims = signer.open(credentials.refreshJwt ?? '', 'refresh', nowMs());
    if (claims) return connected(claims.handle, credentials.appPassword ?? '');
    try {
      return await signIn({
        identifier: credentials.handle ?? '',
        password: credentials.appPassword ?? '',
      });
    } catch {
      throw new NetworkError(
        'rejected',
        'Sandbox Bluesky refused both the session and the app password; connect the account again.',
      );
    }
  }

  /** The account behind a live access token; `unauthorized` otherwise, as Bluesky answers. */
  function accountOf(credentials: Credentials): { did: string; handle: string } {
    const claims = signer.open(credentials.accessJwt ?? '', 'access', nowMs());
    if (!claims) {
      throw new NetworkError(
        'unauthorized',
        'Sandbox Bluesky refused the access token (expired or not its own)',
        { status: 400 },
      );
    }
    return { did: claims.did, handle: claims.handle };
  }

  return { signIn, refresh, accountOf };
}
