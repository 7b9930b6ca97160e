import { INVENTORY_PERMISSIONS as I } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { explainUsesIndex } from '../../platform/kit/explain';
import { insertWarehouses } from '../supply/test-support';
import { inventoryPage, movementPage } from './inventory.service';
import { stockBalances, stockLedger } from './ledger.tables';

/**
 * The inventory at the benchmark's size: 10,000 SKUs in two warehouses and 1,000,000 ledger rows
 * (100,000 on PGlite), one balance holding most of them. The lists page by keyset and estimate
 * their totals past LIST_EXACT_TOTAL_LIMIT, and every query the screen sends is served by an index.
 */
let t: TestApp;
let me: SignedIn;
let w1: number;
let w2: number;
let hotSku: number;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const IV = (p: string) => t.ctx.svcPath('stock', `/inventory${p}`);
const post = (url: string, payload: unknown) => call(t, { method: 'POST', url, payload }, me.headers);
const SKUS = 10_000;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  me = await userWith(t, [I.view.name]);
  const ws = (
    await insertWarehouses(t, [
      { code: 'BENCH-A', nameZh: '基准仓A', nameEn: 'Bench A', type: 'own' },
      { code: 'BENCH-T', nameZh: '在途', nameEn: 'Bench transit', type: 'inTransit' },
    ])
  ).map((w) => w.id);
  w1 = ws[0]!;
  w2 = ws[1]!;
  const ledgerRows = t.ctx.database.kind === 'postgres' ? 1_000_000 : 100_000;
  const db = t.ctx.db;
  await db.execute(sql`
    insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency, serialised)
    select 'BENCH-' || lpad(i::text, 5, '0'), '基准 ' || i, 'Bench ' || i, 1, 1, 'B' || i, 1, 'CNY', false from generate_series(1, ${SKUS}) i`);
  const [first] = (
    (await db.execute(sql`select min(id)::int as id from platform_skus where sku_code like 'BENCH-%'`)) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  hotSku = first!.id;
  await db.execute(sql`
    insert into stock_balances (sku_id, warehouse_id, qty)
    select ${hotSku} + i - 1, w, case when i % 3 = 0 then 0 else i % 97 end
    from generate_series(1, ${SKUS}) i, unnest(array[${w1}::int, ${w2}::int]) w`);
  // most rows on one balance (the drawer's worst case), the rest spread over the SKUs
  await db.execute(sql`
    insert into stock_ledger (at, sku_id, warehouse_id, qty, kind, doc_type, doc_id, doc_no, operator_id, operator_name, balance_after)
    select now() - (i || ' seconds')::interval, case when i % 10 < 8 then ${hotSku} else ${hotSku} + i % ${SKUS} end, ${w1}, 1, 'adjustment', 'bench', i, 'B' || i, 1, 'bench', i
    from generate_series(1, ${ledgerRows}) i`);
  await db.execute(sql`analyze stock_balances`);
  await db.execute(sql`analyze stock_ledger`);
  await db.execute(sql`analyze platform_skus`);
}, 600_000);
afterAll(() => t.close());

describe('inventory at the benchmark size', () => {
  it('serves every list query of the screen from an index', async () => {
    const db = t.ctx.db;
    const queries: Array<[string, Record<string, unknown>]> = [
      ['default', {}],
      ['warehouse', { warehouseId: w1 }],
      ['non-zero by quantity', { nonZero: true, sort: { field: 'qty', order: 'desc' } }],
      ['warehouse by quantity', { warehouseId: w2, sort: { field: 'qty', order: 'asc' } }],
      ['SKU prefix', { skuCode: 'bench-0001' }],
    ];
    for (const [name, q] of queries) {
      const page = db
        .select()
        .from(stockBalances)
        .where(inventoryPage.where(q))
        .orderBy(...inventoryPage.orderBy(q))
        .limit(20);
      const r = await explainUsesIndex(db, 'stock_balances', page);
      expect(r.ok, `${name}\n${r.plan}`).toBe(true);
    }
    const moves = db
      .select()
      .from(stockLedger)
      .where(movementPage.where({ skuId: hotSku, warehouseId: w1 }))
      .orderBy(...movementPage.orderBy({}))
      .limit(20);
    const m = await explainUsesIndex(db, 'stock_ledger', moves);
    expect(m.ok, m.plan).toBe(true);
  });

  it('answers the list, its keyset pages and a hot balance’s movements with estimated totals', async () => {
    const started = Date.now();
    const first = (await post(IV('/page'), { current: 1, size: 20 })).body.data;
    expect(first.records).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(10_000);
    const next = (await post(IV('/page'), { current: 2, size: 20, after: first.records.at(-1).id })).body.data;
    expect(next.records[0].skuId).toBeGreaterThanOrEqual(first.records.at(-1).skuId);
    const transit = (await post(IV('/page'), { current: 1, size: 20, warehouseId: w2, nonZero: true })).body.data;
    expect(transit.records.every((r: J) => r.warehouseType === 'inTransit' && r.qty > 0)).toBe(true);
    const prefix = (await post(IV('/page'), { current: 1, size: 50, skuCode: 'BENCH-0001' })).body.data;
    expect(prefix.records.every((r: J) => r.skuCode.startsWith('BENCH-0001'))).toBe(true);
    expect(prefix.total).toBe(20); // BENCH-00010 … BENCH-00019 in two warehouses
    const moves = (await post(IV('/movements'), { current: 1, size: 20, skuId: hotSku, warehouseId: w1 })).body.data;
    expect(moves.records).toHaveLength(20);
    expect(moves.totalEstimated).toBe(true);
    const deeper = (await post(IV('/movements'), { current: 2, size: 20, after: moves.records.at(-1).id, skuId: hotSku, warehouseId: w1 })).body.data;
    expect(deeper.records[0].id).toBeLessThan(moves.records.at(-1).id);
    // on record for the benchmark (no bound asserted: the CI machine is shared)
    console.info(`inventory: six list calls in ${Date.now() - started} ms`);
  });
});
