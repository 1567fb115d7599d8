import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

const API_PREFIXES = ['/api/', '/auth/google', '/auth/local', '/auth/logout'];

/** Hashed assets never change; the shell must be revalidated so a deploy shows at once. */
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call gets the app shell, so deep links such as /dashboard/all-tweets work.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Brotli or gzip siblings written by the build, when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('not_found', `No route for ${request.method} ${url}`);
    }
    if (isApi || path.extname(url)) throw new AppError('not_found', `Not found: ${url}`);
    if (!hasBuild) {
      throw new AppError(
        'not_found',
        'The web app is not built. Run `npm run build` (or `npm start`, which builds it).',
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
