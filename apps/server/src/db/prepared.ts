import type { Database } from './client';
import { registerNamedStatement } from './pglite-named';

/**
 * A query built and prepared once per database, for the hot paths: later calls skip query
 * building, and the database keeps the statement (PostgreSQL by its name; PGlite through
 * `registerNamedStatement`, as its driver would parse and plan it again on every call).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      prepared.set(db, (query = build(db)));
      const sql = (query as { getQuery?: () => { sql: string } }).getQuery?.().sql;
      if (sql) registerNamedStatement((db as { $client?: unknown }).$client, sql);
    }
    return query;
  };
}
