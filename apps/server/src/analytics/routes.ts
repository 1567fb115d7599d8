import {
  MAX_FIGURES_IDS,
  ZAnalyticsQuery,
  ZAnalyticsRefreshResponse,
  ZAnalyticsResponse,
  ZPublicationFiguresRequest,
  ZPublicationFiguresResponse,
} from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import { getPublicationFigures } from './figures';
import { queueRefresh } from './job';
import { getAnalytics } from './service';
import { errorResponses } from '../lib/error-responses';

const tags = ['analytics'];

export async function analyticsRoutes(app: App): Promise<void> {
  const { config } = app.deps;

  app.get(
    '/api/v0/analytics',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Figures of your publications that went out in a period',
        description:
          'Each figure is the latest read from X; a publication is the sum of its parts. `from` and `to` are dates or date-times (default: the last 30 days); `timezone` places days and hours of the week.',
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => getAnalytics(app.deps, { userId: request.user!.id, query: request.query }),
  );

  app.get(
    '/api/v0/analytics/publications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Latest figures of some of your publications',
        description: `\`ids\`: up to ${MAX_FIGURES_IDS} publication \`_id\`s separated by commas, such as the published items a screen shows. Each answer is the sum of the publication's parts' latest reads (0 with \`readAt\` null before the first read). Ids that are not yours, unknown or not published yet are left out of the answer.`,
        querystring: ZPublicationFiguresRequest,
        response: { 200: ZPublicationFiguresResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      figures: await getPublicationFigures(app.deps, {
        userId: signedInUser(request).id,
        publicationIds: request.query.ids,
      }),
    }),
  );

  app.post(
    '/api/v0/analytics/refresh',
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: {
          max: config.analytics.refreshesPerHour,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Read your figures from X now',
        description:
          'Queues a read of your posts still inside their reading schedule and not read in the last step of it; settled posts keep their figures.',
        response: { 202: ZAnalyticsRefreshResponse, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      await queueRefresh(app.deps, request.user!.id);
      return reply.status(202).send({
        queued: true,
        message: 'Your figures are being read from X; they appear here within a minute.',
      });
    },
  );
}
