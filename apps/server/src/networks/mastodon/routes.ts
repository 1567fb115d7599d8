import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { XSRF_COOKIE } from '../../plugins/security';
import type { App } from '../../types';
import type { NetworkContext } from '../context';
import { isNetworkError } from '../network';
import {
  issueSandboxCode,
  renderSandboxConsentPage,
  SANDBOX_AUTHORIZE_PATH,
  SANDBOX_DEFAULT_HANDLE,
  SANDBOX_VIEW_PATH,
} from './sandbox-pages';
import { sandboxPostPage } from './sandbox-view';

const ZConsentQuery = z.object({
  state: z.string().min(1, 'state is required'),
  code_challenge: z.string().min(1, 'code_challenge is required'),
  code_challenge_method: z.literal('S256', { error: 'code_challenge_method must be S256' }),
  redirect_uri: z.string(),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const html = 'text/html; charset=utf-8';

/** The sandbox instance's pages on this server: its consent form and the page of each post. */
export function sandboxMastodonRoutes(context: NetworkContext) {
  return async (app: App): Promise<void> => {
    const callback = `${context.publicUrl}/auth/mastodon/callback`;

    app.get(
      SANDBOX_AUTHORIZE_PATH,
      { schema: { hide: true, querystring: ZConsentQuery } },
      async (request, reply) => {
        if (request.query.redirect_uri !== callback) {
          throw new AppError('invalid_input', `redirect_uri must be ${callback}`);
        }
        const page = renderSandboxConsentPage({
          xsrfToken: request.cookies[XSRF_COOKIE] ?? '',
          state: request.query.state,
          codeChallenge: request.query.code_challenge,
          redirectUri: callback,
          username: SANDBOX_DEFAULT_HANDLE,
        });
        return reply.type(html).header('cache-control', 'no-store').send(page);
      },
    );

    app.post(SANDBOX_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const form = {
        state: text(body.state),
        codeChallenge: text(body.code_challenge),
        username: text(body.username),
      };
      try {
        if (!form.state || !form.codeChallenge) {
          throw new AppError('invalid_input', 'state and code_challenge are required');
        }
        const code = issueSandboxCode(context, { ...form, redirectUri: callback });
        return reply.redirect(`${callback}?${new URLSearchParams({ code, state: form.state })}`);
      } catch (error) {
        if (!isNetworkError(error) && !(error instanceof AppError)) throw error;
        const page = renderSandboxConsentPage({
          xsrfToken: request.cookies[XSRF_COOKIE] ?? '',
          state: form.state,
          codeChallenge: form.codeChallenge,
          redirectUri: callback,
          username: form.username,
          error: error.message,
        });
        return reply.status(400).type(html).send(page);
      }
    });

    app.get(
      `${SANDBOX_VIEW_PATH}/:id`,
      { schema: { hide: true, params: z.object({ id: z.string().regex(/^[\w:.~-]{1,200}$/) }) } },
      async (request, reply) => {
        const page = await sandboxPostPage(context, request.params.id);
        if (!page) throw notFound('Sandbox post');
        return reply.type(html).send(page);
      },
    );
  };
}
