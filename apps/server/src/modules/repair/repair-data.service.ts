import {
  faultCodeInResource,
  faultCodeOutResource,
  REPAIR_MATERIAL_FILE_AREA,
  repairDataItemResource,
  repairMaterialResource,
  repairTaskResource,
} from '@diagops/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { after, fieldError, itemNames, keepRowFiles, needOneLanguage } from './repair-data.rules';
import { repairDataItems, repairFaultCodesIn, repairFaultCodesOut, repairMaterials, repairTasks, repairVehicles } from './repair-data.tables';

type Values = Record<string, unknown>;
type Row = Values & { id: number };
const live = (t: { delFlag: PgColumn }) => eq(t.delFlag, false);

/** The names of the repair data items rows name (`repairDataId` → `dataName`). */
export async function dataNames(db: DbOrTx, rows: Row[]): Promise<Map<number, Values>> {
  const ids = [...new Set(rows.map((r) => r.repairDataId).filter((x): x is number => typeof x === 'number'))];
  const found = ids.length
    ? await db.select({ id: repairDataItems.id, name: repairDataItems.dataName }).from(repairDataItems).where(inArray(repairDataItems.id, ids))
    : [];
  const names = new Map(found.map((f) => [f.id, f.name]));
  return new Map(rows.map((r) => [r.id, { dataName: names.get(r.repairDataId as number) ?? null }]));
}

/** 1001 on repairDataId unless it names a live repair data item. */
export async function checkRepairData(tx: DbOrTx, values: Values): Promise<void> {
  const id = values.repairDataId;
  if (typeof id !== 'number') return;
  const [hit] = await tx
    .select({ id: repairDataItems.id })
    .from(repairDataItems)
    .where(and(eq(repairDataItems.id, id), live(repairDataItems)));
  if (!hit) throw fieldError('repairDataId', 'no such repair data');
}

/** Who may review a task: anyone with the permission but its creator. */
const REVIEW_ACTIONS = ['approve', 'reject'];

export const repairTaskService = resourceService(repairTaskResource, {
  table: repairTasks,
  computed: (db, rows) => dataNames(db, rows),
  narrowActions: (row, actions, req) =>
    row.createdBy != null && row.createdBy === req.auth?.userId ? actions.filter((a) => !REVIEW_ACTIONS.includes(a)) : actions,
  rules: {
    beforeSave: async (tx, req, values, before) => {
      await checkRepairData(tx, values);
      return before ? values : { ...values, createdBy: req.auth?.userId ?? null, creatorName: req.auth?.username.slice(0, 64) ?? null };
    },
  },
});

export const repairMaterialService = resourceService(repairMaterialResource, {
  table: repairMaterials,
  computed: (_db, rows) => new Map(rows.map((r) => [r.id, { attachmentCount: ((r.attachmentIds as string[] | null) ?? []).length }])),
  rules: {
    beforeSave: (_tx, _req, values, before) => {
      const out = needOneLanguage(values, before, ['nameZh', 'nameEn']);
      if (Array.isArray(out.attachmentIds)) out.attachmentIds = [...new Set(out.attachmentIds as string[])];
      return out;
    },
    afterSave: (tx, req, row) => keepRowFiles(tx, req, REPAIR_MATERIAL_FILE_AREA, row.id, row.attachmentIds),
  },
});

/** How many live rows of `table` name each repair data item. */
async function countsBy(db: DbOrTx, table: typeof repairVehicles | typeof repairFaultCodesOut, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.repairDataId, n: count() })
    .from(table)
    .where(and(inArray(table.repairDataId, ids), live(table)))
    .groupBy(table.repairDataId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const COVERAGE_SHOWN = 5;

export const repairDataItemService = resourceService(repairDataItemResource, {
  table: repairDataItems,
  computed: async (db, rows, _ctx, req) => {
    const ids = rows.map((r) => r.id);
    const [vehicles, codes] = await Promise.all([countsBy(db, repairVehicles, ids), countsBy(db, repairFaultCodesOut, ids)]);
    // the first models of each item (by year), named in the caller's language
    const firsts = ids.length
      ? await db
          .select({ dataId: repairVehicles.repairDataId, modelId: repairVehicles.modelId })
          .from(repairVehicles)
          .where(
            and(
              inArray(repairVehicles.repairDataId, ids),
              live(repairVehicles),
              sql`${repairVehicles.id} in (select v.id from repair_vehicles v where v.repair_data_id = ${repairVehicles.repairDataId} and v.del_flag = false order by v.year_from nulls first, v.id limit ${COVERAGE_SHOWN})`,
            ),
          )
      : [];
    const names = await itemNames(
      db,
      'model',
      firsts.map((f) => f.modelId),
      requestLanguage(req),
    );
    return new Map(
      rows.map((r) => {
        const n = vehicles.get(r.id) ?? 0;
        const shown = firsts.filter((f) => f.dataId === r.id).map((f) => names.get(f.modelId) ?? `#${f.modelId}`);
        return [r.id, { vehicleCount: n, faultCodeCount: codes.get(r.id) ?? 0, vehicleCoverage: shown.join(', ') + (n > shown.length ? ' …' : '') }];
      }),
    );
  },
  rules: {
    // an item that vehicles, external codes or tasks still name stays (102048)
    canDelete: async (tx, row) => {
      for (const t of [repairVehicles, repairFaultCodesOut, repairTasks]) {
        const [hit] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.repairDataId, row.id), live(t)))
          .limit(1);
        if (hit) return false;
      }
      return true;
    },
  },
});

export const faultCodeInService = resourceService(faultCodeInResource, {
  table: repairFaultCodesIn,
  rules: {
    // a code external codes are mapped onto stays (102048)
    canDelete: async (tx, row) =>
      (
        await tx
          .select({ id: repairFaultCodesOut.id })
          .from(repairFaultCodesOut)
          .where(and(sql`lower(${repairFaultCodesOut.internalCode}) = lower(${row.code as string})`, live(repairFaultCodesOut)))
          .limit(1)
      ).length === 0,
    beforeSave: async (tx, _req, values, before) => {
      const out = needOneLanguage(values, before, ['descriptionZh', 'descriptionEn']);
      // one code holds both languages: the same code again is refused, not a second row per language
      if (!before && typeof values.code === 'string') {
        const [hit] = await tx
          .select({ id: repairFaultCodesIn.id })
          .from(repairFaultCodesIn)
          .where(and(sql`lower(${repairFaultCodesIn.code}) = lower(${values.code})`, live(repairFaultCodesIn)));
        if (hit) throw new AppError(10120);
      }
      return out;
    },
  },
});

export const faultCodeOutService = resourceService(faultCodeOutResource, {
  table: repairFaultCodesOut,
  computed: (db, rows) => dataNames(db, rows),
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      const out = needOneLanguage(values, before, ['descriptionZh', 'descriptionEn']);
      await checkRepairData(tx, values);
      const internal = after(values, before, 'internalCode');
      if ('internalCode' in values && typeof internal === 'string') {
        const [hit] = await tx
          .select({ id: repairFaultCodesIn.id })
          .from(repairFaultCodesIn)
          .where(and(sql`lower(${repairFaultCodesIn.code}) = lower(${internal})`, live(repairFaultCodesIn)));
        if (!hit) throw fieldError('internalCode', 'no such internal fault code');
      }
      if (!before) {
        const [hit] = await tx
          .select({ id: repairFaultCodesOut.id })
          .from(repairFaultCodesOut)
          .where(
            and(
              eq(repairFaultCodesOut.repairDataId, values.repairDataId as number),
              sql`lower(${repairFaultCodesOut.code}) = lower(${values.code as string})`,
              live(repairFaultCodesOut),
            ),
          );
        if (hit) throw new AppError(10120);
      }
      return out;
    },
  },
});
