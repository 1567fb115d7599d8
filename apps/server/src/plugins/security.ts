import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sameServerOrigins } from '../config';
import { AppError } from '../lib/errors';
import { waitWords } from '../lib/wait-words';
import { parseJsonBodies } from './json-body';
import { securityHeaders } from './security-headers';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_FIELD = '_xsrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Server-to-server calls that prove themselves with their own signature. */
const XSRF_EXEMPT = new Set(['/api/payments/webhook']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function submittedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[XSRF_HEADER];
  if (typeof header === 'string') return header;
  const body = request.body as Record<string, unknown> | undefined;
  const field = body && typeof body === 'object' ? body[XSRF_FIELD] : undefined;
  return typeof field === 'string' ? field : undefined;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const allowedOrigins = new Set([config.webOrigin, config.publicUrl].flatMap(sameServerOrigins));
  const secureCookies = config.publicUrl.startsWith('https:');

  parseJsonBodies(app);
  await app.register(cookie, { secret: Buffer.from(app.deps.secret).toString('hex') });
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowedOrigins.has(origin)),
    credentials: true,
    // Every method the API uses; a preflight for any other is refused.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-XSRF-TOKEN'],
  });
  const headers = securityHeaders(config, app.deps.payments.checkoutOrigins);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests. Try again in ${waitWords(context.ttl)}.`),
  });

  // Double-submit cookie: a browser page of ours can read the cookie and echo it; another site
  // cannot. Pages get it with their document (or the app's first call, /api/config); API calls
  // made with a Bearer header need none, so they are spared the work.
  app.addHook('onRequest', async (request, reply) => {
    if (request.cookies[XSRF_COOKIE] || !SAFE_METHODS.has(request.method)) return;
    const startsPage =
      request.headers.accept?.includes('text/html') || request.url.startsWith('/api/config');
    if (!startsPage) return;
    const token = randomBytes(24).toString('base64url');
    request.cookies[XSRF_COOKIE] = token;
    reply.setCookie(XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: secureCookies,
      httpOnly: false,
    });
  });
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || XSRF_EXEMPT.has(request.routeOptions.url ?? '')) return;
    const origin = request.headers.origin;
    if (origin && !allowedOrigins.has(origin)) {
      throw new AppError('csrf_failed', `Requests from ${origin} are not allowed.`);
    }
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) return; // Not a browser session of ours: the call is authenticated by its header alone.
    const sent = submittedToken(request);
    if (!sent || !sameToken(sent, cookieToken)) {
      throw new AppError(
        'csrf_failed',
        'The X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie. Reload the page and try again.',
      );
    }
  });
}
