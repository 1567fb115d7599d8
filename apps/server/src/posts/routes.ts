import { z } from 'zod';
import {
  POST_COLLECTIONS,
  POST_KINDS,
  ZCreateIdeaRequest,
  ZCreateTweetOrThreadRequest,
  ZListPostsQuery,
  ZIdParams,
  ZPost,
  ZUpdatePostRequest,
  isWrittenPostRequest,
  type CreateTweetOrThreadRequest,
  type PostKind,
} from '@quillpost/shared';
import { signedInAccount, signedInUser } from '../auth';
import type { App } from '../types';
import { createDescription, createRateLimit } from './create-options';
import { editPost } from './edit';
import { createPost, deletePost, libraryAsJson, listPostsPage } from './service';
import { abortOnDisconnect, openEventStream, wantsEventStream } from '../lib/event-stream';
import { createWrittenPost } from './write';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 413, 429);
/** What a generation adds: the plan limit and the provider's failures. */
const generationErrors = errorResponses(402, 502, 503, 504);

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
      config: { rateLimit: createRateLimit(config) },
      schema: {
        tags,
        summary:
          kind === 'idea'
            ? 'Generate ideas and save them'
            : `Generate a ${kind}, or save one written by hand, and save it`,
        description: createDescription(kind, config),
        body: kind === 'idea' ? ZCreateIdeaRequest : ZCreateTweetOrThreadRequest,
        response: { 201: z.object({ [kind]: ZPost }), ...errors, ...generationErrors },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const body: CreateTweetOrThreadRequest = request.body;
      if (isWrittenPostRequest(body)) {
        // Checked and saved before any answer starts: a refusal is a plain 400, even to a stream.
        const post = await createWrittenPost(app.deps, {
          userId,
          kind,
          content: body.content,
          media: body.media ?? [],
        });
        if (!wantsEventStream(request)) return reply.status(201).send({ [kind]: post });
        return openEventStream(request, reply).done({ [kind]: post });
      }
      const input = { userId, account: signedInAccount(request), kind, request: body };
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
          'The content must obey the rules of its kind (a thread may have 2 to 25 parts), and `media` (images per part, left out: kept) the rules of media: your own images only, at most 4 images or 1 GIF a part. A 400 lists every problem in `problems` and changes nothing. A post with scheduled publications must still go out on each of their accounts: a part its network refuses is a 400, and a part that repeats another, or what the account posted in the last 90 days, a 409 `duplicate_content`; nothing changes. `evergreen` (alone, or with `content`) brings a tweet or thread back in fresh words: `{ everyDays, times, until }` (`everyDays` 7 to 365, default 30; `times` 1 to 52 or null; `until` a date, today or later, or null); null stops it and cancels the variant waiting in the schedule. An idea, or a variant, is a 400.',
        params: ZIdParams,
        body: ZUpdatePostRequest,
        response: { 200: z.object({ [kind]: ZPost }), ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const post = await editPost(app.deps, {
        userId: signedInUser(request).id,
        kind,
        id: request.params.id,
        content: request.body.content,
        media: request.body.media,
        evergreen: request.body.evergreen,
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
        response: { 204: z.null(), ...errors, ...errorResponses(409) },
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
