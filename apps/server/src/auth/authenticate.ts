import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import type { SignedInUser } from '../types';
import type { SessionAccount } from './repository';
import { authenticateToken } from './service';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Adds `app.authenticate`, a hook that lets a request through only with a live session token, and
 * `app.authenticateWithAccount`, the same with the plan and this month's count on `request.user`.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  const hook = (withAccount: boolean) => async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await authenticateToken(app.deps, { token, withAccount });
    if (!user) throw unauthorized('Your session has ended. Please sign in again.');
    request.user = user;
  };
  app.decorate('authenticate', hook(false));
  app.decorate('authenticateWithAccount', hook(true));
}

/** The signed-in caller of a route that authenticates; a route without that hook has none. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new Error(`${request.url} does not authenticate`);
  return request.user;
}

/** The account read by `app.authenticateWithAccount`; a route without that hook has none. */
export function signedInAccount(request: FastifyRequest): SessionAccount {
  const account = request.user?.account;
  if (!account) throw new Error(`${request.url} does not authenticate with the account`);
  return account;
}
