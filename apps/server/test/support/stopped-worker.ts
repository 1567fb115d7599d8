import type { Database } from '../../src/db/client';

const never = () => new Promise<never>(() => {});

/**
 * The database as a worker that stops in the middle of its work sees it: after `stop()`, no query
 * it starts (a statement awaited, a transaction begun) ever runs or settles, as for a process that
 * was frozen or cut off from the database. Its lease is no longer renewed and nothing it does
 * reaches the rows; only its pending promises stay behind.
 */
export function stoppableDatabase(db: Database) {
  let stopped = false;
  const wrap = <T>(value: T): T =>
    value !== null && typeof value === 'object' ? (new Proxy(value, handler) as T) : value;
  const handler: ProxyHandler<object> = {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // Drizzle runs a statement when it is awaited, that is when `then` is called.
      if (property === 'then' && stopped) return () => never();
      if (property === 'transaction' && stopped) return never;
      return (...args: unknown[]) => wrap(value.apply(target, args));
    },
  };
  return {
    db: wrap(db),
    stop() {
      stopped = true;
    },
  };
}
