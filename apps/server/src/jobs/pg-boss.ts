import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PgBoss, fromPglite, type ConstructorOptions, type Job } from 'pg-boss';
import { pgliteWithNamedFetches } from './pglite-fetches';
import type { JobDefinition, JobHandler, JobsClient, SendOptions, WorkOptions } from './client';
import { batchedCompletions } from './completions';
import { recentKeys } from './recent-keys';
import { repeatEvery } from './repeat';

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

/**
 * The job's id for a keyed send: a UUID made from the queue and the key, so the queue's primary
 * key drops a second job with the same key (pg-boss inserts with ON CONFLICT DO NOTHING).
 */
export function keyedJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  // RFC 9562 version 8 (custom) and variant bits, so the id is a well-formed UUID.
  const version = `8${hex.slice(13, 16)}`;
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16) + hex.slice(17, 20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}-${variant}-${hex.slice(20, 32)}`;
}

const jobOptions = (name: string, send: SendOptions) => ({
  startAfter: send.startAfter,
  ...(send.key === undefined ? {} : { id: keyedJobId(name, send.key) }),
});

/** Finished jobs of a queue are completed together when they end within this of each other. */
const COMPLETION_DELAY_MS = 100;
const COMPLETION_BATCH_MAX = 100;

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
      ? new PgBoss({
          ...base,
          db: fromPglite(pgliteWithNamedFetches(connection.pglite)),
          backend: 'pglite',
        })
      : new PgBoss({ ...base, connectionString: connection.databaseUrl, max: 4 });
  boss.on('error', (error: Error) => options.onError?.(error));
  let started: Promise<unknown> | undefined;
  const start = () => (started ??= boss.start());
  const reportError = (error: unknown) =>
    options.onError?.(error instanceof Error ? error : new Error(String(error)));
  const completions = batchedCompletions((name, attempts) => boss.complete(name, attempts), {
    delayMs: COMPLETION_DELAY_MS,
    max: COMPLETION_BATCH_MAX,
    onError: reportError,
  });

  const stopping = new AbortController();
  const lanes: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  const wakeAll = () => sleepers.forEach((wake) => wake());

  /** One job, settled alone: a failure retries that job only. */
  const runOne = async <Payload>(
    job: JobDefinition<Payload>,
    handler: JobHandler<Payload>,
    held: Job<object>,
  ) => {
    // Aborted when the worker stops, or when the queue would give the job to another worker.
    const signal = AbortSignal.any([
      stopping.signal,
      AbortSignal.timeout(held.expireInSeconds * 1000),
    ]);
    const attempt = { id: held.id, retryCount: held.retryCount };
    try {
      const payload = job.payload.parse(held.data);
      await handler(payload, { signal, retryCount: held.retryCount });
    } catch (error) {
      await boss.fail(job.name, attempt, failureOf(error)).catch(reportError);
      return;
    }
    completions.add(job.name, attempt);
  };

  /**
   * Up to `concurrency` jobs of a kind at once, each slot taken again as soon as its job ends:
   * a slow job (a thread, a wait for a network) holds its own slot only, never the others'. A
   * fetch that fills every free slot is followed by another when a slot frees; otherwise the
   * queue is asked again after the polling interval.
   */
  const runLanes = async <Payload>(
    job: JobDefinition<Payload>,
    handler: JobHandler<Payload>,
    slots: number,
  ) => {
    const pollMs = (options.pollingIntervalSeconds ?? 1) * 1000;
    const running = new Set<Promise<void>>();
    let slotFreed = false;
    let wake = () => {};
    const rest = (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        wake = done;
        sleepers.add(done);
      });
    while (!stopping.signal.aborted) {
      const free = slots - running.size;
      let filled = false;
      if (free > 0) {
        slotFreed = false;
        try {
          const jobs = await boss.fetch<object>(job.name, { batchSize: free });
          filled = jobs.length === free;
          for (const held of jobs) {
            const run: Promise<void> = runOne(job, handler, held).finally(() => {
              running.delete(run);
              slotFreed = true;
              wake();
            });
            running.add(run);
          }
        } catch (error) {
          reportError(error);
        }
      }
      if (stopping.signal.aborted) break;
      // More may be due: go on as soon as a slot frees. Otherwise wait for the next poll.
      if (filled || free <= 0) {
        if (!slotFreed) await rest(pollMs * 60);
      } else {
        await rest(pollMs);
      }
    }
    await Promise.all(running);
  };
  const created = new Set<string>();
  const sentKeys = recentKeys();
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

  /** Keyed jobs this process queued lately are left out: the queue would drop them. */
  const sendMany = async <Payload>(
    job: JobDefinition<Payload>,
    items: { payload: Payload; options?: SendOptions }[],
  ) => {
    const jobs = items
      .map(({ payload, options: send = {} }) => ({
        data: job.payload.parse(payload) as object,
        ...jobOptions(job.name, send),
      }))
      .filter((one) => !(one.id && sentKeys.has(one.id)));
    if (jobs.length === 0) return;
    await ensureQueue(job as JobDefinition<unknown>);
    await boss.insert(job.name, jobs);
    sentKeys.add(jobs.flatMap((one) => (one.id ? [one.id] : [])));
  };

  return {
    send: (job, payload, options) => sendMany(job, [{ payload, options }]),
    sendMany,
    async work<Payload>(
      job: JobDefinition<Payload>,
      handler: JobHandler<Payload>,
      work: WorkOptions<Payload> = {},
    ) {
      await ensureQueue(job as JobDefinition<unknown>);
      lanes.push(runLanes(job, handler, work.slots ?? options.concurrency ?? 1));
      const { repeat } = work;
      if (repeat) {
        const sendSlot = (key: string) =>
          sendMany(job, [{ payload: repeat.payload, options: { key } }]);
        lanes.push(
          repeatEvery({
            everyMs: repeat.everyMs,
            sendSlot,
            stopping: stopping.signal,
            onError: reportError,
          }),
        );
      }
    },
    async stop() {
      stopping.abort();
      wakeAll();
      if (!started) return;
      await started;
      // Handlers were told through their signal; each finishes its step or hands back.
      const gaveUp = sleep(options.stopTimeoutMs ?? 10_000, undefined, { ref: false });
      await Promise.race([Promise.all(lanes), gaveUp]);
      await completions.flush();
      await boss.stop({ graceful: true, close: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
