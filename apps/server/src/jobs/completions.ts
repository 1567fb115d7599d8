/** A job as fetched: completing it is fenced to this try, so a retry taken elsewhere is untouched. */
export interface JobAttempt {
  id: string;
  retryCount: number;
}

export interface CompletionOptions {
  /** How long a finished job waits for others of its queue to finish with it. */
  delayMs: number;
  /** A batch this large is completed at once. */
  max: number;
  onError: (error: unknown) => void;
}

/**
 * Marks finished jobs completed, those of one queue that end within `delayMs` of each other in one
 * statement: at thousands of jobs a minute, one statement each was a sixth of the database's time.
 * A job waits at most `delayMs` longer in the queue's `active` state; if its batch fails, or the
 * process dies first, the queue gives the job again once it expires, as for a process that died
 * as its handler ended, and every handler is written to find its work already done.
 */
export function batchedCompletions(
  complete: (name: string, attempts: JobAttempt[]) => Promise<unknown>,
  options: CompletionOptions,
) {
  const waiting = new Map<string, JobAttempt[]>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  const send = (name: string) => {
    const batch = waiting.get(name);
    if (!batch) return;
    waiting.delete(name);
    const sent: Promise<void> = complete(name, batch)
      .then(() => undefined, options.onError)
      .finally(() => running.delete(sent));
    running.add(sent);
  };
  const sendAll = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const name of [...waiting.keys()]) send(name);
  };

  return {
    add(name: string, attempt: JobAttempt): void {
      const batch = waiting.get(name) ?? [];
      batch.push(attempt);
      waiting.set(name, batch);
      if (batch.length >= options.max) send(name);
      else timer ??= setTimeout(sendAll, options.delayMs);
    },
    /** Completes every job waiting now, and waits for every batch under way. */
    async flush(): Promise<void> {
      sendAll();
      await Promise.all(running);
    },
  };
}
