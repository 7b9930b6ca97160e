import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/**
 * PostgreSQL keeps statistics for an index expression only when the index is not partial: a
 * partial prefix index (lower(x) text_pattern_ops WHERE del_flag = false) needs statistics on
 * its expression (CREATE STATISTICS, migration 0019), or the planner guesses 1% for every
 * prefix and walks the whole time index for a rare one. A new area's partial prefix index
 * needs its statistics too: this test names the ones missing.
 */
describe('what the planner works with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const rows = async <T>(q: ReturnType<typeof sql>) => {
    const r = (await t.ctx.db.execute(q)) as unknown as { rows?: T[] } | T[];
    return (Array.isArray(r) ? r : (r.rows ?? [])) as T[];
  };

  it('plans every run of a prepared statement with its values (a generic plan cannot use a prefix index)', async () => {
    const [row] = await rows<{ plan_cache_mode: string }>(sql`show plan_cache_mode`);
    expect(row?.plan_cache_mode).toBe('force_custom_plan');
  });

  it('partial prefix indexes have statistics on their expressions', async () => {
    const indexes = await rows<{ table: string; expr: string }>(sql`
      select c.relname as "table", pg_get_indexdef(i.indexrelid, 1, true) as expr
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and i.indpred is not null and i.indexprs is not null
        and pg_get_indexdef(i.indexrelid) like '%text_pattern_ops%'`);
    const stats = await rows<{ table: string; expr: string }>(sql`
      select c.relname as "table", pg_get_statisticsobjdef_expressions(s.oid)::text as expr
      from pg_statistic_ext s join pg_class c on c.oid = s.stxrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema()`);
    expect(indexes.length).toBeGreaterThan(10);
    const norm = (e: string) => e.replace(/[{}"()\s]/g, '').replace(/::text/g, '');
    const covered = new Set(stats.map((s) => `${s.table}:${norm(s.expr)}`));
    const missing = indexes.filter((i) => !covered.has(`${i.table}:${norm(i.expr)}`)).map((i) => `${i.table}: ${i.expr}`);
    expect(missing).toEqual([]);
  });
});
