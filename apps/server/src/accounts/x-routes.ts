import { z } from 'zod';
import { ZXAccountResponse, ZXConnectResponse, type XAccount } from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import { disconnectAccount, startConnect } from './connect';
import type { AccountRow } from './repository';
import { connectBindings, connectRateLimit } from './routes';
import { firstAccountOn } from './service';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 403, 409, 429);
const tags = ['x'];

const toXAccount = (row: AccountRow): XAccount => ({
  _id: row.id,
  xUserId: row.remoteId,
  username: row.handle,
  name: row.name,
  provider: row.provider === 'sandbox' ? 'sandbox' : 'x',
  status: row.status === 'reconnect' ? 'reconnect' : 'connected',
  connectedAt: row.connectedAt.toISOString(),
});

/**
 * The routes of the time when a person had one X account, kept for the clients that use them:
 * they act on the user's first X account.
 */
export async function xAccountRoutes(app: App): Promise<void> {
  const { deps } = app;
  const bindings = connectBindings(app);

  app.post(
    '/api/v0/x/connect',
    {
      onRequest: app.authenticate,
      config: connectRateLimit(app),
      schema: {
        tags,
        summary: 'Start connecting an X account: the address where the browser grants access',
        description:
          'Also sets a short-lived HttpOnly cookie that binds the flow to this browser: the callback connects only in the browser that made this call, so call it with credentials.',
        response: { 200: ZXConnectResponse, ...errors },
      },
    },
    async (request, reply) => {
      const started = await startConnect(deps, {
        userId: signedInUser(request).id,
        request: { network: 'x' },
      });
      if (started.kind !== 'redirect') throw new Error('X connects in the browser');
      bindings.x.bind(reply, started.state);
      return { url: started.url };
    },
  );

  app.get(
    '/api/v0/x/account',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's first X account, or null",
        response: { 200: ZXAccountResponse, ...errors },
      },
    },
    async (request) => {
      const row = await firstAccountOn(deps, { userId: signedInUser(request).id, network: 'x' });
      return { account: row ? toXAccount(row) : null };
    },
  );

  app.delete(
    '/api/v0/x/account',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Disconnect the user's first X account: revoke its tokens (best effort), forget it",
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const row = await firstAccountOn(deps, { userId, network: 'x' });
      if (row) {
        await disconnectAccount(deps, {
          userId,
          id: row.id,
          onRevokeFailed: (error) =>
            request.log.warn(
              { err: error },
              'revoking X tokens failed; they were forgotten anyway',
            ),
        });
      }
      return reply.status(204).send(null);
    },
  );
}
