import { repairVehicleResource } from '@diagops/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { onVehicleItemBound, onVehicleItemMerged } from '../vehicle';
import { checkBrandModel, itemNames, yearsInOrder } from './repair-data.rules';
import { checkRepairData, dataNames } from './repair-data.service';
import { repairVehicles } from './repair-data.tables';

/** Our models (the vehicle area's basic data) a repair data item covers: each model once per item. */
export const repairVehicleService = resourceService(repairVehicleResource, {
  table: repairVehicles,
  computed: async (db, rows, _ctx, req) => {
    const lang = requestLanguage(req);
    const [data, brands, models] = await Promise.all([
      dataNames(db, rows),
      itemNames(
        db,
        'brand',
        rows.map((r) => r.brandId as number),
        lang,
      ),
      itemNames(
        db,
        'model',
        rows.map((r) => r.modelId as number),
        lang,
      ),
    ]);
    return new Map(
      rows.map((r) => [r.id, { ...data.get(r.id), brandName: brands.get(r.brandId as number) ?? null, modelName: models.get(r.modelId as number) ?? null }]),
    );
  },
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      await checkRepairData(tx, values);
      yearsInOrder(values, before);
      const out = await checkBrandModel(tx, values, before);
      const [hit] = await tx
        .select({ id: repairVehicles.id })
        .from(repairVehicles)
        .where(
          and(
            eq(repairVehicles.repairDataId, out.repairDataId as number),
            eq(repairVehicles.modelId, out.modelId as number),
            eq(repairVehicles.delFlag, false),
          ),
        );
      if (hit) throw new AppError(10120);
      return out;
    },
  },
});

async function bound(tx: DbOrTx, column: typeof repairVehicles.brandId | typeof repairVehicles.modelId, id: number): Promise<boolean> {
  const [hit] = await tx
    .select({ id: repairVehicles.id })
    .from(repairVehicles)
    .where(and(eq(column, id), eq(repairVehicles.delFlag, false)))
    .limit(1);
  return Boolean(hit);
}

let registered = false;
/** Disabling a brand or model repair data names answers 102048; a merge repoints the associations (a duplicate is let go). */
export function registerRepairVehicleRefs(): void {
  if (registered) return;
  registered = true;
  onVehicleItemBound('brand', (tx, id) => bound(tx, repairVehicles.brandId, id));
  onVehicleItemBound('model', (tx, id) => bound(tx, repairVehicles.modelId, id));
  onVehicleItemMerged('brand', async (tx, fromId, toId) => {
    await tx.update(repairVehicles).set({ brandId: toId }).where(eq(repairVehicles.brandId, fromId));
  });
  onVehicleItemMerged('model', async (tx, fromId, toId) => {
    const moved = await tx
      .select()
      .from(repairVehicles)
      .where(and(eq(repairVehicles.modelId, fromId), eq(repairVehicles.delFlag, false)));
    for (const r of moved) {
      const [dup] = await tx
        .select({ id: repairVehicles.id })
        .from(repairVehicles)
        .where(and(eq(repairVehicles.repairDataId, r.repairDataId), eq(repairVehicles.modelId, toId), eq(repairVehicles.delFlag, false)));
      await tx
        .update(repairVehicles)
        .set(dup ? { delFlag: true } : { modelId: toId })
        .where(eq(repairVehicles.id, r.id));
    }
  });
}
