import { buildApp } from './app';
import { startWorkers } from './jobs/workers';
import { boundHeapGrowth, restartWithMemoryBounds } from './lib/heap';
import { closeOnSignals, loadConfigOrExit } from './lib/entry';

/** A worker alone: takes publishing jobs from the shared database and serves no HTTP. */
async function main(): Promise<void> {
  restartWithMemoryBounds();
  boundHeapGrowth();
  const config = loadConfigOrExit();
  const app = await buildApp({ config });
  closeOnSignals(app);
  await app.ready();
  await startWorkers(app.deps);
  console.log(
    `Quillpost worker is running on Node ${process.versions.node}. Database: ${app.deps.database.kind}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
