import { eq } from 'drizzle-orm';
import type { NetworkKey } from '@quillpost/shared';
import type { Database } from '../../src/db/client';
import { publications } from '../../src/db/schema';
import { publishPublication } from '../../src/publications/publish';
import type { App } from '../../src/types';
import type { NetworkView } from './network-views';

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
      // Drizzle runs a built statement when it is awaited, that is when `then` is called, and a
      // prepared or raw one when `execute` is called.
      if (property === 'then' && stopped) return () => never();
      if ((property === 'transaction' || property === 'execute') && stopped) return never;
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

/**
 * A worker that stops while the network holds its send of `heldText`: the publication (scheduled
 * for later, so its own job waits) is made due now and run on a database that stops once the
 * send has arrived. The running workers take it up only from the job the stopped worker's lease
 * leaves behind. The held request goes on only once the worker taking over has sent the part
 * itself (with the same send key): X made the post already; Bluesky's record key and Mastodon's
 * Idempotency-Key must keep the two requests to one post.
 */
export async function stopWorkerWhileHeld(
  app: App,
  view: NetworkView,
  input: { network: NetworkKey; publicationId: string; heldText: string },
): Promise<void> {
  await app.deps.db
    .update(publications)
    .set({ publishAt: new Date() })
    .where(eq(publications.id, input.publicationId));
  const held = view.hold(input.heldText);
  const stopping = stoppableDatabase(app.deps.db);
  const context = { signal: new AbortController().signal, retryCount: 0 };
  void publishPublication({ ...app.deps, db: stopping.db }, input.publicationId, context);
  await held.arrived;
  stopping.stop();
  if (input.network !== 'x') {
    await view.attempted(input.heldText, 2);
    held.release();
  }
}
