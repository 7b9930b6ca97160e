import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { ManualClock } from '../../platform/clock';
import { AppError } from '../../platform/http/errors';
import { insertPlatformSku } from '../skus/test-support';
import { isSerialisedSku, type Movement, moveStock, skuInfo } from './ledger';
import { stockBalances, stockLedger, stockSns } from './ledger.tables';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const actor = { userId: 1, name: 'admin' };
const now = () => new Date(clock.now());
let plain: number;
let serial: number;

const sku = (code: string, serialised: boolean) =>
  insertPlatformSku(t, { skuCode: code, nameZh: `${code} 中`, nameEn: `${code} en`, productModelId: 2, serialised });
const doc = (id = 1) => ({ type: 'test', id, no: `T${id}` });
const move = (ms: Movement[]) => t.ctx.db.transaction((tx) => moveStock(tx, ms, actor, now()));
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 0;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
};
async function balance(skuId: number, warehouseId: number) {
  const [r] = await t.ctx.db
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.skuId, skuId), eq(stockBalances.warehouseId, warehouseId)));
  return r?.qty ?? 0;
}
async function ledgerSum(skuId: number, warehouseId: number) {
  const [r] = await t.ctx.db
    .select({ s: sql<number>`coalesce(sum(${stockLedger.qty}), 0)::int` })
    .from(stockLedger)
    .where(and(eq(stockLedger.skuId, skuId), eq(stockLedger.warehouseId, warehouseId)));
  return r!.s;
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  plain = await sku('LEDGER-PLAIN', false);
  serial = await sku('LEDGER-SN', true);
});
afterAll(() => t.close());

describe('the stock ledger', () => {
  it('reads the serial flag and the names of SKUs', async () => {
    expect(await isSerialisedSku(t.ctx.db, serial)).toBe(true);
    expect(await isSerialisedSku(t.ctx.db, plain)).toBe(false);
    const info = await skuInfo(t.ctx.db, [plain, serial, 999_999]);
    expect(info.get(plain)).toMatchObject({ code: 'LEDGER-PLAIN', nameZh: 'LEDGER-PLAIN 中', productId: 1, productModelId: 2, serialised: false });
    expect(info.has(999_999)).toBe(false);
  });

  it('receives, issues, keeps the balance after on each row and refuses below zero (78101, naming SKU and warehouse)', async () => {
    await move([{ skuId: plain, warehouseId: 1, qty: 5, kind: 'receipt', doc: doc(1) }]);
    await move([{ skuId: plain, warehouseId: 1, qty: -2, kind: 'specialOut', doc: doc(2), reason: 'sample' }]);
    expect(await balance(plain, 1)).toBe(3);
    const rows = await t.ctx.db.select().from(stockLedger).where(eq(stockLedger.skuId, plain)).orderBy(stockLedger.id);
    expect(rows.map((r) => [r.qty, r.balanceAfter, r.kind])).toEqual([
      [5, 5, 'receipt'],
      [-2, 3, 'specialOut'],
    ]);
    let err: AppError | undefined;
    try {
      await move([{ skuId: plain, warehouseId: 1, qty: -4, kind: 'specialOut', doc: doc(3) }]);
    } catch (e) {
      err = e as AppError;
    }
    expect(err?.code).toBe(78101);
    expect(err?.data).toMatchObject({ skuId: plain, skuCode: 'LEDGER-PLAIN', warehouseId: 1, requested: 4, available: 3 });
    // no row at all: nothing in a warehouse never received into
    expect(await codeOf(move([{ skuId: plain, warehouseId: 77, qty: -1, kind: 'specialOut', doc: doc(3) }]))).toBe(78101);
    // a call is all or nothing: the first movement is undone when the second fails
    expect(
      await codeOf(
        move([
          { skuId: plain, warehouseId: 2, qty: 4, kind: 'receipt', doc: doc(4) },
          { skuId: plain, warehouseId: 1, qty: -10, kind: 'specialOut', doc: doc(4) },
        ]),
      ),
    ).toBe(78101);
    expect(await balance(plain, 2)).toBe(0);
    expect(await ledgerSum(plain, 1)).toBe(await balance(plain, 1));
  });

  it('serialises concurrent movements of one SKU and warehouse: 20 parallel issues of 1 where 10 fit', async () => {
    await move([{ skuId: plain, warehouseId: 9, qty: 10, kind: 'receipt', doc: doc(10) }]);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => move([{ skuId: plain, warehouseId: 9, qty: -1, kind: 'specialOut', doc: doc(100 + i) }])),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(10);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).code).toBe(78101);
    expect(await balance(plain, 9)).toBe(0);
    expect(await ledgerSum(plain, 9)).toBe(0);
  });

  it('moves serialised SKUs with their SNs (78106 count, 78107 already in stock, 78102 not there)', async () => {
    const w = 3;
    expect(await codeOf(move([{ skuId: serial, warehouseId: w, qty: 2, kind: 'receipt', doc: doc(20), sns: ['SN-1'] }]))).toBe(78106);
    expect(await codeOf(move([{ skuId: plain, warehouseId: w, qty: 1, kind: 'receipt', doc: doc(20), sns: ['SN-1'] }]))).toBe(1001);
    expect(await codeOf(move([{ skuId: serial, warehouseId: w, qty: 2, kind: 'receipt', doc: doc(20), sns: ['SN-1', 'sn-1'] }]))).toBe(1001);
    await move([{ skuId: serial, warehouseId: w, qty: 2, kind: 'receipt', doc: doc(20), sns: ['SN-1', 'SN-2'], sn: { boxNo: 'BOX-1', poLineId: 7 } }]);
    const sns = await t.ctx.db.select().from(stockSns).where(eq(stockSns.skuId, serial)).orderBy(stockSns.sn);
    expect(sns.map((s) => [s.sn, s.warehouseId, s.status, s.boxNo, s.poLineId])).toEqual([
      ['SN-1', w, 'inStock', 'BOX-1', 7],
      ['SN-2', w, 'inStock', 'BOX-1', 7],
    ]);
    // already in stock (any case), here or elsewhere
    expect(await codeOf(move([{ skuId: serial, warehouseId: 4, qty: 1, kind: 'receipt', doc: doc(21), sns: ['sn-2'] }]))).toBe(78107);
    // not in this warehouse
    expect(await codeOf(move([{ skuId: serial, warehouseId: 4, qty: -1, kind: 'specialOut', doc: doc(22), sns: ['SN-1'] }]))).toBe(78101);
    expect(await codeOf(move([{ skuId: serial, warehouseId: w, qty: -1, kind: 'specialOut', doc: doc(22), sns: ['SN-9'] }]))).toBe(78102);
    // a transfer in one call: out of w into transit (warehouse 2 < w: applied first by order, SNs still leave first)
    await move([
      { skuId: serial, warehouseId: w, qty: -1, kind: 'transferOut', doc: doc(23), sns: ['SN-1'] },
      { skuId: serial, warehouseId: 2, qty: 1, kind: 'transitIn', doc: doc(23), sns: ['SN-1'] },
    ]);
    const [moved] = await t.ctx.db.select().from(stockSns).where(eq(stockSns.sn, 'SN-1'));
    expect(moved).toMatchObject({ warehouseId: 2, status: 'inTransit', boxNo: 'BOX-1', poLineId: 7 });
    // returned to the supplier: out of every warehouse, and may come in again later
    await move([{ skuId: serial, warehouseId: w, qty: -1, kind: 'purchaseReturn', doc: doc(24), sns: ['SN-2'] }]);
    const [back] = await t.ctx.db.select().from(stockSns).where(eq(stockSns.sn, 'SN-2'));
    expect(back).toMatchObject({ warehouseId: null, status: 'returned' });
    await move([{ skuId: serial, warehouseId: w, qty: 1, kind: 'receipt', doc: doc(25), sns: ['SN-2'] }]);
    const ledger = await t.ctx.db.select().from(stockLedger).where(eq(stockLedger.docId, 23));
    expect(ledger.map((r) => r.sns)).toEqual([['SN-1'], ['SN-1']]);
    expect(await balance(serial, w)).toBe(1);
    expect(await ledgerSum(serial, w)).toBe(1);
  });
});
