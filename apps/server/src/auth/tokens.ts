import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'quillpost';

/**
 * The secret imported as an HMAC key once: given raw bytes, jose imports a key for every token it
 * signs or reads, which costs about a third of a token check.
 */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function signingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(input: {
  secret: Uint8Array;
  userId: string;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}): Promise<string> {
  return new SignJWT({ sid: input.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(input.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(input.issuedAt)
    .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
    .sign(await signingKey(input.secret));
}

/** The token's user and session, or null when it is malformed, forged or expired. */
export async function readAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
