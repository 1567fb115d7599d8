import type { z } from 'zod';

/** A kind of background job: its queue name, the payload it carries, and how it is retried. */
export interface JobDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  /** Seconds a held job may run before the queue gives it to another worker. */
  expireInSeconds?: number;
  /** Tries after the first when the handler throws. */
  retryLimit?: number;
  /** Seconds before a retry (doubled each time when `retryBackoff`). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /**
   * `stately`: at most one job waiting and one running; a send beyond that is dropped, and the
   * waiting one is not taken while the running one is held, even by a process that died.
   */
  policy?: 'standard' | 'stately';
}

export interface JobContext {
  /** Aborted when this worker stops: finish the step in hand, then hand the rest back. */
  signal: AbortSignal;
  /** How many times this job was tried before. */
  retryCount: number;
}

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /**
   * At most one job of this kind is queued under a key: a send with a key already queued (or run
   * and still kept) is dropped. Keys name what the job is for, so a repeated send is harmless.
   */
  key?: string;
}

export interface WorkOptions<Payload = unknown> {
  /** Jobs of this kind run at once in this process, when not the client's `concurrency`. */
  slots?: number;
  /**
   * One job of this kind for each slot of `everyMs`, queued by every process that takes the kind
   * under the slot's key (so one for all), with this payload.
   */
  repeat?: { everyMs: number; payload: Payload };
}

/** The job queue, built once per process; every instance and worker shares the database. */
export interface JobsClient {
  send<Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options?: SendOptions,
  ): Promise<void>;
  /** Queues several jobs of one kind in one statement. */
  sendMany<Payload>(
    job: JobDefinition<Payload>,
    items: { payload: Payload; options?: SendOptions }[],
  ): Promise<void>;
  /** Starts taking jobs of this kind in this process. */
  work<Payload>(
    job: JobDefinition<Payload>,
    handler: JobHandler<Payload>,
    options?: WorkOptions<Payload>,
  ): Promise<void>;
  /** Stops taking jobs, lets handlers finish or hand back, then disconnects. */
  stop(): Promise<void>;
}

export const defineJob = <Payload>(job: JobDefinition<Payload>) => job;
