import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INTERNAL_ERROR_BODY, type ErrorCode } from '@quillpost/shared';
import { AppError } from '../lib/errors';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'invalid_input',
  429: 'rate_limited',
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

/** One error handler: every error answer is JSON `{ message, code }`, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, code: error.code });
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
