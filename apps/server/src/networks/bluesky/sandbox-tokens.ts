import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Sandbox Bluesky keeps no session table: its tokens are claims signed with the server's secret,
 * so every server process sharing the secret accepts them, as every PDS node would.
 */
export interface SandboxSessionClaims {
  kind: 'access' | 'refresh';
  did: string;
  handle: string;
  expiresAt: number;
  nonce: string;
}

const PREFIX = 'sbx-bsky';

export function createSandboxSessionSigner(secret: Uint8Array) {
  const key = createHmac('sha256', secret).update('sandbox-bluesky').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    seal(claims: Omit<SandboxSessionClaims, 'nonce'>): string {
      const full: SandboxSessionClaims = { ...claims, nonce: randomBytes(9).toString('base64url') };
      const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
      return `${PREFIX}.${payload}.${sign(payload).toString('base64url')}`;
    },
    /** The claims of a token this signer made, of the expected kind and not expired; else null. */
    open(
      token: string,
      kind: SandboxSessionClaims['kind'],
      nowMs: number,
    ): SandboxSessionClaims | null {
      const [prefix, payload, signature] = token.split('.');
      if (prefix !== PREFIX || !payload || !signature) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as SandboxSessionClaims;
      return claims.kind === kind && claims.expiresAt > nowMs ? claims : null;
    },
  };
}
