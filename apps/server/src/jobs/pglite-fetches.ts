import type { PGlite } from '@electric-sql/pglite';
import type { PGliteLike } from 'pg-boss';
import { registerNamedStatement } from '../db/pglite-named';

/** pg-boss's fetch of a queue's next jobs: one statement, with its values written into its text. */
const FETCH = /^\s*WITH\s+next\s+AS\s*\(/;
/** Beyond this many texts, fetches run as they are: a bound on what is kept prepared. */
const MOST_NAMED = 64;

/**
 * PGlite as pg-boss's adapter sees it, but for the fetches. Every queue is asked for work every
 * second, always in the same text; sent as it is, PGlite parses and plans it every time (about
 * 1 ms on an empty queue, 2.5 to 11 ms in a server with data), a few percent of a core while
 * nothing happens, and a request arriving meanwhile waits for it. Run by name, its plan is kept
 * (0.27 ms on an empty queue). Every other statement, DDL and blocks of several among them, goes
 * as before.
 */
export function pgliteWithNamedFetches(client: PGlite): PGliteLike {
  const named = new Set<string>();
  return {
    query: (text, params) => client.query(text, params),
    async exec(text) {
      const nameable = named.has(text) || named.size < MOST_NAMED;
      if (!FETCH.test(text) || !nameable) return client.exec(text);
      named.add(text);
      registerNamedStatement(client, text);
      return [await client.query(text)];
    },
    listen: (channel, callback) => client.listen(channel, callback),
  };
}
