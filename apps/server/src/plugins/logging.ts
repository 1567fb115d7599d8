import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query keys whose values are credentials: sign-in tokens, OAuth codes and states, secrets. */
const SECRET_KEY = /token|secret|password|signature|^code$|^state$/i;
export const REDACTED = '[redacted]';

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** The URL with the value of every credential in its query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_KEY.test(decodedKey(key)) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** Drizzle puts a failed query's parameters (e-mails, post text) in its message and stack. */
const withoutParams = (text: string | undefined) =>
  text?.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);

/**
 * Errors as logged: kind, message, code and stack, never the values a query or a provider call
 * carried. Database errors keep their SQL (which has `$1` placeholders) but not the parameters;
 * provider errors lose their request and response bodies; details naming values are left out.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'object' ? '[not an Error]' : error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name,
    message: withoutParams(error.message),
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    stack: withoutParams(error.stack),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = NonNullable<FastifyServerOptions['logger']>;

/** The logger options with serializers that keep credentials and user content out of the log. */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (logger === false) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { req: serializeRequest, err: serializeError, ...options.serializers },
  } as LoggerOption;
}
