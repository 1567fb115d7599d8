import { z } from 'zod';
import {
  NETWORK_KEYS,
  ZAccountResponse,
  ZAccountsResponse,
  ZConnectAccountRedirect,
  ZConnectAccountRequest,
  ZIdParams,
  type NetworkKey,
} from '@quillpost/shared';
import { signedInUser } from '../auth';
import { connectBinding, type BrowserBinding } from '../lib/browser-binding';
import { notFound } from '../lib/errors';
import type { App } from '../types';
import {
  callbackPath,
  callbackUrl,
  CONNECT_STATE_TTL_MS,
  ConnectError,
  disconnectAccount,
  finishConnect,
  startConnect,
} from './connect';
import { listAccounts } from './service';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['accounts'];

const ZCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** Each network's connect is bound to the browser that started it by a cookie of its own. */
export function connectBindings(app: App): Record<NetworkKey, BrowserBinding> {
  const entries = NETWORK_KEYS.map((network) => [
    network,
    connectBinding(app.deps.config, {
      name: network,
      callbackUrl: callbackUrl(app.deps, network),
      stateTtlMs: CONNECT_STATE_TTL_MS,
    }),
  ]);
  return Object.fromEntries(entries) as Record<NetworkKey, BrowserBinding>;
}

/** The per-user limit on starting connects, shared by every connect route. */
export const connectRateLimit = (app: App) => ({
  rateLimit: {
    max: app.deps.config.RATE_LIMIT_CONNECTS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: { user?: { id: string } | null; ip: string }) =>
      `connect:${request.user?.id ?? request.ip}`,
  },
});

export async function accountRoutes(app: App): Promise<void> {
  const { deps } = app;
  const bindings = connectBindings(app);

  app.get(
    '/api/v0/accounts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's connected accounts on every network",
        response: { 200: ZAccountsResponse, ...errors },
      },
    },
    async (request) => ({
      accounts: await listAccounts(deps, { userId: signedInUser(request).id }),
    }),
  );

  app.post(
    '/api/v0/accounts/connect',
    {
      onRequest: app.authenticate,
      config: connectRateLimit(app),
      schema: {
        tags,
        summary:
          'Connect an account: X and Mastodon answer where to grant access, Bluesky connects',
        description:
          'For X and Mastodon, also sets a short-lived HttpOnly cookie binding the flow to this browser: the callback connects only in the browser that made this call.',
        body: ZConnectAccountRequest,
        response: { 200: ZConnectAccountRedirect, 201: ZAccountResponse, ...errors },
      },
    },
    async (request, reply) => {
      const started = await startConnect(deps, {
        userId: signedInUser(request).id,
        request: request.body,
      });
      if (started.kind === 'connected') return reply.status(201).send({ account: started.account });
      bindings[started.network].bind(reply, started.state);
      return reply.send({ url: started.url });
    },
  );

  app.delete(
    '/api/v0/accounts/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Disconnect an account: revoke its access at the network (best effort) and forget it',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const forgotten = await disconnectAccount(deps, {
        userId: signedInUser(request).id,
        id: request.params.id,
        onRevokeFailed: (error) =>
          request.log.warn({ err: error }, 'revoking an account failed; it was forgotten anyway'),
      });
      if (!forgotten) throw notFound('Account');
      return reply.status(204).send(null);
    },
  );

  for (const network of NETWORK_KEYS) {
    app.get(
      callbackPath(network),
      { schema: { hide: true, querystring: ZCallbackQuery } },
      async (request, reply) => {
        const settings = new URL('/dashboard/settings', deps.config.webOrigin);
        // X's callback kept its own answer (`?x=`) for the clients that read it.
        const outcome = network === 'x' ? 'x' : 'account';
        try {
          await finishConnect(deps, {
            network,
            ...request.query,
            startedHere: bindings[network].isBound(request, reply, request.query.state),
          });
          settings.searchParams.set(outcome, 'connected');
        } catch (error) {
          const known = error instanceof ConnectError;
          if (!known) request.log.error({ err: error }, 'connecting an account failed');
          settings.searchParams.set(outcome, 'error');
          settings.searchParams.set(
            'message',
            known ? error.message : 'Something went wrong while connecting. Connect again.',
          );
        }
        return reply.header('cache-control', 'no-store').redirect(settings.href);
      },
    );
  }
}
