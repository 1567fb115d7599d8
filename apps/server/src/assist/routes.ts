import { ZAssistRequest, ZAssistResponse } from '@quillpost/shared';
import { signedInAccount, signedInUser } from '../auth';
import { abortOnDisconnect, openEventStream, wantsEventStream } from '../lib/event-stream';
import type { App } from '../types';
import { assist } from './service';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 402, 403, 413, 429, 502, 503, 504);

/** `POST /api/v0/assist`: suggestions for a person's own text; one generation a call. */
export async function assistRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  app.post(
    '/api/v0/assist',
    {
      onRequest: app.authenticateWithAccount,
      config: {
        rateLimit: {
          max: config.RATE_LIMIT_GENERATIONS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags: ['assist'],
        summary: 'Suggest rewordings, shorter or fuller versions, opening lines or a thread',
        description:
          'Each suggestion is valid for X and for the networks of the accounts in `accountIds`. One generation a call, counted only when it succeeds. With `Accept: text/event-stream` the answer streams `delta` events `{ index, text }` (the text of suggestion `index`, in pieces that add up to it), then one `done` event with the JSON answer, or one `error` event `{ message, code }`.',
        body: ZAssistRequest,
        response: { 200: ZAssistResponse, ...errors },
      },
    },
    async (request, reply) => {
      const input = {
        userId: signedInUser(request).id,
        account: signedInAccount(request),
        body: request.body,
      };
      if (!wantsEventStream(request)) {
        return assist(app.deps, { ...input, signal: abortOnDisconnect(reply) });
      }
      const stream = openEventStream(request, reply);
      try {
        const answer = await assist(app.deps, {
          ...input,
          signal: stream.signal,
          onSuggestionDelta: (delta) => stream.event('delta', delta),
        });
        stream.done(answer);
      } catch (error) {
        stream.fail(error);
      }
    },
  );
}
