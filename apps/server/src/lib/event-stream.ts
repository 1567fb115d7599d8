import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_BODY } from '@quillpost/shared';
import { AppError } from './errors';

/** Aborted when the client goes away before the answer is sent, so provider calls stop too. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client went away'));
  });
  return controller.signal;
}

export function wantsEventStream(request: FastifyRequest): boolean {
  return Boolean(request.headers.accept?.includes('text/event-stream'));
}

/**
 * Takes over the response to stream Server-Sent Events. The headers already set on the reply
 * (security, CORS, cookies) are kept.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply) {
  const signal = abortOnDisconnect(reply);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    signal,
    /** Any event: `delta` with a body of its own (an assist's `{ index, text }`). */
    event: send,
    delta: (text: string) => send('delta', { text }),
    done: (body: unknown) => {
      send('done', body);
      raw.end();
    },
    fail: (error: unknown) => {
      if (error instanceof AppError) {
        send('error', { ...error.extra, message: error.message, code: error.code });
      } else {
        request.log.error({ err: error }, 'streamed generation failed');
        send('error', INTERNAL_ERROR_BODY);
      }
      raw.end();
    },
  };
}
