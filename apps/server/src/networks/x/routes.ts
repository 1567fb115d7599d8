import { z } from 'zod';
import { ZErrorResponse, ZXAccountResponse, ZXConnectResponse } from '@quillpost/shared';
import { signedInUser } from '../../auth';
import { connectBinding } from '../../lib/browser-binding';
import type { App } from '../../types';
import { XConnectError } from './errors';
import {
  CALLBACK_PATH,
  callbackUrl,
  CONNECT_STATE_TTL_MS,
  disconnect,
  finishConnect,
  getAccount,
  startConnect,
} from './service';
import { sandboxRoutes } from './sandbox-routes';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  429: ZErrorResponse,
};

const ZCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

export async function xRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  const tags = ['x'];
  const startedHere = connectBinding(config, {
    name: 'x',
    callbackUrl: callbackUrl(app.deps),
    stateTtlMs: CONNECT_STATE_TTL_MS,
  });

  app.post(
    '/api/v0/x/connect',
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: {
          max: config.RATE_LIMIT_CONNECTS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Start connecting an X account: the address where the browser grants access',
        description:
          'Also sets a short-lived HttpOnly cookie that binds the flow to this browser: the callback connects only in the browser that made this call, so call it with credentials.',
        response: { 200: ZXConnectResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { url, state } = await startConnect(app.deps, { userId: signedInUser(request).id });
      startedHere.bind(reply, state);
      return { url };
    },
  );

  app.get(
    CALLBACK_PATH,
    { schema: { hide: true, querystring: ZCallbackQuery } },
    async (request, reply) => {
      const settings = new URL('/dashboard/settings', config.webOrigin);
      try {
        await finishConnect(app.deps, {
          ...request.query,
          startedHere: startedHere.isBound(request, reply, request.query.state),
        });
        settings.searchParams.set('x', 'connected');
      } catch (error) {
        const known = error instanceof XConnectError;
        if (!known) request.log.error({ err: error }, 'connecting an X account failed');
        settings.searchParams.set('x', 'error');
        settings.searchParams.set(
          'message',
          known ? error.message : 'Something went wrong while connecting X. Connect again.',
        );
      }
      return reply.header('cache-control', 'no-store').redirect(settings.href);
    },
  );

  app.get(
    '/api/v0/x/account',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's X account, or null",
        response: { 200: ZXAccountResponse, ...errors },
      },
    },
    async (request) => ({
      account: await getAccount(app.deps, { userId: signedInUser(request).id }),
    }),
  );

  app.delete(
    '/api/v0/x/account',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Disconnect the X account: revoke its tokens at X (best effort) and forget them',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await disconnect(app.deps, {
        userId: signedInUser(request).id,
        onRevokeFailed: (error) =>
          request.log.warn({ err: error }, 'revoking X tokens failed; they were forgotten anyway'),
      });
      return reply.status(204).send(null);
    },
  );

  await app.register(sandboxRoutes);
}
