import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/** How long a client may take to send a request: its headers, and the whole of it. */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
}

/**
 * A body of at most 64 KiB takes far less than this on any working connection; a client that
 * stops halfway is cut off instead of holding its connection open.
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 15_000, requestMs: 30_000 };

/** Server options that close connections whose request does not arrive in time (408 as JSON). */
export function timeoutServerOptions(timeouts: Partial<RequestTimeouts> = {}) {
  const { headersMs, requestMs } = { ...REQUEST_TIMEOUTS, ...timeouts };
  return {
    requestTimeout: requestMs,
    http: {
      headersTimeout: Math.min(headersMs, requestMs),
      requestTimeout: requestMs,
      // Node checks the deadlines on this interval, 30 s by default: far too coarse for them.
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(headersMs / 2))),
    },
  };
}

const draining = new WeakSet<FastifyInstance>();

/**
 * While the server shuts down, every request (a new one, or one on a kept-alive connection) is
 * answered 503 `server_unavailable` with `Connection: close`, instead of meeting a closed socket.
 */
export function registerDrain(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining.has(app)) return;
    reply.header('connection', 'close');
    throw new AppError(
      'server_unavailable',
      'The server is restarting. Please try again in a moment.',
    );
  });
  app.addHook('onSend', async (_request, reply) => {
    // Answers that were already under way close their connection behind them.
    if (draining.has(app)) reply.header('connection', 'close');
  });
}

const connectionCount = (app: FastifyInstance) =>
  new Promise<number>((resolve) =>
    app.server.getConnections((error, count) => resolve(error ? 0 : count)),
  );

/**
 * Starts answering 503 and waits until every connection has closed or `graceMs` has passed:
 * a request already on its way over a kept-alive connection then gets an answer, not a reset.
 */
export async function drain(app: FastifyInstance, graceMs: number): Promise<void> {
  draining.add(app);
  const until = Date.now() + graceMs;
  while (Date.now() < until && (await connectionCount(app)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
