import { z } from 'zod';
import type { App } from '../types';

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database is reachable',
        response: {
          200: z.object({ ok: z.literal(true) }),
          503: z.object({ message: z.string(), code: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.deps.database.ping();
        return { ok: true as const };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply
          .status(503)
          .send({ message: 'The database is unreachable.', code: 'provider_unavailable' });
      }
    },
  );
}
