import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { channels, suppliers, warehouses } from './supply.tables';

export type ChannelRow = typeof channels.$inferSelect;

/** Enabled suppliers (dictionary getSupplierList). */
export function listSuppliers(db: DbOrTx) {
  return db
    .select({ id: suppliers.id, code: suppliers.code, nameZh: suppliers.nameZh, nameEn: suppliers.nameEn })
    .from(suppliers)
    .where(and(eq(suppliers.enabled, true), eq(suppliers.delFlag, false)))
    .orderBy(asc(suppliers.code));
}

/** Warehouses of a type, live (delFlag 0, the default) or deleted (1) (dictionary getWarehouse). */
export function listWarehouses(db: DbOrTx, type: number, delFlag: 0 | 1) {
  return db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      nameZh: warehouses.nameZh,
      nameEn: warehouses.nameEn,
      type: warehouses.type,
      delFlag: warehouses.delFlag,
    })
    .from(warehouses)
    .where(and(eq(warehouses.type, type), eq(warehouses.delFlag, delFlag === 1)))
    .orderBy(asc(warehouses.code));
}

export async function channelsByIds(db: DbOrTx, ids: number[]): Promise<ChannelRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(channels).where(inArray(channels.id, ids));
}

/** A live, enabled channel by id or code; null when there is none. */
export async function liveChannel(db: DbOrTx, by: { id?: number; code?: string }): Promise<ChannelRow | null> {
  const cond = by.id !== undefined ? eq(channels.id, by.id) : sql`lower(${channels.code}) = ${(by.code ?? '').toLowerCase()}`;
  const [row] = await db
    .select()
    .from(channels)
    .where(and(cond, eq(channels.delFlag, false), eq(channels.enabled, true)));
  return row ?? null;
}

export function listChannels(db: DbOrTx) {
  return db
    .select({ id: channels.id, code: channels.code, nameZh: channels.nameZh, nameEn: channels.nameEn })
    .from(channels)
    .where(and(eq(channels.enabled, true), eq(channels.delFlag, false)))
    .orderBy(asc(channels.code));
}
