import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { AppError } from '../http/errors';

/** A table the kit can edit: an id, an optimistic version and (optionally) a soft-delete flag. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt?: PgColumn; delFlag?: PgColumn };

function live(table: VersionedTable, id: number) {
  return table.delFlag ? and(eq(table.id, id), eq(table.delFlag, false)) : eq(table.id, id);
}

/**
 * Locks the row and checks the version the client edited: missing → 1002, someone saved
 * in between → 1005 (HTTP 409) and nothing is written.
 */
export async function lockVersion<T extends VersionedTable>(tx: DbOrTx, table: T, id: number, version: number): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(live(table, id))
    .for('update');
  if (!row) throw new AppError(1002);
  if ((row as { version: number }).version !== version) throw new AppError(1005, { currentVersion: (row as { version: number }).version });
  return row as T['$inferSelect'];
}

/** Version-checked update: returns the row before and after (version + 1). */
export async function updateVersioned<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  version: number,
  values: Partial<T['$inferInsert']>,
): Promise<{ before: T['$inferSelect']; after: T['$inferSelect'] }> {
  const before = await lockVersion(tx, table, id, version);
  const set: Record<string, unknown> = { ...values, version: sql`${table.version} + 1` };
  if (table.updatedAt) set.updatedAt = sql`now()`;
  const [after] = await tx
    .update(table as PgTable)
    .set(set as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning();
  if (!after) throw new AppError(1005);
  return { before, after: after as T['$inferSelect'] };
}

/** Version-checked soft delete (del_flag) or hard delete when the table has no flag. */
export async function deleteVersioned<T extends VersionedTable>(tx: DbOrTx, table: T, id: number, version: number): Promise<T['$inferSelect']> {
  const before = await lockVersion(tx, table, id, version);
  if (table.delFlag) {
    const set: Record<string, unknown> = { delFlag: true, version: sql`${table.version} + 1` };
    if (table.updatedAt) set.updatedAt = sql`now()`;
    await tx
      .update(table as PgTable)
      .set(set as never)
      .where(eq(table.id, id));
  } else {
    await tx.delete(table as PgTable).where(eq(table.id, id));
  }
  return before;
}
