import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

const ISSUER = 'quillpost';
/** The protected header of every token this server signs: HS256 and nothing else. */
const PROTECTED_HEADER = { alg: 'HS256' };
const HEADER = Buffer.from(JSON.stringify(PROTECTED_HEADER)).toString('base64url');

export async function signAccessToken(input: {
  secret: Uint8Array;
  userId: string;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}): Promise<string> {
  return new SignJWT({ sid: input.sessionId })
    .setProtectedHeader(PROTECTED_HEADER)
    .setSubject(input.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(input.issuedAt)
    .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
    .sign(input.secret);
}

/**
 * Each secret as a KeyObject, made once: given raw bytes, `createHmac` checks and wraps them again
 * on every call, several times the cost of the HMAC of a token itself.
 */
const secretKeys = new WeakMap<Uint8Array, KeyObject>();
function secretKeyOf(secret: Uint8Array): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) secretKeys.set(secret, (key = createSecretKey(secret)));
  return key;
}

/**
 * The token's user and session, or null when it is malformed, forged or expired. Checked here
 * with a synchronous HMAC: jose checks through Web Crypto, whose every call is a round trip
 * through the thread pool, and on a busy machine that wait was most of the slowest requests.
 */
export function readAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): { userId: string; sessionId: string } | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header !== HEADER || payload === undefined || signature === undefined || rest.length > 0) {
    return null;
  }
  const expected = createHmac('sha256', secretKeyOf(secret))
    .update(`${header}.${payload}`)
    .digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.toString('base64url') !== signature || given.length !== expected.length) return null;
  if (!timingSafeEqual(given, expected)) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
  const { iss, exp, sub, sid } = claims ?? {};
  if (iss !== ISSUER || typeof exp !== 'number' || exp <= now.getTime() / 1000) return null;
  if (typeof sub !== 'string' || typeof sid !== 'string') return null;
  return { userId: sub, sessionId: sid };
}
