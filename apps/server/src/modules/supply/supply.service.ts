import type { WarehouseType } from '@diagops/contracts';
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

const TYPE_CODES: Record<WarehouseType, number> = { own: 1, overseas: 2, platform: 3, inTransit: 4 };
const TYPE_NAMES = Object.keys(TYPE_CODES) as WarehouseType[];

/** Warehouses of a type code (1 own, 2 overseas, 3 platform, 4 in transit), live (delFlag 0, the default) or deleted (1) (dictionary getWarehouse). */
export async function listWarehouses(db: DbOrTx, type: number, delFlag: 0 | 1) {
  const name = TYPE_NAMES[type - 1];
  if (!name) return [];
  const rows = await db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      nameZh: warehouses.nameZh,
      nameEn: warehouses.nameEn,
      type: warehouses.type,
      delFlag: warehouses.delFlag,
    })
    .from(warehouses)
    .where(and(eq(warehouses.type, name), eq(warehouses.delFlag, delFlag === 1)))
    .orderBy(asc(warehouses.code));
  return rows.map((w) => ({ ...w, type: TYPE_CODES[w.type] }));
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
