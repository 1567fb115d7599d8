import { ConfigError, loadConfig, type Config } from '../config';
import type { App } from '../types';

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
 * Closes the app on SIGTERM or SIGINT: the queue stops taking jobs and its handlers finish or hand
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
    app.close().then(
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
