import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyServerOptions } from 'fastify';

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * An error as the log records it. A failed query's message and fields carry its parameters (the
 * e-mails and post text of the request), so only the statement and the database's own error code
 * and message are kept of it.
 */
export function serializeError(error: Error): LoggedError {
  if (!(error instanceof Error)) return error as unknown as LoggedError;
  if (error instanceof DrizzleQueryError) {
    const message = `Failed query: ${error.query}`;
    const cause = error.cause as (Error & { code?: unknown }) | undefined;
    return {
      type: error.name,
      message,
      stack: (error.stack ?? '').replace(error.message, message),
      ...(cause instanceof Error
        ? { cause: { type: cause.name, code: cause.code, message: cause.message } }
        : {}),
    };
  }
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  for (const [key, value] of Object.entries(error)) logged[key] = value;
  if (error.cause instanceof Error) logged.cause = serializeError(error.cause);
  return logged;
}

/** The server's logger options with that serializer for every `err`. */
export function withSafeErrorLogs(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, err: serializeError } };
}
