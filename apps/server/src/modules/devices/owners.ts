import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The owner columns device, card and vehicle lists show. Until the customers area is merged
 * they are nulls; afterwards they join customers' read-only column set.
 */
export const customerCols = {
  customerAccount: sql<string | null>`null::text`,
  customerName: sql<string | null>`null::text`,
  customerEmail: sql<string | null>`null::text`,
  customerPhone: sql<string | null>`null::text`,
};
export type OwnerCols = { customerAccount: string | null; customerName: string | null; customerEmail: string | null; customerPhone: string | null };
export function customerJoin<Q>(q: Q, _col: PgColumn): Q {
  return q;
}

import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';

/** Whether the customer exists (customers' getCustomer once merged). */
export async function customerExists(_ctx: AppContext, _id: number): Promise<boolean> {
  return true;
}

/** Appends to the customer's operation records (customers' recordCustomerEvent once merged). */
export async function noteCustomerEvent(
  _ctx: AppContext,
  _tx: DbOrTx,
  _e: { customerId: number; kind: string; detail: Record<string, unknown>; actor: { kind: 'staff' | 'customer'; id: number } },
): Promise<void> {}

/** SQL giving `ids`: the ids of up to 1,000 customers to bind demo devices to (none before the merge). */
export function demoCustomerIdsSql(): string {
  return 'select array[]::int[] ids';
}
