import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { onVehicleItemBound, onVehicleItemMerged } from './basic-data.service';

/** A table of another part that names our brands and models by id (columns of live rows: delFlag false). */
export type VehicleItemRefs = { table: PgTable & { id: PgColumn; delFlag: PgColumn }; brand?: PgColumn; model?: PgColumn };

async function named(tx: DbOrTx, refs: VehicleItemRefs, column: PgColumn, id: number): Promise<boolean> {
  const [hit] = await tx
    .select({ id: refs.table.id })
    .from(refs.table)
    .where(and(eq(column, id), eq(refs.table.delFlag, false)))
    .limit(1);
  return Boolean(hit);
}

/** Disabling a brand or model the table names answers 102048; a merge repoints its rows to the item kept. */
export function registerVehicleItemRefs(refs: VehicleItemRefs): void {
  for (const kind of ['brand', 'model'] as const) {
    const column = refs[kind];
    if (!column) continue;
    onVehicleItemBound(kind, (tx, id) => named(tx, refs, column, id));
    onVehicleItemMerged(kind, async (tx, fromId, toId) => {
      await tx
        .update(refs.table)
        .set({ [`${kind}Id`]: toId } as never)
        .where(eq(column, fromId));
    });
  }
}
