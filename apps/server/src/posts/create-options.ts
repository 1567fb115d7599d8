import { isWrittenPostRequest, type PostKind } from '@quillpost/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** A body that saves the person's own text rather than generating (already validated). */
const asksToWrite = (body: unknown) =>
  typeof body === 'object' && body !== null && isWrittenPostRequest(body as never);

/**
 * Generations and written posts are limited apart, per user: writing by hand never uses up the
 * generation rate, and generating never uses up the writing rate. Read after validation.
 */
export const createRateLimit = (config: Config) => ({
  max: (request: FastifyRequest) =>
    asksToWrite(request.body)
      ? config.RATE_LIMIT_WRITTEN_POSTS_PER_MINUTE
      : config.RATE_LIMIT_GENERATIONS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    `${asksToWrite(request.body) ? 'written:' : ''}${request.user?.id ?? request.ip}`,
});

const STREAM_DESCRIPTION =
  'With `Accept: text/event-stream` the answer streams `delta` events `{ text }`, then one `done` event with the JSON answer, or one `error` event `{ message, code }`.';

export const createDescription = (kind: PostKind, config: Config) =>
  kind === 'idea'
    ? `${STREAM_DESCRIPTION} Ideas are only generated: \`content\` is a 400.`
    : [
        "Either the generation request `{ title, format, voice, tags }`, or `{ content }` alone: a post written by hand, checked like an edit (a thread: an optional 🧵 header line, then 2 to 25 parts numbered `N/ `), saved with `source: 'written'`. A written post is not a generation: the plan limit (402) and the generation rate limit do not count it; it has its own rate limit of " +
          `${config.RATE_LIMIT_WRITTEN_POSTS_PER_MINUTE} a minute per user. \`content\` with any generation field is a 400 naming them.`,
        `${STREAM_DESCRIPTION} A written post streams only the \`done\` event.`,
      ].join('\n\n');
