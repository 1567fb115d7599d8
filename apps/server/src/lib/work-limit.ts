export interface WorkLimit {
  /** Runs `task` once fewer than the limit's size run; until then it waits its turn, in order. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** How many tasks wait their turn now. */
  readonly waiting: number;
}

/** At most `size` tasks at once; the others wait, none is refused. */
export function workLimit(size: number): WorkLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = () =>
    new Promise<void>((resolve) => {
      if (running < size) {
        running++;
        resolve();
      } else {
        // The task finishing hands its place straight over, so `running` never drops in between.
        waiting.push(resolve);
      }
    });
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    get waiting() {
      return waiting.length;
    },
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        leave();
      }
    },
  };
}
