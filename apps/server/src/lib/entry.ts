import { ConfigError, loadConfig, type Config } from '../config';
import { drain } from '../plugins/connections';
import type { App } from '../types';

/** Kept-alive connections get this long after SIGTERM to send a last request and get a 503. */
const SHUTDOWN_GRACE_MS = 2_000;

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
 * Closes the app on SIGTERM or SIGINT: first every request is answered 503 for a short grace
 * (plugins/connections.ts), so none meets a closed kept-alive connection; then the queue stops taking jobs and its handlers finish or hand
 * back what they hold, then the database closes. A shutdown that hangs ends the process anyway.
 */
export function closeOnSignals(app: App, forceAfterMs = 15_000): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), forceAfterMs);
    force.unref();
    drain(app, SHUTDOWN_GRACE_MS)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
