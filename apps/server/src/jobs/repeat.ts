import { setTimeout as sleep } from 'node:timers/promises';

export interface RepeatOptions {
  everyMs: number;
  /** Queues the job of one time slot under its key; every process sends the same key for it. */
  sendSlot(key: string): Promise<void>;
  stopping: AbortSignal;
  onError(error: unknown): void;
  clock?: () => number;
}

/** The key of the slot of `everyMs` that `at` falls in: the same in every process. */
export const slotKey = (everyMs: number, at: number) =>
  `every-${everyMs}ms-${Math.floor(at / everyMs)}`;

/**
 * Queues one job for each slot of `everyMs` while this process runs: at its start for the slot
 * under way, then as each slot begins. Every process sends the slot's job under the same key, so
 * the queue keeps one for all of them; a process that dies, even mid-job, takes nothing from the
 * others, which go on sending the slots after it.
 */
export async function repeatEvery(options: RepeatOptions): Promise<void> {
  const { everyMs, stopping } = options;
  const clock = options.clock ?? Date.now;
  while (!stopping.aborted) {
    const now = clock();
    try {
      await options.sendSlot(slotKey(everyMs, now));
    } catch (error) {
      if (!stopping.aborted) options.onError(error);
    }
    const nextSlot = (Math.floor(now / everyMs) + 1) * everyMs;
    await sleep(Math.max(0, nextSlot - clock()), undefined, { signal: stopping }).catch(() => {});
  }
}
