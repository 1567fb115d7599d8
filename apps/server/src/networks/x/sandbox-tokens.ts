import { createHmac } from 'node:crypto';
import { sameText } from './pkce';

/**
 * Sandbox X keeps no token table: its codes and tokens are signed claims, so any instance sharing
 * the server's secret accepts them, as it would with X itself.
 */
export interface SandboxClaims {
  kind: 'code' | 'access' | 'refresh';
  username: string;
  name: string;
  expiresAt: number;
  /** The PKCE challenge a code was issued for. */
  challenge?: string;
  nonce: string;
}

export function createSandboxSigner(secret: Uint8Array) {
  const key = createHmac('sha256', secret).update('sandbox-x').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    seal(claims: SandboxClaims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `sbx.${payload}.${sign(payload)}`;
    },
    /** The claims of a value this signer made, of the expected kind; null otherwise. */
    open(value: string, kind: SandboxClaims['kind']): SandboxClaims | null {
      const [prefix, payload, signature] = value.split('.');
      if (prefix !== 'sbx' || !payload || !signature || !sameText(signature, sign(payload))) {
        return null;
      }
      const claims = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as SandboxClaims;
      return claims.kind === kind ? claims : null;
    },
  };
}
