import { count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type CustomerEventInput, customerColumns, getCustomer, recordCustomerEvent, setBoundSnCounts } from '../customers';
import { devices } from './devices.tables';

/** The owner columns device, card and vehicle lists show, from customers' read-only column set. */
export const customerCols = {
  customerAccount: customerColumns.account,
  customerName: customerColumns.name,
  customerEmail: customerColumns.email,
  customerPhone: customerColumns.phone,
};
export type OwnerCols = { customerAccount: string | null; customerName: string | null; customerEmail: string | null; customerPhone: string | null };

/** Left-joins the owner on `col` (a customer id column of the list's table). */
export function customerJoin<Q extends PgSelect>(q: Q, col: PgColumn): Q {
  return q.leftJoin(customerColumns, eq(customerColumns.id, col)) as unknown as Q;
}

/** Whether the customer exists and is live. */
export async function customerExists(ctx: AppContext, id: number): Promise<boolean> {
  return (await getCustomer(ctx, id)) !== null;
}

/** Appends to the customer's operation records (shown on the customer detail). */
export function noteCustomerEvent(ctx: AppContext, tx: DbOrTx, e: CustomerEventInput): Promise<void> {
  return recordCustomerEvent(ctx, tx, e);
}

/**
 * Inside a device action's transaction: recounts the devices each of these customers owns and
 * keeps the number on the customer (USER-10 "bound SN count", which the customer list filters and
 * sorts on). Counting rather than adding keeps it right whatever the action did.
 */
export async function recountBoundSns(tx: DbOrTx, customerIds: Array<number | null | undefined>): Promise<void> {
  const ids = customerIds.filter((id): id is number => typeof id === 'number');
  await setBoundSnCounts(tx, ids, async (locked) => {
    const rows = await tx
      .select({ customerId: devices.customerId, n: count() })
      .from(devices)
      .where(inArray(devices.customerId, locked))
      .groupBy(devices.customerId);
    return new Map(rows.map((r) => [r.customerId!, Number(r.n)]));
  });
}

/** SQL giving `ids`: up to 1,000 live customers to bind demo devices to (empty when there are none yet). */
export function demoCustomerIdsSql(): string {
  return 'select coalesce(array_agg(id order by id), array[]::int[]) ids from (select id from customers where del_flag = false order by id limit 1000) x';
}

/** SQL giving the account of the customer whose id is `idExpr` (null when there is none). */
export function customerAccountSql(idExpr: string): string {
  return `(select account from customers where id = ${idExpr})`;
}
