import { z } from 'zod';
import {
  POST_COLLECTIONS,
  POST_KINDS,
  ZCreateIdeaRequest,
  ZCreatePostRequest,
  ZErrorResponse,
  ZListPostsQuery,
  ZIdParams,
  ZPost,
  ZUpdatePostRequest,
  type PostKind,
} from '@quillpost/shared';
import { signedInAccount, signedInUser } from '../auth';
import type { App } from '../types';
import { editPost } from './edit';
import { createPost, deletePost, libraryAsJson, listPostsPage } from './service';
import { abortOnDisconnect, openEventStream, wantsEventStream } from './sse';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  413: ZErrorResponse,
  429: ZErrorResponse,
};
/** What a generation adds: the plan limit and the provider's failures. */
const generationErrors = {
  402: ZErrorResponse,
  502: ZErrorResponse,
  503: ZErrorResponse,
  504: ZErrorResponse,
};

/** Each kind's paths, written out in full so that a search for a path finds its route. */
const POST_PATHS = {
  tweet: { list: '/api/v0/posts/tweets', item: '/api/v0/posts/tweets/:id' },
  thread: { list: '/api/v0/posts/threads', item: '/api/v0/posts/threads/:id' },
  idea: { list: '/api/v0/posts/ideas', item: '/api/v0/posts/ideas/:id' },
} as const satisfies Record<PostKind, { list: string; item: string }>;

/** POST and GET `POST_PATHS[kind].list`, DELETE `POST_PATHS[kind].item`. */
function kindRoutes(app: App, kind: PostKind): void {
  const collection = POST_COLLECTIONS[kind];
  const path = POST_PATHS[kind].list;
  const tags = ['posts'];
  const { config } = app.deps;

  app.post(
    path,
    {
      onRequest: app.authenticateWithAccount,
      config: {
        rateLimit: {
          max: config.RATE_LIMIT_GENERATIONS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: `Generate a ${kind} and save it`,
        description:
          'With `Accept: text/event-stream` the answer streams `delta` events `{ text }`, then one `done` event with the JSON answer, or one `error` event `{ message, code }`.',
        body: kind === 'idea' ? ZCreateIdeaRequest : ZCreatePostRequest,
        response: { 201: z.object({ [kind]: ZPost }), ...errors, ...generationErrors },
      },
    },
    async (request, reply) => {
      const input = {
        userId: signedInUser(request).id,
        account: signedInAccount(request),
        kind,
        request: request.body,
      };
      if (!wantsEventStream(request)) {
        const post = await createPost(app.deps, { ...input, signal: abortOnDisconnect(reply) });
        return reply.status(201).send({ [kind]: post });
      }
      const stream = openEventStream(request, reply);
      try {
        const post = await createPost(app.deps, {
          ...input,
          signal: stream.signal,
          onDelta: stream.delta,
        });
        stream.done({ [kind]: post });
      } catch (error) {
        stream.fail(error);
      }
    },
  );

  app.get(
    path,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `List the signed-in user's ${collection}, oldest first`,
        querystring: ZListPostsQuery,
        response: { 200: z.object({ [collection]: z.array(ZPost) }), ...errors },
      },
    },
    async (request, reply) => {
      const { limit, before } = request.query;
      const input = { userId: signedInUser(request).id, kind, before };
      if (limit === undefined) {
        const library = await libraryAsJson(app.deps, input);
        // The stream writes the JSON this route's schema describes, already serialised.
        return reply.type('application/json; charset=utf-8').send(library as never);
      }
      return { [collection]: await listPostsPage(app.deps, { ...input, limit }) };
    },
  );

  app.patch(
    `${path}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Edit one of the signed-in user's ${collection}`,
        description:
          'The content must obey the rules of its kind (a thread may have 2 to 25 parts), and `media` (images per part, left out: kept) the rules of media: your own images only, at most 4 images or 1 GIF a part. A 400 lists every problem in `problems` and changes nothing.',
        params: ZIdParams,
        body: ZUpdatePostRequest,
        response: { 200: z.object({ [kind]: ZPost }), ...errors },
      },
    },
    async (request) => {
      const post = await editPost(app.deps, {
        userId: signedInUser(request).id,
        kind,
        id: request.params.id,
        content: request.body.content,
        media: request.body.media,
      });
      return { [kind]: post };
    },
  );

  app.delete(
    POST_PATHS[kind].item,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Delete one of the signed-in user's ${collection}`,
        description:
          'Its scheduled publication is canceled with it; while it is being published (the publication is `publishing`), 409 names the publication and nothing changes.',
        params: ZIdParams,
        response: { 204: z.null(), ...errors, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await deletePost(app.deps, { userId: signedInUser(request).id, kind, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}

export async function postRoutes(app: App): Promise<void> {
  for (const kind of POST_KINDS) kindRoutes(app, kind);
}
