/** The planner's statistics, kept fresh on both databases by a job (PGlite has no autovacuum). */
export { analyzeGrownTables } from './analyze';
