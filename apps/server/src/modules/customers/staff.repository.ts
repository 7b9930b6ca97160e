import type { TCustomer, TCustomerPageQuery, TLabelRef } from '@diagops/contracts';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import type { CustomerRow } from './customers.repository';
import { customerLabels, customers, labels } from './customers.tables';

/** The phone as a caller without the full-phone permission sees it (as /user/userlist does). */
export function maskCustomerPhone(phone: string | null): string | null {
  if (!phone) return phone;
  if (phone.length < 7) return '****';
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export const customerPage = definePage<TCustomerPageQuery>({
  table: customers,
  base: eq(customers.delFlag, false),
  filters: {
    // the account and the e-mail are usually the same; the prefix search serves both
    account: (v) => sql`(${startsWith(customers.email, v)} or ${startsWith(customers.account, v)})`,
    // digits only (the schema), so the pattern needs no escaping; phone_rev text_pattern_ops serves it
    phoneSuffix: (v) => sql`${customers.phoneRev} like ${`${[...v].reverse().join('')}%`}`,
    country: (v) => eq(customers.country, v),
    classification: (v) => eq(customers.classification, v),
    status: (v) => eq(customers.status, v),
    sfdStatus: (v) => eq(customers.sfdStatus, v),
    registeredFrom: (v) => gte(customers.registeredAt, new Date(v)),
    registeredTo: (v) => lt(customers.registeredAt, new Date(v)),
    labelId: (v) => sql`exists (select 1 from ${customerLabels} where ${customerLabels.customerId} = ${customers.id} and ${customerLabels.labelId} = ${v})`,
    productId: (v) => eq(customers.productId, v),
    boundSnMin: (v) => gte(customers.boundSnCount, v),
    boundSnMax: (v) => lte(customers.boundSnCount, v),
  },
  sortable: { registeredAt: customers.registeredAt, lastAccessAt: customers.lastAccessAt, points: customers.points, boundSnCount: customers.boundSnCount },
  defaultSort: [{ column: customers.registeredAt, order: 'desc' }],
  tiebreak: customers.id,
});

/** The labels of some customers, by customer id. */
export async function labelsOf(db: DbOrTx, customerIds: number[]): Promise<Map<number, TLabelRef[]>> {
  const out = new Map<number, TLabelRef[]>();
  if (customerIds.length === 0) return out;
  const rows = await db
    .select({ customerId: customerLabels.customerId, id: labels.id, nameZh: labels.nameZh, nameEn: labels.nameEn, color: labels.color })
    .from(customerLabels)
    .innerJoin(labels, and(eq(labels.id, customerLabels.labelId), eq(labels.delFlag, false)))
    .where(inArray(customerLabels.customerId, customerIds))
    .orderBy(asc(customerLabels.createdAt), asc(labels.id));
  for (const r of rows) {
    const list = out.get(r.customerId) ?? [];
    list.push({ id: r.id, nameZh: r.nameZh, nameEn: r.nameEn, color: r.color });
    out.set(r.customerId, list);
  }
  return out;
}

/**
 * Inside the devices area's transaction: keeps the number of devices each customer owns (USER-10's
 * bound SN count; the devices area counts its rows, customers keep the number so the list filters
 * and sorts on it). The customers' rows are locked (in id order) before `count` runs, so two device
 * actions of one customer count one after the other and the later sees the earlier's device.
 * Neither the version nor the update time moves: it is not an edit of the customer.
 */
export async function setBoundSnCounts(tx: DbOrTx, customerIds: number[], count: (ids: number[]) => Promise<ReadonlyMap<number, number>>): Promise<void> {
  const ids = [...new Set(customerIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: customers.id }).from(customers).where(inArray(customers.id, ids)).orderBy(asc(customers.id)).for('update');
  const counts = await count(ids);
  for (const id of ids)
    await tx
      .update(customers)
      .set({ boundSnCount: counts.get(id) ?? 0 })
      .where(eq(customers.id, id));
}

export async function presentCustomers(db: DbOrTx, rows: CustomerRow[], fullPhone: boolean): Promise<TCustomer[]> {
  const ids = rows.map((r) => r.id);
  const lbl = await labelsOf(db, ids);
  return rows.map((c) => ({
    id: c.id,
    account: c.account,
    email: c.email,
    phone: fullPhone ? c.phone : maskCustomerPhone(c.phone),
    name: c.name,
    nickname: c.nickname,
    avatar: c.avatar,
    sex: c.sex as TCustomer['sex'],
    country: c.country,
    classification: c.classification as TCustomer['classification'],
    source: c.source as TCustomer['source'],
    status: c.status as TCustomer['status'],
    softCode: c.softCode,
    userType: (c.userType as TCustomer['userType']) ?? null,
    industry: c.industry,
    identity: c.identity,
    language: c.language === 'en-US' ? 'en-US' : 'zh-CN',
    productId: c.productId,
    points: c.points,
    sfdStatus: c.sfdStatus as TCustomer['sfdStatus'],
    sfdFront: c.sfdFront,
    sfdBack: c.sfdBack,
    sfdRemark: c.sfdRemark,
    remark: c.remark,
    labels: lbl.get(c.id) ?? [],
    boundSnCount: c.boundSnCount,
    registeredAt: c.registeredAt.toISOString(),
    lastAccessAt: c.lastAccessAt?.toISOString() ?? null,
    version: c.version,
  }));
}
