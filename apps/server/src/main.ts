import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { boundHeapGrowth } from './lib/heap';

async function main(): Promise<void> {
  boundHeapGrowth();
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
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

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const signIn = config.googleEnabled
    ? 'Google'
    : config.localSignInEnabled
      ? 'local form at /auth/local'
      : 'none (set GOOGLE_CLIENT_ID or ALLOW_LOCAL_SIGNIN)';
  console.log(`Quillpost is running at http://${host}:${port}`);
  console.log(
    `Database: ${app.deps.database.kind}. Writing engine: ${app.deps.generation.engine.name}. ` +
      `Payments: ${config.razorpayEnabled ? 'Razorpay' : 'sandbox (no real money)'}. Sign-in: ${signIn}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
