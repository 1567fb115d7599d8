import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { JobDefinition, JobHandler, JobsClient, SendOptions } from './client';

export interface PgBossClientOptions {
  /** The embedded database to share, or PostgreSQL's connection string. */
  connection: { pglite: PGlite } | { databaseUrl: string };
  /** Seconds between polls for due jobs. */
  pollingIntervalSeconds?: number;
  /** Due jobs of one kind taken in one fetch and run at once (1 by default). */
  concurrency?: number;
  /** How long `stop()` waits for handlers before giving up on them. */
  stopTimeoutMs?: number;
  onError?: (error: Error) => void;
}

const failureOf = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
});

/**
 * The job queue on pg-boss, in the application's own database (PostgreSQL or PGlite). pg-boss
 * starts on first use, so a process that never queues or works anything never installs it.
 */
export function createPgBossJobs(options: PgBossClientOptions): JobsClient {
  const { connection } = options;
  const base: ConstructorOptions = { schema: 'pgboss', supervise: true, schedule: false };
  const boss =
    'pglite' in connection
      ? new PgBoss({ ...base, db: fromPglite(connection.pglite), backend: 'pglite' })
      : new PgBoss({ ...base, connectionString: connection.databaseUrl, max: 4 });
  boss.on('error', (error: Error) => options.onError?.(error));
  let started: Promise<unknown> | undefined;
  const start = () => (started ??= boss.start());

  const stopping = new AbortController();
  const created = new Set<string>();
  const ensureQueue = async (job: JobDefinition<unknown>) => {
    await start();
    if (created.has(job.name)) return;
    const { expireInSeconds, retryLimit, retryDelay, retryBackoff, policy } = job;
    const settings = { expireInSeconds, retryLimit, retryDelay, retryBackoff, policy };
    // pg-boss refuses keys that are present but undefined.
    await boss.createQueue(
      job.name,
      Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    );
    created.add(job.name);
  };

  return {
    async send<Payload>(job: JobDefinition<Payload>, payload: Payload, send: SendOptions = {}) {
      await ensureQueue(job as JobDefinition<unknown>);
      const data = job.payload.parse(payload) as object;
      await boss.send(job.name, data, { startAfter: send.startAfter });
    },
    async sendMany<Payload>(
      job: JobDefinition<Payload>,
      items: { payload: Payload; options?: SendOptions }[],
    ) {
      if (items.length === 0) return;
      await ensureQueue(job as JobDefinition<unknown>);
      await boss.insert(
        job.name,
        items.map(({ payload, options: send = {} }) => ({
          data: job.payload.parse(payload) as object,
          startAfter: send.startAfter,
        })),
      );
    },
    async work<Payload>(job: JobDefinition<Payload>, handler: JobHandler<Payload>) {
      await ensureQueue(job as JobDefinition<unknown>);
      // One poll takes up to `concurrency` due jobs and runs them side by side; each job is
      // settled alone (a failure retries that job only), and a full batch is followed by another
      // fetch at once rather than after the polling interval.
      await boss.work<object>(
        job.name,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
          batchSize: options.concurrency ?? 1,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        (batch) =>
          Promise.all(
            batch.map(async (held) => {
              const signal = AbortSignal.any([held.signal, stopping.signal]);
              try {
                const payload = job.payload.parse(held.data);
                await handler(payload, { signal, retryCount: held.retryCount });
                return { id: held.id, status: 'completed' as const };
              } catch (error) {
                return { id: held.id, status: 'failed' as const, output: failureOf(error) };
              }
            }),
          ),
      );
    },
    async stop() {
      stopping.abort();
      if (!started) return;
      await started;
      await boss.stop({ graceful: true, close: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
