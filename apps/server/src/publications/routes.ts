import { z } from 'zod';
import {
  ZCreatePublicationRequest,
  ZIdParams,
  ZListPublicationsQuery,
  ZPublicationResponse,
  ZPublicationsResponse,
  ZReschedulePublicationRequest,
} from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import * as service from './service';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['publications'];
const BASE = '/api/v0/publications';

export async function publicationRoutes(app: App): Promise<void> {
  const { deps } = app;

  app.post(
    BASE,
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: {
          max: deps.config.RATE_LIMIT_PUBLICATIONS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Publish a tweet or thread to X now, at a time, or in the next free weekly slot',
        description: `At most ${deps.config.RATE_LIMIT_PUBLICATIONS_PER_MINUTE} a minute per user (429), and ${deps.config.SCHEDULED_PUBLICATIONS_MAX} waiting to go out at once (409). A part that repeats another part, or what the account posted in the last 90 days, is a 409 \`duplicate_content\` naming the part and the earlier post.`,
        body: ZCreatePublicationRequest,
        response: { 201: ZPublicationResponse, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const publication = await service.createPublication(deps, {
        userId: signedInUser(request).id,
        request: request.body,
      });
      return reply.status(201).send({ publication });
    },
  );

  app.get(
    BASE,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A page of the signed-in user’s publications, by publishing time',
        description:
          'The newest `limit` (1 to 100, default 50) by publishing time that pass the filters, in publishing order; `before=<_id>` (the first of a page) answers the page before it. `status` takes one status or several separated by commas.',
        querystring: ZListPublicationsQuery,
        response: { 200: ZPublicationsResponse, ...errors },
      },
    },
    async (request) => ({
      publications: await service.listPublications(deps, {
        userId: signedInUser(request).id,
        ...request.query,
      }),
    }),
  );

  app.get(
    `${BASE}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One publication',
        params: ZIdParams,
        response: { 200: ZPublicationResponse, ...errors },
      },
    },
    async (request) => ({
      publication: await service.getPublication(deps, {
        userId: signedInUser(request).id,
        id: request.params.id,
      }),
    }),
  );

  app.patch(
    `${BASE}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Reschedule a scheduled publication',
        description:
          'Only while `scheduled` (else 409). Its parts are checked again: one that now repeats what the account posted in the last 90 days is a 409 `duplicate_content`, and nothing changes.',
        params: ZIdParams,
        body: ZReschedulePublicationRequest,
        response: { 200: ZPublicationResponse, ...errors },
      },
    },
    async (request) => ({
      publication: await service.reschedulePublication(deps, {
        userId: signedInUser(request).id,
        id: request.params.id,
        publishAt: request.body.publishAt,
      }),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Cancel a scheduled publication',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.cancelPublication(deps, {
        userId: signedInUser(request).id,
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${BASE}/:id/retry`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Send a failed publication again from its first unpublished part',
        params: ZIdParams,
        response: { 200: ZPublicationResponse, ...errors },
      },
    },
    async (request) => ({
      publication: await service.retryPublication(deps, {
        userId: signedInUser(request).id,
        id: request.params.id,
      }),
    }),
  );
}
