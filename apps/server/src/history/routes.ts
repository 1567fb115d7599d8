import { ZHistoryImportResponse, ZIdParams } from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import { importOf, startImport } from './service';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['accounts'];

export async function historyRoutes(app: App): Promise<void> {
  const { deps } = app;

  app.post(
    '/api/v0/accounts/:id/import',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Import the account's own posts with their figures, in the background",
        description:
          'Answers the import started, or the one already running. Later imports read only posts newer than the last finished one.',
        params: ZIdParams,
        response: { 202: ZHistoryImportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const started = await startImport(deps, {
        userId: signedInUser(request).id,
        accountId: request.params.id,
      });
      return reply.status(202).send({ import: started });
    },
  );

  app.get(
    '/api/v0/accounts/:id/import',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The account's latest history import: running, done or failed",
        params: ZIdParams,
        response: { 200: ZHistoryImportResponse, ...errors },
      },
    },
    async (request) => ({
      import: await importOf(deps, {
        userId: signedInUser(request).id,
        accountId: request.params.id,
      }),
    }),
  );
}
