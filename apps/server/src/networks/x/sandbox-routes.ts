import { z } from 'zod';
import { X_HANDLE, ZXPostId } from '@quillpost/shared';
import { AppError, notFound } from '../../lib/errors';
import { XSRF_COOKIE } from '../../plugins/security';
import type { App } from '../../types';
import {
  findSandboxPost,
  isSandboxXClient,
  SANDBOX_AUTHORIZE_PATH,
  SANDBOX_VIEW_PATH,
  sandboxUserId,
} from './sandbox-client';
import { renderSandboxConsentPage, renderSandboxPostPage } from './sandbox-pages';

const ZConsentQuery = z.object({
  state: z.string().min(1, 'state is required'),
  code_challenge: z.string().min(1, 'code_challenge is required'),
  code_challenge_method: z.literal('S256', { error: 'code_challenge_method must be S256' }),
  redirect_uri: z.string(),
});

const ZConsentForm = z.object({
  state: z.string().min(1, 'state is required'),
  code_challenge: z.string().min(1, 'code_challenge is required'),
  username: z
    .string({ error: 'username is required' })
    .trim()
    .regex(X_HANDLE, 'The handle takes 1 to 15 letters, digits or underscores.'),
  _xsrf: z.string().optional(),
});

/** A sandbox post's page: a handle and the post's X-shaped id, nothing else reaches the database. */
const ZSandboxPostParams = z.object({ username: z.string().regex(X_HANDLE), id: ZXPostId });

/** The handle the consent page offers: it must pass the form's own 15-character rule as it is. */
export const SANDBOX_DEFAULT_HANDLE = 'sandbox_writer';

/** Sandbox X's own pages, served only while X is not configured: consent and read-only posts. */
export async function sandboxRoutes(app: App): Promise<void> {
  const sandbox = app.deps.x;
  if (!isSandboxXClient(sandbox)) return;
  // Where sandbox X sends the browser back: the accounts feature's X callback.
  const callback = `${app.deps.config.publicUrl}/auth/x/callback`;
  const html = 'text/html; charset=utf-8';
  const cancelUrl = (state: string) =>
    `${callback}?${new URLSearchParams({ error: 'access_denied', state })}`;

  app.get(
    SANDBOX_AUTHORIZE_PATH,
    { schema: { hide: true, querystring: ZConsentQuery } },
    async (request, reply) => {
      const query = request.query;
      if (query.redirect_uri !== callback) {
        throw new AppError('invalid_input', `redirect_uri must be ${callback}`);
      }
      const page = renderSandboxConsentPage({
        xsrfToken: request.cookies[XSRF_COOKIE] ?? '',
        state: query.state,
        codeChallenge: query.code_challenge,
        cancelUrl: cancelUrl(query.state),
        username: SANDBOX_DEFAULT_HANDLE,
      });
      return reply.type(html).header('cache-control', 'no-store').send(page);
    },
  );

  app.post(SANDBOX_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = ZConsentForm.safeParse(body);
    if (!parsed.success) {
      // A JSON body may hold anything in a field, even an object String() throws on.
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const page = renderSandboxConsentPage({
        xsrfToken: request.cookies[XSRF_COOKIE] ?? '',
        state: text(body.state),
        codeChallenge: text(body.code_challenge),
        cancelUrl: cancelUrl(text(body.state)),
        username: text(body.username),
        error: parsed.error.issues.map((issue) => issue.message).join(' '),
      });
      return reply.status(400).type(html).send(page);
    }
    const { state, code_challenge: codeChallenge, username } = parsed.data;
    const code = sandbox.issueCode({ codeChallenge, username, name: `${username} (sandbox)` });
    return reply.redirect(`${callback}?${new URLSearchParams({ code, state })}`);
  });

  app.get(
    `${SANDBOX_VIEW_PATH}/:username/status/:id`,
    { schema: { hide: true, params: ZSandboxPostParams } },
    async (request, reply) => {
      const { username, id } = request.params;
      const post = await findSandboxPost(app.deps.db, id);
      if (!post || post.authorId !== sandboxUserId(username)) throw notFound('Sandbox post');
      const page = renderSandboxPostPage({
        username,
        text: post.text,
        createdAt: post.createdAt,
        replyToUrl: post.replyToId ? sandbox.postUrl(username, post.replyToId) : undefined,
      });
      return reply.type(html).send(page);
    },
  );
}
