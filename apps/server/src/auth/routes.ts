import { storableText } from '@quillpost/shared';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { XSRF_COOKIE } from '../plugins/security';
import type { App } from '../types';
import { createGoogleSignIn, type PendingSignIn } from './google';
import { renderLocalSignInPage } from './local-form';
import { upsertGoogleUser, findOrCreateUserByEmail } from './repository';
import { endSession, issueAccessToken, signInRedirect } from './service';
import { signInBinding } from './started-here';

const PENDING_COOKIE = 'qp_oidc';

const ZLocalSignInBody = z.object({
  name: storableText('name', 'name is required')
    .trim()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters'),
  email: storableText('email', 'email is required')
    .trim()
    .max(254, 'email must be at most 254 characters')
    .pipe(z.email({ error: 'email must be a valid e-mail address' })),
  _xsrf: z.string().optional(),
});

const wantsHtml = (accept: string | undefined) => Boolean(accept?.includes('text/html'));

export async function authRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  const google = config.google ? createGoogleSignIn(config.google, config) : null;
  const signInLimit = {
    rateLimit: { max: config.RATE_LIMIT_SIGNINS_PER_MINUTE, timeWindow: '1 minute' },
  };
  const cookiePath = '/auth/google';
  const startedHere = signInBinding(config);

  app.get(
    '/auth/google',
    { config: signInLimit, schema: { hide: true } },
    async (_request, reply) => {
      if (!google) return reply.redirect('/auth/local');
      const { url, pending } = await google.start();
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(url);
    },
  );

  app.get(
    '/auth/google/callback',
    { config: signInLimit, schema: { hide: true } },
    async (request, reply) => {
      if (!google)
        throw new AppError('not_found', 'Google sign-in is not configured on this server.');
      const raw = request.cookies[PENDING_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      reply.clearCookie(PENDING_COOKIE, { path: cookiePath });
      if (!unsigned?.valid || !unsigned.value) {
        throw new AppError(
          'signin_failed',
          'This sign-in link has expired or was not started here. Please sign in again.',
        );
      }
      const pending = JSON.parse(unsigned.value) as PendingSignIn;
      const callbackUrl = new URL(request.url, config.publicUrl);
      const profile = await google.finish({ callbackUrl, pending });
      const user = await upsertGoogleUser(app.deps.db, profile);
      const token = await issueAccessToken(app.deps, { userId: user.id });
      startedHere.bind(reply, token);
      return reply.redirect(signInRedirect(app.deps, token));
    },
  );

  const assertLocalSignIn = () => {
    if (config.localSignInEnabled) return;
    throw new AppError(
      'forbidden',
      config.googleEnabled
        ? 'Local sign-in is off because Google sign-in is configured.'
        : 'Local sign-in is off on a server reachable from other machines. Set ALLOW_LOCAL_SIGNIN=true to allow it.',
    );
  };

  app.get('/auth/local', { schema: { hide: true } }, async (request, reply) => {
    assertLocalSignIn();
    const page = renderLocalSignInPage({
      xsrfToken: request.cookies[XSRF_COOKIE] ?? '',
      webOrigin: config.webOrigin,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post(
    '/auth/local',
    { config: signInLimit, schema: { hide: true } },
    async (request, reply) => {
      assertLocalSignIn();
      const parsed = ZLocalSignInBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        const message = parsed.error.issues.map((issue) => issue.message).join('; ');
        if (!wantsHtml(request.headers.accept)) throw new AppError('invalid_input', message);
        const body = (request.body ?? {}) as Record<string, string>;
        const page = renderLocalSignInPage({
          xsrfToken: request.cookies[XSRF_COOKIE] ?? '',
          webOrigin: config.webOrigin,
          error: message,
          name: typeof body.name === 'string' ? body.name : '',
          email: typeof body.email === 'string' ? body.email : '',
        });
        return reply.status(400).type('text/html; charset=utf-8').send(page);
      }
      const user = await findOrCreateUserByEmail(app.deps.db, parsed.data);
      const token = await issueAccessToken(app.deps, { userId: user.id });
      startedHere.bind(reply, token);
      return reply.redirect(signInRedirect(app.deps, token));
    },
  );

  // Asked by the web app with the token from its /auth/login address, before it keeps it.
  app.post(
    '/auth/confirm',
    { onRequest: app.authenticate, schema: { hide: true } },
    async (request, reply) => {
      const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      return { startedHere: startedHere.isBound(request, reply, token) };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: app.authenticate, schema: { hide: true } },
    async (request, reply) => {
      await endSession(app.deps, { sessionId: request.user!.sessionId });
      return reply.status(204).send();
    },
  );
}
