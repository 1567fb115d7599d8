import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  MEDIA_LIMITS,
  ZIdParams,
  ZListMediaQuery,
  ZMediaListResponse,
  ZMediaResponse,
  ZUpdateMediaRequest,
} from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import { withUpload } from './upload';
import {
  deleteMedia,
  describeMedia,
  MEDIA_PATH,
  readMedia,
  updateAltText,
  uploadMedia,
} from './service';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['media'];
const ITEM_PATH = `${MEDIA_PATH}/:id`;

/** The image's bytes never change under its id, so its owner's browser may keep it a while. */
const PRIVATE_CACHE = 'private, max-age=86400';

export async function mediaRoutes(app: App): Promise<void> {
  const { deps } = app;
  // Registered here only: every other route keeps refusing multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MEDIA_LIMITS.gifMaxBytes,
      files: 1,
      fields: 1,
      fieldSize: 8 * 1024,
      parts: 2,
    },
  });

  app.post(
    MEDIA_PATH,
    {
      onRequest: app.authenticate,
      bodyLimit: MEDIA_LIMITS.gifMaxBytes + 64 * 1024,
      config: {
        rateLimit: {
          max: deps.config.RATE_LIMIT_MEDIA_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Upload an image (multipart field `file`, optional field `altText`)',
        description: `PNG, JPEG and WEBP up to 5 MB, GIF up to 15 MB, the type read from the bytes; location and camera metadata are removed before the image is kept. At most ${deps.config.RATE_LIMIT_MEDIA_PER_MINUTE} uploads a minute per user.`,
        consumes: ['multipart/form-data'],
        response: { 201: ZMediaResponse, ...errors, ...errorResponses(413, 429) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const media = await withUpload(request, (upload) => uploadMedia(deps, { userId, ...upload }));
      return reply.status(201).send({ media });
    },
  );

  app.get(
    MEDIA_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'What some of your images are (type, size, description), asked by id',
        description:
          'Up to 100 ids separated by commas. Only your own images are answered, in the order asked; any other id is left out.',
        querystring: ZListMediaQuery,
        response: { 200: ZMediaListResponse, ...errors },
      },
    },
    async (request) => ({
      media: await describeMedia(deps, {
        userId: signedInUser(request).id,
        ids: request.query.ids,
      }),
    }),
  );

  app.get(
    ITEM_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The image itself, for its owner only (anyone else: 404)',
        params: ZIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { record, data } = await readMedia(deps, {
        userId: signedInUser(request).id,
        id: request.params.id,
      });
      return (
        reply
          .type(record.mimeType)
          .header('cache-control', PRIVATE_CACHE)
          .header('vary', 'Authorization')
          .header('content-disposition', 'inline')
          // The image's own bytes, not JSON: the response schemas describe only the errors.
          .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength) as never)
      );
    },
  );

  app.patch(
    ITEM_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Change an image's description (alt text, up to 1,000 characters)",
        params: ZIdParams,
        body: ZUpdateMediaRequest,
        response: { 200: ZMediaResponse, ...errors },
      },
    },
    async (request) => {
      const media = await updateAltText(deps, {
        userId: signedInUser(request).id,
        id: request.params.id,
        altText: request.body.altText,
      });
      return { media };
    },
  );

  app.delete(
    ITEM_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete an image and take it out of your posts',
        description: '409 while a scheduled publication carries it.',
        params: ZIdParams,
        response: { 204: z.null(), ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await deleteMedia(deps, { userId: signedInUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
