import { buildApp } from './app';
import { FolderInUseError } from './db/folder-lock';
import { startJobWorkers } from './jobs/list';
import { boundHeapGrowth, restartWithMemoryBounds } from './lib/heap';
import { closeOnSignals, loadConfigOrExit } from './lib/entry';
import { drain } from './plugins/connections';

/** Kept-alive connections get this long after SIGTERM to send a last request and get a 503. */
const SHUTDOWN_GRACE_MS = 2_000;

async function main(): Promise<void> {
  restartWithMemoryBounds();
  boundHeapGrowth();
  const config = loadConfigOrExit();
  const app = await buildApp({ config });

  // Every request is answered 503 for a short grace (plugins/connections.ts), so none meets a
  // closed kept-alive connection; then the queue and the database close with the app.
  const stopping = closeOnSignals({
    log: app.log,
    close: () => drain(app, SHUTDOWN_GRACE_MS).then(() => app.close()),
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  if (config.QUEUE_WORKER) await startJobWorkers(app.deps, stopping);
  if (stopping.aborted) return;
  console.log(`Quillpost is running at http://${host}:${port} on Node ${process.versions.node}`);
  console.log(
    `Database: ${app.deps.database.kind}. Writing engine: ${app.deps.generation.engine.name}. ` +
      `Payments: ${app.deps.payments.description}. Sign-in: ${config.signInSummary}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof FolderInUseError ? error.message : error);
  process.exit(1);
});
