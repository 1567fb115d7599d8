import { STATUS_CODES as REASONS } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, INTERNAL_ERROR_BODY, type ErrorCode } from '@quillpost/shared';
import { AppError } from '../lib/errors';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'invalid_input',
  429: 'rate_limited',
  431: 'headers_too_large',
};

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const message = issue.message ?? 'is invalid';
        return field && !message.startsWith(field) ? `${field}: ${message}` : message;
      })
      .join('; ');
  }
  return error.message;
}

const notAnAddress = () => new AppError('not_found', 'Not found: nothing has this address.');

const sendError = (reply: FastifyReply, error: AppError) =>
  reply.status(error.statusCode).send({ ...error.extra, message: error.message, code: error.code });

/** One error handler: every error answer is JSON `{ message, code }`, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    // A path that fails its parameters' schema (an id that cannot be one) names nothing: the
    // same 404 as an id nobody holds, and the database is never asked.
    if (error.validation && error.validationContext === 'params') {
      return sendError(reply, notAnAddress());
    }
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error), code: 'invalid_input' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({
        message: 'The request body is too large (64 KiB at most).',
        code: 'payload_too_large',
      });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: error.message, code: STATUS_CODES[status] ?? 'invalid_input' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(INTERNAL_ERROR_BODY);
  });
}

/**
 * Errors the router meets before any route runs: an address with a broken percent-escape, or a
 * path segment longer than any id. They get the same `{ message, code }` answers as the rest.
 */
const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(
      reply,
      new AppError('not_found', 'Not found: a part of the address is longer than any id.'),
    );
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(
      reply,
      new AppError('invalid_input', 'The address is not valid: it has a broken %-escape.'),
    );
  }
  return sendError(reply, new AppError('internal_error', 'Something went wrong on our side.'));
};

const CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    code: 'request_timeout',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: { code: 'headers_too_large', message: 'The request headers are too large.' },
};

/**
 * Requests Node cannot read as HTTP (a malformed request line, headers too large, a request
 * that took too long to arrive) are answered here, on the raw socket, still as JSON with a code.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    code: 'invalid_input' as const,
    message: 'The request is not valid HTTP.',
  };
  const status = ERROR_CODES[known.code];
  const body = JSON.stringify(known);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Server options that keep errors raised outside routes in the shared vocabulary. */
export const errorServerOptions = {
  frameworkErrors,
  clientErrorHandler,
  // Requests during shutdown are answered by the drain hook (plugins/drain.ts) with a code.
  return503OnClosing: false,
} satisfies FastifyServerOptions;
