/** How long a process remembers a keyed job it queued: far less than the queue keeps a job. */
const REMEMBER_MS = 10 * 60_000;
const MOST_KEPT = 50_000;

/**
 * The keyed jobs this process queued lately, so a send it knows the queue would drop costs no
 * round trip. What it forgets is sent again and dropped by the queue's own key.
 */
export function recentKeys(clock: () => number = Date.now) {
  const until = new Map<string, number>();
  return {
    has(id: string): boolean {
      const end = until.get(id);
      if (end === undefined) return false;
      if (end > clock()) return true;
      until.delete(id);
      return false;
    },
    add(ids: Iterable<string>): void {
      const end = clock() + REMEMBER_MS;
      for (const id of ids) {
        until.delete(id);
        until.set(id, end);
      }
      // The oldest first: a Map keeps its insertion order.
      for (const id of until.keys()) {
        if (until.size <= MOST_KEPT) break;
        until.delete(id);
      }
    },
  };
}
