import type { Language } from '@diagops/contracts';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { startsWith } from '../../platform/kit/page';
import { findVehicleItemsByName, onVehicleItemBound, onVehicleItemMerged, resolveVehicleItem, VEHICLE_ITEM_TABLES, vehicleItems } from './basic-data.service';
import { vehicleModels, vehicleNames } from './basic-data.tables';
import { obdCodes, testableCars, vehicleCars, vehicleDlcs, vehicleTsbs } from './catalog.tables';

/** The catalog's references to our brands and models (helper A's basic data): names, checks, merges, the "bound" rule. */

type Kind = 'brand' | 'model';
const fieldError = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

/** An item's name in the caller's language, or the other one, or its code. */
export function itemName(item: { code: string; names: Record<string, string> } | undefined, lang: Language): string | null {
  if (!item) return null;
  return item.names[lang] || Object.values(item.names).find(Boolean) || item.code;
}

/** Names of the brands and models of a page of rows, in the caller's language. */
export async function itemNames(db: DbOrTx, kind: Kind, ids: Array<number | null | undefined>, lang: Language): Promise<Map<number, string>> {
  const want = [...new Set(ids.filter((i): i is number => typeof i === 'number'))];
  if (want.length === 0) return new Map();
  const items = await vehicleItems(db, kind, want);
  return new Map(want.map((id) => [id, itemName(items.get(id), lang) ?? `#${id}`]));
}

/** The live brand an id names (following a merge), or 1001 on the field. */
export async function liveBrand(db: DbOrTx, id: number, field = 'brandId'): Promise<number> {
  const live = await resolveVehicleItem(db, 'brand', id);
  if (live === null) throw fieldError(field, 'no such brand');
  return live;
}

/** The live model an id names (following a merge), of the brand when one is given; 1001 on the field otherwise. */
export async function liveModel(db: DbOrTx, id: number, brandId: number | null, field = 'modelId'): Promise<number> {
  const live = await resolveVehicleItem(db, 'model', id);
  if (live === null) throw fieldError(field, 'no such model');
  if (brandId !== null) {
    const model = (await vehicleItems(db, 'model', [live])).get(live);
    if (model?.brandId != null && model.brandId !== brandId) throw fieldError(field, 'not a model of this brand');
  }
  return live;
}

/** A make named by its id or by its name in any language (the describe lookup's `make`). */
export async function brandByIdOrName(db: DbOrTx, make: string): Promise<number | null> {
  if (/^\d+$/.test(make)) return resolveVehicleItem(db, 'brand', Number(make));
  const [id] = await findVehicleItemsByName(db, 'brand', make);
  return id ?? null;
}

type Ref = { table: PgTable & { delFlag: PgColumn; id: PgColumn }; column: PgColumn };
const BRAND_REFS: Ref[] = [
  { table: vehicleCars, column: vehicleCars.brandId },
  { table: obdCodes, column: obdCodes.brandId },
  { table: vehicleTsbs, column: vehicleTsbs.brandId },
  { table: vehicleDlcs, column: vehicleDlcs.brandId },
];
const MODEL_REFS: Ref[] = [
  { table: vehicleCars, column: vehicleCars.modelId },
  { table: vehicleDlcs, column: vehicleDlcs.modelId },
  { table: testableCars, column: testableCars.modelId },
];
/** a TSB names its models in a list */
const tsbNamesModel = (id: number): SQL => sql`${vehicleTsbs.modelIds} @> ${JSON.stringify([id])}::jsonb`;

async function bound(tx: DbOrTx, refs: Ref[], id: number, extra?: SQL): Promise<boolean> {
  for (const r of refs) {
    const [hit] = await tx
      .select({ id: r.table.id })
      .from(r.table)
      .where(and(eq(r.column, id), eq(r.table.delFlag, false)))
      .limit(1);
    if (hit) return true;
  }
  if (extra) {
    const [hit] = await tx
      .select({ id: vehicleTsbs.id })
      .from(vehicleTsbs)
      .where(and(extra, eq(vehicleTsbs.delFlag, false)))
      .limit(1);
    if (hit) return true;
  }
  return false;
}

let registered = false;
/** Registers the catalog's "bound" checks and merge moves with the basic data (once, at start). */
export function registerCatalogRefs(): void {
  if (registered) return;
  registered = true;
  onVehicleItemBound('brand', (tx, id) => bound(tx, BRAND_REFS, id));
  onVehicleItemBound('model', (tx, id) => bound(tx, MODEL_REFS, id, tsbNamesModel(id)));
  onVehicleItemMerged('brand', async (tx, fromId, toId) => {
    for (const r of BRAND_REFS)
      await tx
        .update(r.table)
        .set({ brandId: toId } as never)
        .where(eq(r.column, fromId));
  });
  onVehicleItemMerged('model', async (tx, fromId, toId) => {
    for (const r of MODEL_REFS)
      await tx
        .update(r.table)
        .set({ modelId: toId } as never)
        .where(eq(r.column, fromId));
    const tsbs = await tx.select({ id: vehicleTsbs.id, modelIds: vehicleTsbs.modelIds }).from(vehicleTsbs).where(tsbNamesModel(fromId));
    for (const t of tsbs) {
      const next = [...new Set((t.modelIds ?? []).map((m) => (m === fromId ? toId : m)))];
      await tx.update(vehicleTsbs).set({ modelIds: next }).where(eq(vehicleTsbs.id, t.id));
    }
  });
}

/** Options of a brand or model select: ids with names in the caller's language (the ids a page of rows names). */
export async function itemOptions(db: DbOrTx, kind: Kind, ids: number[], lang: Language) {
  const names = await itemNames(db, kind, ids, lang);
  return [...names].map(([id, label]) => ({ value: id, label }));
}

/**
 * Brands or models a form may pick: live, enabled items whose code or name (any language) starts with
 * `keyword` (the first 50 by code without one); models of `brandId` only when one is given.
 */
export async function searchItems(db: DbOrTx, kind: Kind, keyword: string | undefined, brandId: number | null, lang: Language) {
  const t = VEHICLE_ITEM_TABLES[kind];
  const conds: SQL[] = [eq(t.delFlag, false), eq(t.enabled, true), isNull(t.mergedInto)];
  if (kind === 'model' && brandId !== null) conds.push(eq(vehicleModels.brandId, brandId));
  if (keyword) {
    const named = db
      .select({ id: vehicleNames.itemId })
      .from(vehicleNames)
      .where(and(eq(vehicleNames.kind, kind), startsWith(vehicleNames.name, keyword)));
    conds.push(or(startsWith(t.code, keyword), inArray(t.id, named))!);
  }
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(...conds))
    .orderBy(asc(t.code))
    .limit(50);
  return itemOptions(
    db,
    kind,
    rows.map((r) => r.id),
    lang,
  );
}
