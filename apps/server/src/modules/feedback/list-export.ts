import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import type { ExportSpec } from '../../platform/kit/export';

/** What an export needs of a list's page definition (definePage): its count, keyset seek and order. */
type ListPage<Q> = {
  count: (db: DbOrTx, q: Q) => Promise<number>;
  seek: (q: Q, afterId: number | undefined, offset: number) => { where: SQL | undefined; offset: number };
  orderBy: (q: Q) => SQL[];
};

/**
 * An export's reading of a list: the same filters and order as the screen, batch after batch by
 * keyset on the row id (the queue and the refund records share it).
 */
export function listRows<Q, T extends PgTable, R extends { id: number }>(
  page: ListPage<Q>,
  table: T,
  present: (row: T['$inferSelect']) => R,
): Pick<ExportSpec<Q, R>, 'count' | 'fetch' | 'keyOf'> {
  return {
    count: (db, q) => page.count(db, q),
    fetch: async (db, q, limit, offset, after) => {
      const p = page.seek(q, after, offset);
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(p.where)
        .orderBy(...page.orderBy(q))
        .limit(limit)
        .offset(p.offset);
      return (rows as T['$inferSelect'][]).map(present);
    },
    keyOf: (r) => r.id,
  };
}
