import {
  ZBestTimesQuery,
  ZBestTimesResponse,
  ZStyleResponse,
  ZUpdateStyleRequest,
} from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import { getBestTimes, getStyle, updateStyle } from './service';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 403);

export async function styleRoutes(app: App): Promise<void> {
  app.get(
    '/api/v0/style',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['style'],
        summary: 'Your writing style, learned from your own posts',
        description:
          '`style` is null until at least `minimumPosts` of your own posts went out; `posts` says how many did. `examples` are your best performing posts, pinned ones first.',
        response: { 200: ZStyleResponse, ...errors },
      },
    },
    async (request) => getStyle(app.deps, { userId: signedInUser(request).id }),
  );
  app.put(
    '/api/v0/style',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['style'],
        summary: 'Turn your style on or off; pin or drop examples',
        description:
          '`enabled` says whether generations and suggestions are written in your style. `pinned` and `dropped`, when given, replace those lists of example `id`s: a pinned post is always an example, a dropped one never is.',
        body: ZUpdateStyleRequest,
        response: { 200: ZStyleResponse, ...errors },
      },
    },
    async (request) =>
      updateStyle(app.deps, { userId: signedInUser(request).id, body: request.body }),
  );
  app.get(
    '/api/v0/analytics/best-times',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: "When an account's posts do best, by hour of the week",
        description:
          "Each hour's engagement in your time zone, pulled toward the account's average in proportion to how few posts it has (docs/analytics.md). Below 20 posts `enough` is false and `suggested` is the default week.",
        querystring: ZBestTimesQuery,
        response: { 200: ZBestTimesResponse, ...errorResponses(404), ...errors },
      },
    },
    async (request) => ({
      bestTimes: await getBestTimes(app.deps, {
        userId: signedInUser(request).id,
        accountId: request.query.accountId,
      }),
    }),
  );
}
