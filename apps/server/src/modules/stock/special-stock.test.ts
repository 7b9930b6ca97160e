import { APPROVAL_PERMISSION, SPECIAL_STOCK_PERMISSIONS as P } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { insertWarehouses } from '../supply/test-support';
import { approverWith, insertTestSkus, putStock, snOf, stockOf } from './test-support';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
let clerk: SignedIn; // creates and submits
let manager: SignedIn; // the purchasing manager: approves
let viewer: SignedIn;
let wh = 0;
let plain = 0;
let serial = 0;
const S = (p: string) => t.ctx.svcPath('stock', `/specialStock${p}`);
const A = (p: string) => t.ctx.svcPath('supply', `/approval${p}`);
const post = (url: string, payload: unknown, who: SignedIn = clerk) => call(t, { method: 'POST', url, payload }, who.headers);
const get = (url: string, who: SignedIn = clerk) => call(t, { method: 'GET', url }, who.headers);

async function approve(docId: number, who: SignedIn = manager) {
  const doc = (await get(S(`/detail/${docId}`), who)).body.data;
  return post(A('/approve'), { id: doc.approval.requestId, docVersion: doc.version }, who);
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  const all = [P.view.name, P.add.name, P.edit.name, P.submit.name];
  clerk = await approverWith(t, [...all, APPROVAL_PERMISSION.act]);
  manager = await approverWith(t, [...all, APPROVAL_PERMISSION.act]);
  viewer = await userWith(t, [P.view.name]);
  wh = (await insertWarehouses(t, [{ code: 'SS-WH', nameZh: '特殊仓', nameEn: 'Special WH', type: 'own' }]))[0]!.id;
  [plain, serial] = (await insertTestSkus(t, [{ code: 'SS-PLAIN' }, { code: 'SS-SN', serialised: true }])) as [number, number];
});
afterAll(() => t.close());

const doc = (over: Record<string, unknown> = {}) => ({
  direction: 'out',
  kind: 'scrap',
  warehouseId: wh,
  reason: 'water damage',
  lines: [{ skuId: plain, qty: 3 }],
  ...over,
});

describe('special in/out stock', () => {
  it('posts a special out on approval by another user: the creator is refused 78201, the stock goes down in the approving transaction', async () => {
    await putStock(t, { skuId: plain, warehouseId: wh, qty: 10 });
    const d = (await post(S('/save'), doc())).body.data;
    expect(d).toMatchObject({ status: 'draft', no: expect.stringMatching(/^SS20260302\d{5}$/), allowedActions: ['edit', 'submit'], totalQty: 3 });
    const sub = await post(S('/submit'), { id: d.id, version: d.version });
    expect(sub.body.data).toMatchObject({ status: 'applying', allowedActions: [], approval: { status: 'applying' } });
    expect((await approve(d.id, clerk)).body.code).toBe(78201);
    expect(await stockOf(t, plain, wh)).toEqual({ qty: 10, ledgerSum: 10 });
    const ok = await approve(d.id);
    expect(ok.body).toMatchObject({ code: 2000, data: { status: 'passed' } });
    const after = (await get(S(`/detail/${d.id}`))).body.data;
    expect(after).toMatchObject({
      status: 'approved',
      postedAt: '2026-03-02T08:00:00.000Z',
      approval: { status: 'passed' },
      lines: [{ skuId: plain, qty: 3, skuCode: 'SS-PLAIN' }],
    });
    expect(await stockOf(t, plain, wh)).toEqual({ qty: 7, ledgerSum: 7 });
    const rows = (await t.ctx.db.execute(sql`select kind, qty, reason from stock_ledger where doc_type = 'specialStock' and doc_id = ${d.id}`)) as unknown as {
      rows: J[];
    };
    expect(rows.rows).toEqual([{ kind: 'specialOut', qty: -3, reason: 'water damage' }]);
  });

  it('refuses the approval below zero with 78101: nothing posted, the document stays applying', async () => {
    const before = await stockOf(t, plain, wh);
    const d = (await post(S('/save'), doc({ kind: 'loss', lines: [{ skuId: plain, qty: before.qty + 1 }] }))).body.data;
    await post(S('/submit'), { id: d.id, version: d.version });
    const refused = await approve(d.id);
    expect(refused.body.code).toBe(78101);
    expect(await stockOf(t, plain, wh)).toEqual(before);
    const still = (await get(S(`/detail/${d.id}`))).body.data;
    expect(still).toMatchObject({ status: 'applying', approval: { status: 'applying' } });
    // stock arrives: the same approval goes through
    await putStock(t, { skuId: plain, warehouseId: wh, qty: 5 });
    expect((await approve(d.id)).body.code).toBe(2000);
    expect((await stockOf(t, plain, wh)).qty).toBe(before.qty + 5 - (before.qty + 1));
  });

  it('requires a reason, a kind of the direction, lines and a known SKU and warehouse', async () => {
    const noReason = await call(t, { method: 'POST', url: S('/save'), payload: doc({ reason: '  ' }) }, { ...clerk.headers, language: 'en-US' });
    expect(noReason.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'body.reason', message: 'a reason is required' }] } });
    const zh = await call(t, { method: 'POST', url: S('/save'), payload: doc({ reason: '' }) }, { ...clerk.headers, language: 'zh-CN' });
    expect(zh.body.data.errors[0].message).toBe('必须填写原因');
    expect((await post(S('/save'), doc({ direction: 'in', kind: 'scrap' }))).body.data.errors[0]).toMatchObject({ field: 'kind' });
    expect((await post(S('/save'), doc({ lines: [] }))).body.data.errors[0]).toMatchObject({ field: 'body.lines' });
    expect((await post(S('/save'), doc({ lines: [{ skuId: 999_999, qty: 1 }] }))).body.data.errors[0]).toMatchObject({ field: 'lines.0.skuId' });
    expect((await post(S('/save'), doc({ warehouseId: 999_999 }))).body.data.errors[0]).toMatchObject({ field: 'warehouseId' });
  });

  it('brings serial numbers in (in stock) and scraps them out; SN count and unknown SNs are refused', async () => {
    expect((await post(S('/save'), doc({ direction: 'in', kind: 'found', lines: [{ skuId: serial, qty: 2, sns: ['SSN-1'] }] }))).body.code).toBe(78106);
    expect((await post(S('/save'), doc({ direction: 'in', kind: 'found', lines: [{ skuId: plain, qty: 1, sns: ['X'] }] }))).body.code).toBe(1001);
    const inDoc = (
      await post(
        S('/save'),
        doc({ direction: 'in', kind: 'found', reason: 'found in the back room', lines: [{ skuId: serial, qty: 2, sns: ['SSN-1', 'SSN-2'] }] }),
      )
    ).body.data;
    await post(S('/submit'), { id: inDoc.id, version: inDoc.version });
    expect((await approve(inDoc.id)).body.code).toBe(2000);
    expect(await snOf(t, 'SSN-1')).toEqual({ warehouseId: wh, status: 'inStock' });
    expect(await stockOf(t, serial, wh)).toEqual({ qty: 2, ledgerSum: 2 });
    const out = (await post(S('/save'), doc({ kind: 'scrap', lines: [{ skuId: serial, qty: 1, sns: ['SSN-2'] }] }))).body.data;
    await post(S('/submit'), { id: out.id, version: out.version });
    expect((await approve(out.id)).body.code).toBe(2000);
    expect(await snOf(t, 'SSN-2')).toMatchObject({ status: 'scrapped' });
    expect(await stockOf(t, serial, wh)).toEqual({ qty: 1, ledgerSum: 1 });
  });

  it('a rejected document is edited (its approval starts again) and submitted again; an applying one cannot be edited', async () => {
    const d = (await post(S('/save'), doc({ kind: 'gift', lines: [{ skuId: plain, qty: 1 }] }))).body.data;
    const applying = (await post(S('/submit'), { id: d.id, version: d.version })).body.data;
    expect((await post(S('/update'), { id: d.id, version: applying.version, ...doc() })).body).toMatchObject({ code: 1017, data: { state: 'applying' } });
    const rejected = await post(A('/reject'), { id: applying.approval.requestId, docVersion: applying.version, reason: 'not a gift' }, manager);
    expect(rejected.body.code).toBe(2000);
    const r = (await get(S(`/detail/${d.id}`))).body.data;
    expect(r).toMatchObject({ status: 'rejected', allowedActions: ['edit', 'submit'] });
    const edited = (
      await post(
        S('/update'),
        { id: d.id, version: r.version, ...doc({ kind: 'sample', reason: 'a sample for the fair', lines: [{ skuId: plain, qty: 1 }] }) },
        manager,
      )
    ).body.data;
    expect(edited).toMatchObject({ status: 'rejected', kind: 'sample' });
    const again = (await post(S('/submit'), { id: d.id, version: edited.version })).body.data;
    expect(again.status).toBe('applying');
    // the manager changed it: someone else approves
    expect((await approve(d.id)).body.code).toBe(78201);
    // stale version of the edit
    expect((await post(S('/submit'), { id: d.id, version: edited.version })).body.code).toBe(1005);
  });

  it('cancels a draft or a rejected document (with its permission); not one in approval or posted (1017)', async () => {
    const keeper = await approverWith(t, [P.view.name, P.add.name, P.edit.name, P.submit.name, P.cancel.name, APPROVAL_PERMISSION.act]);
    const d = (await post(S('/save'), doc({ kind: 'gift', lines: [{ skuId: plain, qty: 1 }] }), keeper)).body.data;
    expect(d.allowedActions).toEqual(['edit', 'submit', 'cancel']);
    // the clerk holds no cancel permission: not offered
    expect((await get(S(`/detail/${d.id}`))).body.data.allowedActions).toEqual(['edit', 'submit']);
    const c = (await post(S('/cancel'), { id: d.id, version: d.version }, keeper)).body;
    expect(c).toMatchObject({ code: 2000, data: { status: 'cancelled', allowedActions: [], version: d.version + 1 } });
    expect((await post(S('/submit'), { id: d.id, version: c.data.version }, keeper)).body).toMatchObject({ code: 1017, data: { state: 'cancelled' } });
    expect((await post(S('/cancel'), { id: d.id, version: c.data.version }, keeper)).body).toMatchObject({ code: 1017, data: { state: 'cancelled' } });
    // in approval: not cancelled; rejected: cancelled
    const e = (await post(S('/save'), doc({ kind: 'gift', lines: [{ skuId: plain, qty: 1 }] }), keeper)).body.data;
    const applying = (await post(S('/submit'), { id: e.id, version: e.version }, keeper)).body.data;
    expect(applying.allowedActions).toEqual([]);
    expect((await post(S('/cancel'), { id: e.id, version: applying.version }, keeper)).body).toMatchObject({
      code: 1017,
      data: { state: 'applying', allowedActions: [] },
    });
    expect((await post(A('/reject'), { id: applying.approval.requestId, docVersion: applying.version, reason: 'no' }, manager)).body.code).toBe(2000);
    const r = (await get(S(`/detail/${e.id}`), keeper)).body.data;
    expect(r).toMatchObject({ status: 'rejected', allowedActions: ['edit', 'submit', 'cancel'] });
    expect((await post(S('/cancel'), { id: e.id, version: r.version - 1 }, keeper)).body.code).toBe(1005);
    expect((await post(S('/cancel'), { id: e.id, version: r.version }, keeper)).body.data).toMatchObject({
      status: 'cancelled',
      approval: { status: 'rejected' },
    });
    expect((await post(S('/page'), { status: 'cancelled' }, viewer)).body.data.records.map((x: J) => x.id).sort()).toEqual([d.id, e.id].sort());
    // no other fields; the permission is required
    expect((await post(S('/cancel'), { id: e.id, version: r.version, reason: 'x' }, keeper)).body.code).toBe(1001);
    await expectGuarded(t, { method: 'POST', url: S('/cancel'), payload: { id: 1, version: 1 } }, clerk);
  });

  it('lists with filters and refuses without sign-in (401) and without the permission (403)', async () => {
    const page = (q: Record<string, unknown>) => post(S('/page'), q, viewer);
    const all = (await page({})).body.data;
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.records[0]).toMatchObject({ warehouseName: '特殊仓', allowedActions: [] });
    expect((await page({ status: 'approved' })).body.data.records.every((r: J) => r.status === 'approved')).toBe(true);
    expect((await page({ direction: 'in' })).body.data.records.map((r: J) => r.kind)).toEqual(['found']);
    expect((await page({ no: 'SS2026' })).body.data.total).toBe(all.total);
    expect((await page({ createdFrom: '2026-03-03' })).body.data.total).toBe(0);
    expect((await page({ createdTo: '2026-03-02', warehouseId: wh })).body.data.total).toBe(all.total);
    const en = await call(t, { method: 'POST', url: S('/page'), payload: {} }, { ...viewer.headers, language: 'en-US' });
    expect(en.body.data.records[0].warehouseName).toBe('Special WH');
    const nobody = await userWith(t, []);
    await expectGuarded(t, { method: 'POST', url: S('/page'), payload: {} }, nobody);
    await expectGuarded(t, { method: 'POST', url: S('/save'), payload: doc() }, viewer);
    await expectGuarded(t, { method: 'POST', url: S('/submit'), payload: { id: 1, version: 1 } }, viewer);
    await expectGuarded(t, { method: 'POST', url: S('/update'), payload: { id: 1, version: 1, ...doc() } }, viewer);
  });
});
