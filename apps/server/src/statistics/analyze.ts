import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * PostgreSQL's own rule for when autovacuum analyzes a table: once the rows inserted, updated or
 * deleted since the last ANALYZE exceed a base count and a share of the table's size.
 */
const BASE_CHANGES = 50;
const SHARE_OF_ROWS = 0.1;

interface GrownTable {
  schemaname: string;
  relname: string;
}

/**
 * Analyzes every table that changed enough since its last ANALYZE, or that holds rows and has no
 * statistics at all, and answers their names.
 * PGlite runs no autovacuum, so without this its planner never has statistics and chooses by
 * table sizes alone; PostgreSQL gets the same, whatever its autovacuum is set to, so both plan
 * from the same kind of figures. The change counts are flushed first: this session's own writes
 * would otherwise show only when it next idles.
 */
export async function analyzeGrownTables(db: Database): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select s.schemaname, s.relname
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.n_mod_since_analyze > ${BASE_CHANGES} + ${SHARE_OF_ROWS} * greatest(c.reltuples, 0)
      -- Rows and no statistics at all: change counts lost with a restart (PGlite keeps none
      -- across one), or rows written before them. The statistics themselves are kept, so a
      -- table analyzed once is not analyzed again at every start.
      or (pg_relation_size(c.oid) > 0 and not exists (
        select 1 from pg_stats p where p.schemaname = s.schemaname and p.tablename = s.relname))
    order by s.schemaname, s.relname`);
  const grown = (result as unknown as { rows: GrownTable[] }).rows;
  for (const table of grown) {
    await db.execute(
      sql`analyze ${sql.identifier(table.schemaname)}.${sql.identifier(table.relname)}`,
    );
  }
  return grown.map((table) => `${table.schemaname}.${table.relname}`);
}
