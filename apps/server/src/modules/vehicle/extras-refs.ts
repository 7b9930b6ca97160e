import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { onVehicleItemBound, onVehicleItemMerged } from './basic-data.service';
import { adasData, motorcycleWires, shortCodes, topologyMaps, vehicleServices } from './extras.tables';

type Ref = { table: PgTable & { delFlag: PgColumn; id: PgColumn }; column: PgColumn; key: 'brandId' | 'modelId' };
const BRAND_REFS: Ref[] = [vehicleServices, motorcycleWires, shortCodes, adasData, topologyMaps].map((t) => ({ table: t, column: t.brandId, key: 'brandId' }));
const MODEL_REFS: Ref[] = [vehicleServices, motorcycleWires, adasData, topologyMaps].map((t) => ({ table: t, column: t.modelId, key: 'modelId' }));

async function bound(tx: DbOrTx, refs: Ref[], id: number): Promise<boolean> {
  for (const r of refs) {
    const [hit] = await tx
      .select({ id: r.table.id })
      .from(r.table)
      .where(and(eq(r.column, id), eq(r.table.delFlag, false)))
      .limit(1);
    if (hit) return true;
  }
  return false;
}

async function move(tx: DbOrTx, refs: Ref[], fromId: number, toId: number) {
  for (const r of refs)
    await tx
      .update(r.table)
      .set({ [r.key]: toId } as never)
      .where(eq(r.column, fromId));
}

let registered = false;
/** Our brands and models this part names: bound (disabling answers 102048) and repointed on a merge. */
export function registerExtrasRefs(): void {
  if (registered) return;
  registered = true;
  onVehicleItemBound('brand', (tx, id) => bound(tx, BRAND_REFS, id));
  onVehicleItemBound('model', (tx, id) => bound(tx, MODEL_REFS, id));
  onVehicleItemMerged('brand', (tx, fromId, toId) => move(tx, BRAND_REFS, fromId, toId));
  onVehicleItemMerged('model', (tx, fromId, toId) => move(tx, MODEL_REFS, fromId, toId));
}
