import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { customers } from './customers.tables';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerSummary = {
  id: number;
  account: string;
  email: string | null;
  phone: string | null;
  name: string | null;
  country: string | null;
  classification: 'normal' | 'beta';
};

/** The phone reversed, so a suffix search is an indexed prefix search. */
export const reversePhone = (phone: string | null | undefined) => (phone ? [...phone].reverse().join('') : null);

export function summaryOf(c: CustomerRow): CustomerSummary {
  return {
    id: c.id,
    account: c.account,
    email: c.email,
    phone: c.phone,
    name: c.name,
    country: c.country,
    classification: c.classification === 'beta' ? 'beta' : 'normal',
  };
}

export async function insertCustomer(db: DbOrTx, values: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({ ...values, phoneRev: reversePhone(values.phone) })
    .returning();
  return row!;
}

export async function findLiveById(db: DbOrTx, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.delFlag, false)));
  return row ?? null;
}

/** A live customer by account, e-mail or phone (case-insensitive for e-mails). */
export async function findLiveByAccount(db: DbOrTx, account: string): Promise<CustomerRow | null> {
  const a = account.trim().toLowerCase();
  if (!a) return null;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.delFlag, false), sql`(lower(${customers.account}) = ${a} or lower(${customers.email}) = ${a} or ${customers.phone} = ${a})`))
    .limit(1);
  return row ?? null;
}
