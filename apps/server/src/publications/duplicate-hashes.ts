import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { duplicateHash } from '../lib/duplicate-hash';

/** Rows given their hash per statement: a few hundred texts read and written at a time. */
const BATCH = 500;

/**
 * Each table the duplicate check reads, as the rows still without a duplicate hash (their key
 * columns, text and author) and the update that gives one its hash, where it still has none.
 */
const TABLES: { unhashed: SQL; update: (values: SQL) => SQL }[] = [
  {
    unhashed: sql`select pp.publication_id as a, pp.position::text as b, pp.text, p.user_id
      from publication_parts pp join publications p on p.id = pp.publication_id
      where pp.duplicate_hash is null limit ${BATCH}`,
    update: (values) => sql`update publication_parts t set duplicate_hash = v.hash
      from (values ${values}) as v(a, b, hash)
      where t.publication_id = v.a and t.position = v.b::int and t.duplicate_hash is null
      returning 1`,
  },
  {
    unhashed: sql`select pa.publication_id as a, pa.kind as b, pa.text, p.user_id
      from publication_automations pa join publications p on p.id = pa.publication_id
      where pa.kind = 'plug' and pa.text is not null and pa.duplicate_hash is null
      limit ${BATCH}`,
    update: (values) => sql`update publication_automations t set duplicate_hash = v.hash
      from (values ${values}) as v(a, b, hash)
      where t.publication_id = v.a and t.kind = v.b and t.duplicate_hash is null
      returning 1`,
  },
  {
    unhashed: sql`select id as a, '' as b, text, user_id from imported_posts
      where duplicate_hash is null limit ${BATCH}`,
    update: (values) => sql`update imported_posts t set duplicate_hash = v.hash
      from (values ${values}) as v(a, b, hash)
      where t.id = v.a and t.duplicate_hash is null
      returning 1`,
  },
];

type Unhashed = { a: string; b: string; text: string; user_id: string };

/** The rows a statement answers, from either database's driver. */
const rowsOf = async <Row>(db: Database, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

/**
 * Gives every row saved before duplicate hashes were kept its hash, a batch at a time; answers
 * how many it gave (another process may give some meanwhile). Until then the duplicate check
 * reads such rows by their text. A row whose text changed meanwhile was written again with its
 * hash, and is left as it is.
 */
export async function fillDuplicateHashes(db: Database): Promise<number> {
  let filled = 0;
  for (const table of TABLES) {
    for (;;) {
      const rows = await rowsOf<Unhashed>(db, table.unhashed);
      if (rows.length === 0) break;
      const values = sql.join(
        rows.map((row) => sql`(${row.a}, ${row.b}, ${duplicateHash(row.user_id, row.text)})`),
        sql`, `,
      );
      filled += (await rowsOf(db, table.update(values))).length;
      if (rows.length < BATCH) break;
    }
  }
  return filled;
}
