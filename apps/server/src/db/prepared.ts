import type { Database } from './client';

/**
 * A query built and prepared once per database, for the hot paths: later calls skip query
 * building, and PostgreSQL keeps the statement's plan.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}
