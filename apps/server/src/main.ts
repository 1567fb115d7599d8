import { buildApp } from './app';
import { FolderInUseError } from './db/folder-lock';
import { startWorkers } from './jobs/workers';
import { boundHeapGrowth, restartWithMemoryBounds } from './lib/heap';
import { closeOnSignals, loadConfigOrExit } from './lib/entry';

async function main(): Promise<void> {
  restartWithMemoryBounds();
  boundHeapGrowth();
  const config = loadConfigOrExit();
  const app = await buildApp({ config });

  closeOnSignals(app);

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  if (config.QUEUE_WORKER) await startWorkers(app.deps);
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
