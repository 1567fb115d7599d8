import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox instance keeps no token table: its codes and tokens are claims signed with the
 * server's secret, so every server process sharing the secret accepts them, as an instance
 * would.
 */
export interface SandboxClaims {
  kind: 'code' | 'access';
  username: string;
  name: string;
  expiresAt: number;
  /** The PKCE challenge and redirect URI a code was issued for. */
  challenge?: string;
  redirectUri?: string;
  nonce: string;
}

export const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createSandboxSigner(secret: Uint8Array) {
  // A key of its own, so a value signed for another sandbox is never taken here.
  const key = createHmac('sha256', secret).update('sandbox-mastodon').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    seal(claims: SandboxClaims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `sbm.${payload}.${sign(payload)}`;
    },
    /** The claims of a value this signer made, of the expected kind and still valid; else null. */
    open(value: string, kind: SandboxClaims['kind'], nowMs: number): SandboxClaims | null {
      const [prefix, payload, signature] = value.split('.');
      if (prefix !== 'sbm' || !payload || !signature || !sameText(signature, sign(payload))) {
        return null;
      }
      const claims = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as SandboxClaims;
      return claims.kind === kind && claims.expiresAt > nowMs ? claims : null;
    },
  };
}
