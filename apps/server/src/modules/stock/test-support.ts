// Fixtures for stock tests (only tests may import this file): platform SKUs and stock put in place
// through the ledger's moveStock, and what the ledger holds afterwards.
import { APPROVAL_ROLE_CODES } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { type SignedIn, signIn, type TestApp, userWith } from '../../../test/helpers';
import { call } from '../../../test/system';
import { grantRole } from '../roles/test-support';
import { insertPlatformSku } from '../skus/test-support';
import { moveStock } from './ledger';

let skuSeq = 0;
/** Platform SKUs straight into their table (the SKU screens need products and channels first). */
export async function insertTestSkus(t: TestApp, rows: Array<{ code?: string; serialised?: boolean }>): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows)
    ids.push(await insertPlatformSku(t, { skuCode: r.code ?? `TSKU-${++skuSeq}-${Date.now() % 100000}`, serialised: r.serialised ?? false }));
  return ids;
}

/** Stock put in (qty > 0) or taken out (qty < 0) through moveStock, as an adjustment. */
export async function putStock(
  t: TestApp,
  m: { skuId: number; warehouseId: number; qty: number; sns?: string[] },
  now = new Date(t.ctx.clock.now()),
): Promise<void> {
  await t.ctx.db.transaction((tx) =>
    moveStock(
      tx,
      [
        {
          skuId: m.skuId,
          warehouseId: m.warehouseId,
          qty: m.qty,
          kind: 'adjustment',
          doc: { type: 'test', id: 1, no: 'TEST' },
          ...(m.sns ? { sns: m.sns } : {}),
        },
      ],
      { userId: 1, name: 'test' },
      now,
    ),
  );
}

/** The balance row of a SKU in a warehouse (0 when none) and the sum of its ledger rows. */
export async function stockOf(t: TestApp, skuId: number, warehouseId: number): Promise<{ qty: number; ledgerSum: number }> {
  const res = (await t.ctx.db.execute(
    sql`select coalesce((select qty from stock_balances where sku_id = ${skuId} and warehouse_id = ${warehouseId}), 0)::int as qty,
               coalesce((select sum(qty) from stock_ledger where sku_id = ${skuId} and warehouse_id = ${warehouseId}), 0)::int as "ledgerSum"`,
  )) as unknown as { rows: Array<{ qty: number; ledgerSum: number }> };
  return { qty: Number(res.rows[0]!.qty), ledgerSum: Number(res.rows[0]!.ledgerSum) };
}

/** Where an SN is: its warehouse and status (null when the ledger never saw it). */
export async function snOf(t: TestApp, sn: string): Promise<{ warehouseId: number; status: string } | null> {
  const res = (await t.ctx.db.execute(sql`select warehouse_id as "warehouseId", status from stock_sns where sn = ${sn}`)) as unknown as {
    rows: Array<{ warehouseId: number; status: string }>;
  };
  return res.rows[0] ? { warehouseId: Number(res.rows[0].warehouseId), status: res.rows[0].status } : null;
}

/** A user holding the permissions and one of the approval roles (signed in again so the session carries it). */
export async function approverWith(t: TestApp, perms: string[], roleCode: string = APPROVAL_ROLE_CODES.manager): Promise<SignedIn> {
  const u = await userWith(t, perms);
  await grantRole(t, u.userId, roleCode);
  return signIn(t, u.username, u.password, `device-${u.username}-2`);
}

/** The approval requests of a document waiting in a user's inbox (`/approval/toBeApproved`), by its number. */
export async function inboxOf(t: TestApp, who: SignedIn, docNo: string): Promise<number[]> {
  const r = await call(t, { method: 'POST', url: t.ctx.svcPath('supply', '/approval/toBeApproved'), payload: { size: 100, docNo } }, who.headers);
  return (r.body.data.records as Array<{ id: number; docNo: string }>).filter((x) => x.docNo === docNo).map((x) => x.id);
}
