import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readAccessToken, signAccessToken } from './tokens';

const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-signing');
const issuedAt = new Date('2026-01-10T12:00:00Z');
const expiresAt = new Date('2026-01-10T13:00:00Z');
const token = await signAccessToken({
  secret,
  userId: 'user-1',
  sessionId: 'session-1',
  issuedAt,
  expiresAt,
});
const [header, payload, signature] = token.split('.') as [string, string, string];
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readAccessToken', () => {
  it('answers the user and session of a token it signed, until it expires', () => {
    expect(readAccessToken(token, secret, issuedAt)).toEqual({
      userId: 'user-1',
      sessionId: 'session-1',
    });
    expect(readAccessToken(token, secret, new Date(expiresAt.getTime() - 1))).not.toBeNull();
    expect(readAccessToken(token, secret, expiresAt)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = new TextEncoder().encode('another-secret-that-is-also-long-enough-ok');
    const foreign = await signAccessToken({
      secret: other,
      userId: 'user-1',
      sessionId: 'session-1',
      issuedAt,
      expiresAt,
    });
    expect(readAccessToken(foreign, secret, issuedAt)).toBeNull();
  });

  it('refuses a changed payload, another header, and malformed tokens', async () => {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const cases = [
      `${header}.${base64url({ ...claims, sub: 'user-2' })}.${signature}`,
      `${base64url({ alg: 'none' })}.${payload}.`,
      `${header}.${payload}`,
      `${token}.extra`,
      `${header}.${payload}.${signature}=`,
      'not a token',
      '',
      // Signed with the right secret, but not as this server signs: another header.
      await new SignJWT({ sid: 'session-1' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('user-1')
        .setIssuer('quillpost')
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret),
    ];
    for (const candidate of cases) expect(readAccessToken(candidate, secret, issuedAt)).toBeNull();
  });

  it('refuses a well-signed token from another issuer or without a session', async () => {
    const sign = (claims: Record<string, unknown>, issuer: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('user-1')
        .setIssuer(issuer)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    expect(
      readAccessToken(await sign({ sid: 'session-1' }, 'someone-else'), secret, issuedAt),
    ).toBeNull();
    expect(readAccessToken(await sign({}, 'quillpost'), secret, issuedAt)).toBeNull();
  });
});
