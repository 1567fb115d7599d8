import pino from 'pino';
import { buildDeps } from './deps';
import { startJobWorkers } from './jobs/list';
import { boundHeapGrowth, restartWithMemoryBounds } from './lib/heap';
import { closeOnSignals, loadConfigOrExit } from './lib/entry';
import { serializeError } from './plugins/logging';

/** A worker alone: takes every listed job from the shared database, and builds no HTTP app. */
async function main(): Promise<void> {
  restartWithMemoryBounds();
  boundHeapGrowth();
  const config = loadConfigOrExit();
  const log = pino({ level: config.LOG_LEVEL, serializers: { err: serializeError } });
  const built = await buildDeps({ config, genericPlans: true }, log);
  const stopping = closeOnSignals({
    log,
    close: async () => {
      await built.stopJobs();
      await built.closeDatabase();
    },
  });
  await startJobWorkers(built.deps, stopping);
  if (stopping.aborted) return;
  console.log(
    `Quillpost worker is running on Node ${process.versions.node}. Database: ${built.deps.database.kind}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
