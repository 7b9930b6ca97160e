import { supplierResource } from '@diagops/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { startsWith } from '../../platform/kit/page';
import { resourceService } from '../../platform/kit/resource-service';
import { suppliers } from './supply.tables';

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

/**
 * Suppliers (/supply/supplier): generated from the declaration. Enable and disable are its
 * transitions over `enabled`; the country is kept in capitals.
 */
export const supplierService = resourceService(supplierResource, {
  table: suppliers,
  rules: { beforeSave: (_tx, _req, values) => ('country' in values ? { ...values, country: upper(values.country) || null } : values) },
});

export type SupplierForOrder = { id: number; code: string; nameZh: string; nameEn: string; currency: string };

/** The supplier a new purchase document is placed with: live and enabled, else 73222 (missing or disabled). */
export async function supplierForOrder(db: DbOrTx, id: number): Promise<SupplierForOrder> {
  const [row] = await db
    .select({ id: suppliers.id, code: suppliers.code, nameZh: suppliers.nameZh, nameEn: suppliers.nameEn, currency: suppliers.currency })
    .from(suppliers)
    .where(and(eq(suppliers.id, id), eq(suppliers.delFlag, false), eq(suppliers.enabled, true)));
  if (!row) throw new AppError(73222);
  return row;
}

/** The stock forms' supplier picker: enabled live suppliers by a prefix of code or name (at most `limit`), plus the ids asked for. */
export async function supplierOptions(db: DbOrTx, q: { keyword?: string; ids?: number[]; limit: number }) {
  const live = and(eq(suppliers.delFlag, false), eq(suppliers.enabled, true));
  const cols = { id: suppliers.id, code: suppliers.code, nameZh: suppliers.nameZh, nameEn: suppliers.nameEn };
  const k = q.keyword;
  const found = await db
    .select(cols)
    .from(suppliers)
    .where(k ? and(live, or(startsWith(suppliers.code, k), startsWith(suppliers.nameZh, k), startsWith(suppliers.nameEn, k))) : live)
    .orderBy(asc(suppliers.code))
    .limit(q.limit);
  const missing = (q.ids ?? []).filter((id) => !found.some((r) => r.id === id));
  // the current value of a form stays named even when it is no longer offered (disabled, deleted)
  const kept = missing.length > 0 ? await db.select(cols).from(suppliers).where(inArray(suppliers.id, missing)) : [];
  return [...kept, ...found];
}
