import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs EXPLAIN on a query with sequential scans priced out (`enable_seqscan = off`): if
 * the plan still scans `table` sequentially, no index can serve the query. Returns the plan.
 */
export async function explainPlan(db: Db, query: SQL | { getSQL(): SQL }): Promise<string> {
  const q = 'getSQL' in query ? query.getSQL() : query;
  let plan = '';
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const res = (await tx.execute(sql`explain ${q}`)) as unknown as { rows: Array<Record<string, string>> } | Array<Record<string, string>>;
    const rows = Array.isArray(res) ? res : res.rows;
    plan = rows.map((r) => r['QUERY PLAN'] ?? Object.values(r)[0]).join('\n');
  });
  return plan;
}

export async function explainUsesIndex(db: Db, table: string, query: SQL | { getSQL(): SQL }): Promise<{ ok: boolean; plan: string }> {
  const plan = await explainPlan(db, query);
  return { ok: !new RegExp(`Seq Scan on "?${table}"?\\b`).test(plan), plan };
}
