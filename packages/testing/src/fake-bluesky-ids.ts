import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * The identifiers a PDS hands out, in the text forms `@atproto/api` checks its answers against:
 * CIDs, TIDs (record keys and revisions) and JWT-shaped session tokens.
 */

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const SORTABLE_BASE32 = '234567abcdefghijklmnopqrstuvwxyz';

function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}

/**
 * A CIDv1 with a sha-256 hash, as a PDS writes it: codec `raw` for a blob's bytes, `dag-cbor` for
 * a record. A record is hashed as its JSON rather than its DAG-CBOR encoding: the same record
 * still gets the same CID, which is all a client can tell.
 */
export function cidOf(content: Uint8Array | string, codec: 'raw' | 'dag-cbor'): string {
  const digest = createHash('sha256').update(content).digest();
  const prefix = Uint8Array.of(0x01, codec === 'raw' ? 0x55 : 0x71, 0x12, 0x20);
  return `b${base32(Buffer.concat([prefix, digest]))}`;
}

/** Random characters of the base32 alphabet, which did:plc identifiers and app passwords use. */
export const randomBase32 = (length: number) =>
  Array.from({ length }, () => BASE32[randomInt(BASE32.length)]).join('');

const clockId = BigInt(randomInt(1024));
let lastMicros = 0;

/** A timestamp identifier: 13 characters that sort in the order they were made. */
export function nextTid(): string {
  lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
  let value = (BigInt(lastMicros) << 10n) | clockId;
  let out = '';
  for (let i = 0; i < 13; i += 1) {
    out = SORTABLE_BASE32[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token shaped like the PDS's session JWTs (header, claims, signature), so that code reading one
 * finds what it would in production. The fake knows its tokens by value; the signature is noise.
 */
export function sessionJwt(kind: 'access' | 'refresh', did: string, expiresInSeconds: number) {
  const iat = Math.floor(Date.now() / 1000);
  const header = { typ: kind === 'access' ? 'at+jwt' : 'refresh+jwt', alg: 'HS256' };
  const payload = {
    scope: kind === 'access' ? 'com.atproto.appPass' : 'com.atproto.refresh',
    sub: did,
    aud: 'did:web:127.0.0.1',
    iat,
    exp: iat + expiresInSeconds,
    ...(kind === 'refresh' ? { jti: randomBytes(24).toString('base64url') } : {}),
  };
  return `${segment(header)}.${segment(payload)}.${randomBytes(32).toString('base64url')}`;
}
