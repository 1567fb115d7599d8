import { ConfigError, loadConfig, type Config } from '../config';

/** A process that can be stopped: the HTTP server (drained first), or a worker alone. */
export interface Closable {
  log: { info(message: string): void; error(details: object, message: string): void };
  close(): Promise<void>;
}

/** The configuration from the environment; a wrong value ends the process naming the variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Closes the process on SIGTERM or SIGINT with its own `close` (the server first answers 503 for
 * a short grace, then stops its queue and database; a worker stops its queue, whose handlers
 * finish or hand back what they hold, then its database). A shutdown that hangs ends the process
 * anyway. Answers a signal aborted as the shutdown begins, for start-up work still under way.
 */
export function closeOnSignals(target: Closable, forceAfterMs = 15_000): AbortSignal {
  const stopping = new AbortController();
  const shutdown = (signal: string) => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    target.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), forceAfterMs);
    force.unref();
    target.close().then(
      () => process.exit(0),
      (error: unknown) => {
        target.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return stopping.signal;
}
