import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

const API_PREFIXES = ['/api/', '/auth/google', '/auth/local', '/auth/logout'];

/** Hashed assets never change; pages must be revalidated so a deploy shows at once. */
function cacheControlFor(filePath: string): string {
  // A page may be sent as its brotli or gzip sibling, which must be revalidated just the same.
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * The marketing pages the web build wrote to HTML (`prerendered/index.html` for /,
 * `prerendered/pricing.html` for /pricing; decision 091), by address.
 */
function prerenderedPages(webDistDir: string): Map<string, string> {
  const dir = path.join(webDistDir, 'prerendered');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name}`, `prerendered/${file}`];
      }),
  );
}

/**
 * Serves the built web app. Hashed assets are cached for a year; the prerendered marketing pages
 * answer their addresses, and every other GET that is not an API call gets the app shell, so deep
 * links such as /dashboard/all-tweets work.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  const pages = prerenderedPages(webDistDir);
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
    return reply.header('cache-control', 'no-cache').sendFile(pages.get(url) ?? 'index.html');
  });
}
