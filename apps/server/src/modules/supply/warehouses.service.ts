import { type WarehouseType, warehouseResource } from '@diagops/contracts';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { startsWith } from '../../platform/kit/page';
import { resourceService } from '../../platform/kit/resource-service';
import { warehouses } from './supply.tables';

/** Whether a warehouse holds stock: the stock area installs it at start (installWarehouseStockCheck). */
export type WarehouseStockCheck = (db: DbOrTx, warehouseId: number) => Promise<boolean>;
let stockCheck: WarehouseStockCheck | null = null;

/** Installs the "holds stock" check a warehouse deletion asks (the stock area, at start; a later call replaces it). */
export function installWarehouseStockCheck(fn: WarehouseStockCheck): void {
  stockCheck = fn;
}

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

/**
 * Warehouses (/supply/warehouse): generated from the declaration. A deletion asks the stock area
 * whether the warehouse holds stock and refuses with 78105 when it does.
 */
export const warehouseService = resourceService(warehouseResource, {
  table: warehouses,
  rules: {
    beforeSave: (_tx, _req, values) => ('country' in values ? { ...values, country: upper(values.country) || null } : values),
    canDelete: async (tx, row) => {
      // Without the stock area's check nobody can tell whether the warehouse holds stock: the
      // deletion is refused (78105) rather than risk losing stock that is still booked there.
      if (!stockCheck) return new AppError(78105);
      return (await stockCheck(tx, row.id)) ? new AppError(78105) : true;
    },
  },
});

export type WarehouseRef = { id: number; code: string; nameZh: string; nameEn: string; type: WarehouseType; company: string };
const refColumns = {
  id: warehouses.id,
  code: warehouses.code,
  nameZh: warehouses.nameZh,
  nameEn: warehouses.nameEn,
  type: warehouses.type,
  company: warehouses.company,
};

/** A live warehouse (enabled or not); null when missing or deleted. */
export async function warehouseById(db: DbOrTx, id: number): Promise<WarehouseRef | null> {
  const [row] = await db
    .select(refColumns)
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.delFlag, false)));
  return row ?? null;
}

/**
 * The in-transit warehouse transfers pass through: the first live warehouse of type inTransit,
 * created (code TRANSIT, 在途仓 / In transit, of the first own warehouse's company) when there is
 * none. Two transactions asking at once create one (an advisory lock for the transaction).
 */
export async function ensureTransitWarehouse(tx: Tx): Promise<number> {
  const first = () =>
    tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.type, 'inTransit'), eq(warehouses.delFlag, false)))
      .orderBy(asc(warehouses.id))
      .limit(1);
  const [found] = await first();
  if (found) return found.id;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('supply.ensureTransitWarehouse'))`);
  const [again] = await first();
  if (again) return again.id;
  const [own] = await tx
    .select({ company: warehouses.company })
    .from(warehouses)
    .where(and(eq(warehouses.type, 'own'), eq(warehouses.delFlag, false)))
    .orderBy(asc(warehouses.id))
    .limit(1);
  // a deleted or other warehouse may hold the code TRANSIT (codes stay unique, deleted rows included)
  const taken = new Set(
    (
      await tx
        .select({ code: sql<string>`lower(${warehouses.code})` })
        .from(warehouses)
        .where(startsWith(warehouses.code, 'TRANSIT'))
    ).map((r) => r.code),
  );
  let code = 'TRANSIT';
  for (let n = 2; taken.has(code.toLowerCase()); n++) code = `TRANSIT-${n}`;
  const [created] = await tx
    .insert(warehouses)
    .values({ code, nameZh: '在途仓', nameEn: 'In transit', type: 'inTransit', company: own?.company ?? '—' })
    .returning({ id: warehouses.id });
  return created!.id;
}

/** The stock forms' warehouse picker: live enabled warehouses (of the given types) by a prefix of code or name, plus the ids asked for. */
export async function warehouseOptions(db: DbOrTx, q: { keyword?: string; types?: WarehouseType[]; ids?: number[]; limit: number }) {
  const parts = [eq(warehouses.delFlag, false), eq(warehouses.enabled, true)];
  if (q.types && q.types.length > 0) parts.push(inArray(warehouses.type, q.types));
  const k = q.keyword;
  if (k) parts.push(or(startsWith(warehouses.code, k), startsWith(warehouses.nameZh, k), startsWith(warehouses.nameEn, k))!);
  const found = await db
    .select(refColumns)
    .from(warehouses)
    .where(and(...parts))
    .orderBy(asc(warehouses.code))
    .limit(q.limit);
  const missing = (q.ids ?? []).filter((id) => !found.some((r) => r.id === id));
  const kept = missing.length > 0 ? await db.select(refColumns).from(warehouses).where(inArray(warehouses.id, missing)) : [];
  return [...kept, ...found];
}

/** The warehouse screen's tree: each company of a live warehouse, with the types present and the count. */
export async function warehouseCompanies(db: DbOrTx) {
  const rows = await db
    .select({ company: warehouses.company, type: warehouses.type, n: count() })
    .from(warehouses)
    .where(eq(warehouses.delFlag, false))
    .groupBy(warehouses.company, warehouses.type)
    .orderBy(asc(warehouses.company), asc(warehouses.type));
  const out = new Map<string, { company: string; types: WarehouseType[]; count: number }>();
  for (const r of rows) {
    const c = out.get(r.company) ?? { company: r.company, types: [], count: 0 };
    c.types.push(r.type);
    c.count += Number(r.n);
    out.set(r.company, c);
  }
  return [...out.values()];
}
