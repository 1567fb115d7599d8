import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Binds a sign-in's redirect to the browser that made the sign-in. The response that redirects to
 * `/auth/login?token=` also sets this short-lived, HttpOnly cookie with a signed digest of that
 * token; the web app asks `POST /auth/confirm` whether the token in its address came from this
 * browser's own sign-in. A token carried by a link from anyone else has no such cookie.
 */
const STARTED_COOKIE = 'qp_signin';
const COOKIE_PATH = '/auth';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export function markStartedHere(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(STARTED_COOKIE, digest(token), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    signed: true,
    maxAge: 600,
  });
}

/** Whether this browser's own sign-in produced the token; the mark is used up either way. */
export function wasStartedHere(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): boolean {
  const raw = request.cookies[STARTED_COOKIE];
  reply.clearCookie(STARTED_COOKIE, { path: COOKIE_PATH });
  const unsigned = raw ? request.unsignCookie(raw) : null;
  return Boolean(unsigned?.valid && unsigned.value === digest(token));
}
