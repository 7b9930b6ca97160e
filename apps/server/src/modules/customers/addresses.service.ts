import type { TAddress, TSaveAddressRequest, TUpdateAddressRequest } from '@diagops/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { recordCustomerEvent } from './customer-events';
import { customerAddresses } from './customers.tables';

/** A customer keeps at most this many addresses. */
export const ADDRESSES_MAX = 20;

type Actor = { kind: 'staff' | 'customer'; id: number };

export function presentAddress(a: typeof customerAddresses.$inferSelect): TAddress {
  return {
    id: a.id,
    customerId: a.customerId,
    firstName: a.firstName,
    lastName: a.lastName,
    country: a.country,
    province: a.province,
    city: a.city,
    detail: a.detail,
    postcode: a.postcode,
    phone: a.phone,
    isDefault: a.isDefault,
    version: a.version,
    createTime: a.createdAt.toISOString(),
  };
}

export async function listAddresses(db: DbOrTx, customerId: number): Promise<TAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id))
    .limit(ADDRESSES_MAX);
  return rows.map(presentAddress);
}

async function ownAddress(tx: DbOrTx, customerId: number, id: number) {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .for('update');
  if (!row) throw new AppError(1002);
  return row;
}

async function clearDefault(tx: DbOrTx, customerId: number) {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
}

const fields = (b: TSaveAddressRequest) => ({
  firstName: b.firstName,
  lastName: b.lastName,
  country: b.country,
  province: b.province ?? null,
  city: b.city ?? null,
  detail: b.detail,
  postcode: b.postcode ?? null,
  phone: b.phone ?? null,
});

export async function saveAddress(ctx: AppContext, customerId: number, b: TSaveAddressRequest, actor: Actor): Promise<TAddress> {
  return ctx.db.transaction(async (tx) => {
    // serialise a customer's address edits (the default flag and the count)
    await tx.execute(sql`select pg_advisory_xact_lock(74001, ${customerId})`);
    const [n] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    const existing = Number(n?.n ?? 0);
    if (existing >= ADDRESSES_MAX) throw new AppError(1001, { errors: [{ field: 'detail', message: `at most ${ADDRESSES_MAX} addresses` }] });
    const isDefault = b.isDefault === true || existing === 0;
    if (isDefault) await clearDefault(tx, customerId);
    const now = new Date(ctx.clock.now());
    const [row] = await tx
      .insert(customerAddresses)
      .values({ customerId, ...fields(b), isDefault, createdAt: now, updatedAt: now })
      .returning();
    await recordCustomerEvent(ctx, tx, { customerId, kind: 'address.save', detail: { addressId: row!.id }, actor });
    return presentAddress(row!);
  });
}

export async function updateAddress(ctx: AppContext, customerId: number, b: TUpdateAddressRequest, actor: Actor): Promise<TAddress> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(74001, ${customerId})`);
    const before = await ownAddress(tx, customerId, b.id);
    if (before.version !== b.version) throw new AppError(1005, { currentVersion: before.version });
    if (b.isDefault === true && !before.isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...fields(b), isDefault: b.isDefault ?? before.isDefault, version: before.version + 1, updatedAt: new Date(ctx.clock.now()) })
      .where(eq(customerAddresses.id, b.id))
      .returning();
    await recordCustomerEvent(ctx, tx, { customerId, kind: 'address.update', detail: { addressId: b.id }, actor });
    return presentAddress(row!);
  });
}

export async function deleteAddress(ctx: AppContext, customerId: number, id: number, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(74001, ${customerId})`);
    const before = await ownAddress(tx, customerId, id);
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
    if (before.isDefault) {
      // the oldest remaining address becomes the default
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.id))
        .limit(1);
      if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
    }
    await recordCustomerEvent(ctx, tx, { customerId, kind: 'address.delete', detail: { addressId: id }, actor });
  });
}

export async function setDefaultAddress(ctx: AppContext, customerId: number, id: number, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(74001, ${customerId})`);
    await ownAddress(tx, customerId, id);
    await clearDefault(tx, customerId);
    await tx
      .update(customerAddresses)
      .set({ isDefault: true, version: sql`${customerAddresses.version} + 1` })
      .where(eq(customerAddresses.id, id));
    await recordCustomerEvent(ctx, tx, { customerId, kind: 'address.setDefault', detail: { addressId: id }, actor });
  });
}
