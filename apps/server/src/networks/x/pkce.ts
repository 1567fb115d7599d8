import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe value: PKCE verifiers, states, tokens. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** The S256 code challenge of a PKCE verifier. */
export const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
