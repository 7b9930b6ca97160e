import type { VehicleItemKind } from '@diagops/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { registerImportLookup } from '../../platform/kit/import-values';
import { vehicleAttrs, vehicleBrands, vehicleModels, vehicleNames, vehicleTypes } from './basic-data.tables';

/**
 * The basic data as other parts see it (/tmp interfaces of issue 33): items by id with their names
 * by language, merge redirects, lookups by name, and the hooks through which other parts say an
 * item is bound to their data (disabling it answers 102048) or repoint their references on a merge.
 */

export const VEHICLE_ITEM_TABLES = { type: vehicleTypes, brand: vehicleBrands, model: vehicleModels, attr: vehicleAttrs } as const;
export type VehicleItemInfo = {
  id: number;
  code: string;
  names: Record<string, string>;
  enabled: boolean;
  mergedInto: number | null;
  brandId?: number | null;
  typeId?: number | null;
};

type BoundCheck = (tx: DbOrTx, id: number) => Promise<boolean>;
type MergeMove = (tx: DbOrTx, fromId: number, toId: number) => Promise<void>;
const boundChecks: Record<VehicleItemKind, BoundCheck[]> = { type: [], brand: [], model: [], attr: [] };
const mergeMoves: Record<VehicleItemKind, MergeMove[]> = { type: [], brand: [], model: [], attr: [] };

/** Another part says "this item is bound to my data": disabling a bound item answers 102048. Register at module load. */
export function onVehicleItemBound(kind: VehicleItemKind, check: BoundCheck): void {
  boundChecks[kind].push(check);
}
/** Another part repoints its references when an item of `kind` is merged into another (same transaction). */
export function onVehicleItemMerged(kind: VehicleItemKind, move: MergeMove): void {
  mergeMoves[kind].push(move);
}

/** True when live models, or a check another part registered, still hold the item. */
export async function isVehicleItemBound(tx: DbOrTx, kind: VehicleItemKind, id: number): Promise<boolean> {
  const m = vehicleModels;
  const own = kind === 'brand' ? m.brandId : kind === 'type' ? m.typeId : null;
  if (own) {
    const [hit] = await tx
      .select({ id: m.id })
      .from(m)
      .where(and(eq(own, id), eq(m.delFlag, false), isNull(m.mergedInto)))
      .limit(1);
    if (hit) return true;
  }
  for (const check of boundChecks[kind]) if (await check(tx, id)) return true;
  return false;
}

/** Runs the other parts' moves of a merge. */
export async function runMergeMoves(tx: DbOrTx, kind: VehicleItemKind, fromId: number, toId: number): Promise<void> {
  for (const move of mergeMoves[kind]) await move(tx, fromId, toId);
}

const namesRecord = (names: Array<{ lang: string; name: string }> | null): Record<string, string> =>
  Object.fromEntries((names ?? []).filter((n) => n.name).map((n) => [n.lang, n.name]));

/** Items by id (merged ones too, with `mergedInto`); names keyed by language code. */
export async function vehicleItems(db: DbOrTx, kind: VehicleItemKind, ids: number[]): Promise<Map<number, VehicleItemInfo>> {
  const want = [...new Set(ids)].filter((i) => Number.isInteger(i) && i > 0 && i <= 2_147_483_647);
  if (want.length === 0) return new Map();
  const t = VEHICLE_ITEM_TABLES[kind];
  const rows = await db
    .select()
    .from(t)
    .where(and(inArray(t.id, want), eq(t.delFlag, false)));
  return new Map(
    rows.map((r) => {
      const info: VehicleItemInfo = { id: r.id, code: r.code, names: namesRecord(r.names), enabled: r.enabled, mergedInto: r.mergedInto };
      if ('brandId' in r) {
        info.brandId = r.brandId as number;
        info.typeId = (r as { typeId: number | null }).typeId;
      }
      return [r.id, info];
    }),
  );
}

/** Follows merge redirects to the live item (null when unknown). */
export async function resolveVehicleItem(db: DbOrTx, kind: VehicleItemKind, id: number): Promise<number | null> {
  return (await resolvePath(db, kind, id))?.at(-1) ?? null;
}

/** The identifiers followed from `id` to the live item (null when unknown). */
export async function resolvePath(db: DbOrTx, kind: VehicleItemKind, id: number): Promise<number[] | null> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const t = VEHICLE_ITEM_TABLES[kind];
  const path = [id];
  let at = id;
  for (let hop = 0; hop < 16; hop++) {
    const [row] = await db
      .select({ mergedInto: t.mergedInto })
      .from(t)
      .where(and(eq(t.id, at), eq(t.delFlag, false)));
    if (!row) return null;
    if (row.mergedInto === null) return path;
    at = row.mergedInto;
    path.push(at);
  }
  return null;
}

/** The id an item code names (merged items keep their codes), or null. */
export async function vehicleItemIdByCode(db: DbOrTx, kind: VehicleItemKind, code: string): Promise<number | null> {
  const t = VEHICLE_ITEM_TABLES[kind];
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(sql`lower(${t.code}) = lower(${code})`, eq(t.delFlag, false)));
  return row?.id ?? null;
}

/** Live items whose name in any language equals `name` case-insensitively. */
export async function findVehicleItemsByName(db: DbOrTx, kind: VehicleItemKind, name: string): Promise<number[]> {
  const n = name.trim();
  if (!n) return [];
  const rows = await db
    .selectDistinct({ id: vehicleNames.itemId })
    .from(vehicleNames)
    .where(and(eq(vehicleNames.kind, kind), sql`lower(${vehicleNames.name}) = lower(${n})`));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Imports name our types, brands and models by code (an old code of a merged item leads to the item kept). */
export function registerVehicleImportLookups(): void {
  const byCode = (kind: VehicleItemKind) => async (db: DbOrTx, code: string) => {
    const id = await vehicleItemIdByCode(db, kind, code);
    return id === null ? null : resolveVehicleItem(db, kind, id);
  };
  const suffix = { 'zh-CN': '编码', 'en-US': ' code' };
  registerImportLookup(['type'], { suffix, resolve: byCode('type') });
  registerImportLookup(['brand', 'brands'], { suffix, resolve: byCode('brand') });
  registerImportLookup(['model', 'models'], { suffix, resolve: byCode('model') });
}
