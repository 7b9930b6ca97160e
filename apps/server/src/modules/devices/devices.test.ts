import { DEVICE_PERMISSIONS as P } from '@diagops/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { readSheet } from '../../../test/kit-helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { explainUsesIndex } from '../../platform/kit/explain';
import { signUpCustomer } from '../customers/test-support';
import { insertModels, insertProducts } from '../products/test-support';
import { seedDevicesDemo } from './devices.demo';
import { cardPage, devicePage, selectCards, selectDevices } from './devices.repository';
import { luhn, newCardNo } from './devices.service';
import { deviceHistory, devices, pointCards } from './devices.tables';

let t: TestApp;
let admin: SignedIn;
let productId: number;
let modelId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const [p] = await insertProducts(t, [{ code: 'DX-PRO5', nameZh: '诊断平板', nameEn: 'Scanner tablet', productLine: 'diag' }]);
  productId = p!.id;
  const [m] = await insertModels(t, [{ productId, code: 'DX-PRO5-STD', nameZh: '标准版', nameEn: 'Standard' }]);
  modelId = m!.id;
});
afterAll(() => t.close());

const post = (p: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/lenkor-user${p}`, headers, payload: payload as object });
const app = (method: 'GET' | 'POST', p: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/lenkor-app/device${p}`, headers, ...(payload ? { payload: payload as object } : {}) });
let seq = 0;
async function newDevice(over: Partial<typeof devices.$inferInsert> = {}) {
  const [d] = await t.ctx.db
    .insert(devices)
    .values({ sn: `SN${String(++seq).padStart(8, '0')}`, productId, productModelId: modelId, registrationCode: `REG${seq}`, ...over })
    .returning();
  return d!;
}
const historyOf = (id: number) => t.ctx.db.select().from(deviceHistory).where(eq(deviceHistory.deviceId, id)).orderBy(deviceHistory.id);
const row = async (id: number) => (await t.ctx.db.select().from(devices).where(eq(devices.id, id)))[0]!;

describe('device actions (DEV-03…DEV-09)', () => {
  it('binds, extends the warranty, renews, marks, transfers, unbinds; each in the history and the operation log', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    const d = await newDevice();
    let r = await post('/device/bind', { id: d.id, version: 1, customerId: a.id, note: 'sold in shop' });
    expect(r.json()).toMatchObject({ code: 2000, data: { status: 'activated', customerId: a.id, version: 2, productModelCode: 'DX-PRO5-STD' } });
    r = await post('/device/extendWarranty', { id: d.id, version: 2, days: 30, note: 'goodwill' });
    const w1 = r.json().data.warrantyTime;
    expect(new Date(w1).getTime()).toBe(t.clock.now() + 30 * 86_400_000);
    r = await post('/device/extendWarranty', { id: d.id, version: 3, days: 10, note: 'again' });
    expect(new Date(r.json().data.warrantyTime).getTime()).toBe(new Date(w1).getTime() + 10 * 86_400_000);
    r = await post('/device/renewSoftware', { id: d.id, version: 4, registrationCode: 'NEWREG', days: 365, note: 'renewal' });
    expect(r.json().data).toMatchObject({ registrationCode: 'NEWREG', status: 'activated' });
    r = await post('/device/markPurpose', { id: d.id, version: 5, purpose: 'test', note: 'lab unit' });
    expect(r.json().data.purpose).toBe('test');
    // DEV-05: the target is required and never the current owner
    expect((await post('/device/transfer', { id: d.id, version: 6, targetCustomerId: a.id, note: 'x' })).json().data.errors[0].field).toBe('targetCustomerId');
    expect((await post('/device/transfer', { id: d.id, version: 6, note: 'x' })).json().code).toBe(1001);
    r = await post('/device/transfer', { id: d.id, version: 6, targetCustomerId: b.id, note: 'resold' });
    // the device waits for b; it stays a's until b accepts
    expect(r.json().data).toMatchObject({ status: 'transferring', customerId: a.id, transferToCustomerId: b.id, transferToAccount: b.account, version: 7 });
    expect((await app('POST', '/transfer/accept', b.headers, { sn: d.sn })).json().code).toBe(2000);
    expect(await row(d.id)).toMatchObject({ status: 'activated', customerId: b.id, transferToCustomerId: null, version: 8 });
    // DEV-07: a note and the second-sale choice
    expect((await post('/device/unbind', { id: d.id, version: 8, note: 'x' })).json().code).toBe(1001);
    expect((await post('/device/unbind', { id: d.id, version: 8, note: '  ', secondSale: true })).json().code).toBe(1001);
    r = await post('/device/unbind', { id: d.id, version: 8, note: 'returned by owner', secondSale: true });
    expect(r.json().data).toMatchObject({ status: 'unbound', customerId: null, secondSale: true });
    const h = await historyOf(d.id);
    const actions = ['bind', 'extendWarranty', 'extendWarranty', 'renewSoftware', 'markPurpose', 'transfer', 'acceptTransfer', 'unbind'];
    expect(h.map((x) => x.action)).toEqual(actions);
    expect(h[5]).toMatchObject({ actorKind: 'staff', note: 'resold', detail: { fromCustomerId: a.id, toCustomerId: b.id } });
    expect(h[6]).toMatchObject({ actorKind: 'customer', actorId: b.id, fromStatus: 'transferring', toStatus: 'activated' });
    const logs = await t.ctx.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'device'), eq(operationLogs.targetId, String(d.id))));
    expect(logs.map((l) => l.action).sort()).toEqual([...actions].sort());
    const detail = await t.app.inject({ method: 'GET', url: `/lenkor-user/device/detail/${d.id}`, headers: { ...admin.headers, language: 'en-US' } });
    expect(detail.json().data.history).toHaveLength(8);
    expect(detail.json().data.device.productName).toBe('Scanner tablet');
    expect(detail.json().data.allowedActions).toEqual(expect.arrayContaining(['bind', 'lock', 'return']));
  });

  it('a transfer waits for the receiver: only they accept or decline, staff may cancel, the owner keeps it meanwhile', async () => {
    const owner = await signUpCustomer(t);
    const to = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const d = await newDevice({ status: 'activated', customerId: owner.id });
    let r = await post('/device/transfer', { id: d.id, version: 1, targetCustomerId: to.id, note: 'sold on' });
    expect(r.json().data).toMatchObject({ status: 'transferring', customerId: owner.id, transferToCustomerId: to.id });
    expect(r.json().data.transferRequestedAt).toBe(new Date(t.clock.now()).toISOString());
    // the owner still has it; the receiver sees it waiting; nobody else does
    expect((await app('GET', '/list', owner.headers)).json().data).toEqual([expect.objectContaining({ sn: d.sn, status: 'transferring' })]);
    expect((await app('GET', '/transfers', to.headers)).json().data).toEqual([expect.objectContaining({ sn: d.sn, productName: '诊断平板' })]);
    expect((await app('GET', '/transfers', other.headers)).json().data).toEqual([]);
    // someone else, the owner, an unknown SN: 1002 and nothing changes
    for (const [h, sn] of [
      [other.headers, d.sn],
      [owner.headers, d.sn],
      [to.headers, 'NO-SUCH-SN'],
    ] as const) {
      expect((await app('POST', '/transfer/accept', h, { sn })).json().code).toBe(1002);
    }
    // a staff token on the customer route and a customer token on the staff route: 1003
    expect((await app('POST', '/transfer/accept', admin.headers, { sn: d.sn })).json().code).toBe(1003);
    expect((await post('/device/cancelTransfer', { id: d.id, version: 2, note: 'x' }, to.headers)).json().code).toBe(1003);
    expect(await row(d.id)).toMatchObject({ status: 'transferring', customerId: owner.id, version: 2 });
    // declined: back to the owner, nothing pending
    expect((await app('POST', '/transfer/decline', to.headers, { sn: d.sn })).json().code).toBe(2000);
    expect(await row(d.id)).toMatchObject({ status: 'activated', customerId: owner.id, transferToCustomerId: null, transferRequestedAt: null });
    expect((await app('POST', '/transfer/accept', to.headers, { sn: d.sn })).json().code).toBe(1002);
    // asked again, then re-addressed while waiting: only the latest receiver may answer
    r = await post('/device/transfer', { id: d.id, version: 3, targetCustomerId: to.id, note: 'again' });
    r = await post('/device/transfer', { id: d.id, version: 4, targetCustomerId: other.id, note: 'to someone else' });
    expect(r.json().data).toMatchObject({ status: 'transferring', transferToCustomerId: other.id });
    expect((await app('GET', '/transfers', to.headers)).json().data).toEqual([]);
    expect((await app('POST', '/transfer/accept', to.headers, { sn: d.sn })).json().code).toBe(1002);
    // staff call it off; cancelling what is not transferring is 1017
    r = await post('/device/cancelTransfer', { id: d.id, version: 5, note: 'buyer changed their mind' });
    expect(r.json().data).toMatchObject({ status: 'activated', customerId: owner.id, transferToCustomerId: null });
    expect((await post('/device/cancelTransfer', { id: d.id, version: 6, note: 'x' })).json().code).toBe(1017);
    // a lock while waiting ends the transfer too
    await post('/device/transfer', { id: d.id, version: 6, targetCustomerId: to.id, note: 'third time' });
    expect((await post('/device/lock', { id: d.id, version: 7, note: 'stolen' })).json().data).toMatchObject({ status: 'locked', transferToCustomerId: null });
    expect((await app('POST', '/transfer/accept', to.headers, { sn: d.sn })).json().code).toBe(1002);
    expect((await historyOf(d.id)).map((x) => x.action)).toEqual(['transfer', 'declineTransfer', 'transfer', 'transfer', 'cancelTransfer', 'transfer', 'lock']);
  });

  it('refuses a stale version (1005) and a second bind (1017), changing nothing', async () => {
    const a = await signUpCustomer(t);
    const d = await newDevice();
    expect((await post('/device/bind', { id: d.id, version: 1, customerId: a.id, note: 'n' })).json().code).toBe(2000);
    const stale = await post('/device/extendWarranty', { id: d.id, version: 1, days: 5, note: 'n' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(1005);
    const again = await post('/device/bind', { id: d.id, version: 2, customerId: a.id, note: 'n' });
    expect(again.json().code).toBe(1017);
    expect(await row(d.id)).toMatchObject({ version: 2, warrantyTime: null });
    expect(await historyOf(d.id)).toHaveLength(1);
  });

  it('locks irreversibly: every later action answers 1017', async () => {
    const a = await signUpCustomer(t);
    const d = await newDevice({ status: 'activated', customerId: a.id });
    const r = await post('/device/lock', { id: d.id, version: 1, note: 'stolen' });
    expect(r.json().data.status).toBe('locked');
    for (const [p, body] of [
      ['/device/unbind', { note: 'n', secondSale: false }],
      ['/device/extendWarranty', { days: 1, note: 'n' }],
      ['/device/lock', { note: 'n' }],
      ['/device/exchange', { newSn: 'NEWSN-LOCKED', note: 'n' }],
    ] as const) {
      const res = await post(p, { id: d.id, version: 2, ...body });
      expect(res.json().code, p).toBe(1017);
    }
    expect((await row(d.id)).version).toBe(2);
  });

  it('exchanges to a new SN carrying the history; an SN that exists is refused (10120)', async () => {
    const a = await signUpCustomer(t);
    const d = await newDevice();
    await post('/device/bind', { id: d.id, version: 1, customerId: a.id, note: 'n' });
    const other = await newDevice();
    const dup = await post('/device/exchange', { id: d.id, version: 2, newSn: other.sn.toLowerCase(), note: 'broken screen' });
    expect(dup.json().code).toBe(10120);
    expect((await post('/device/exchange', { id: d.id, version: 2, newSn: 'NEW-1' })).json().code).toBe(1001);
    const r = await post('/device/exchange', { id: d.id, version: 2, newSn: 'EXCH-0001', note: 'broken screen' });
    expect(r.json().data).toMatchObject({ sn: 'EXCH-0001', customerId: a.id, status: 'activated' });
    expect(await row(d.id)).toMatchObject({ status: 'disabled', customerId: null });
    const carried = await historyOf(r.json().data.id);
    expect(carried.map((x) => [x.sn, x.action])).toEqual([
      [d.sn, 'bind'],
      [d.sn, 'exchange'],
    ]);
  });

  it('returns only unbound devices (DEV-09): a selection is required, a bound one refuses all', async () => {
    const a = await signUpCustomer(t);
    const u1 = await newDevice({ status: 'unbound' });
    const u2 = await newDevice({ status: 'unbound' });
    const bound = await newDevice({ status: 'activated', customerId: a.id });
    expect((await post('/device/return', { ids: [], note: 'n' })).json().code).toBe(61000);
    expect((await post('/device/return', { ids: [u1.id, bound.id], note: 'n' })).json().code).toBe(1017);
    expect((await row(u1.id)).status).toBe('unbound');
    const r = await post('/device/return', { ids: [u1.id, u2.id], note: 'back to stock' });
    expect(r.json().data).toEqual({ returned: 2 });
    expect((await row(u2.id)).status).toBe('unactivated');
  });

  it('needs sign-in (401) and each action its permission (1000)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/lenkor-user/device/page', payload: {} })).statusCode).toBe(401);
    const viewer = await userWith(t, [P.deviceView.name, P.cardView.name]);
    expect((await post('/device/page', {}, viewer.headers)).json().code).toBe(2000);
    const d = await newDevice();
    for (const [p, body] of [
      ['/device/bind', { id: d.id, version: 1, customerId: 1, note: 'n' }],
      ['/device/lock', { id: d.id, version: 1, note: 'n' }],
      ['/device/return', { ids: [d.id], note: 'n' }],
      ['/pointCard/generate', { cardType: 273, count: 1, faceValue: 1 }],
      ['/pointCard/exportExcel', {}],
    ] as const) {
      const res = await post(p, body, viewer.headers);
      expect(res.json().code, p).toBe(1000);
    }
    expect((await row(d.id)).version).toBe(1);
  });
});

describe('batch actions: mark test/general, extend warranty', () => {
  const logsOf = (id: number) =>
    t.ctx.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'device'), eq(operationLogs.targetId, String(id))));

  it('marks each device alone: done ones changed with history and log, a locked (1017) and a stale (1005) one refused untouched', async () => {
    const a = await signUpCustomer(t);
    const ok1 = await newDevice({ status: 'activated', customerId: a.id });
    const ok2 = await newDevice();
    const locked = await newDevice({ status: 'locked' });
    const stale = await newDevice({ version: 3 });
    const r = await t.app.inject({
      method: 'POST',
      url: '/lenkor-user/device/batchMarkPurpose',
      headers: { ...admin.headers, language: 'en-US' },
      payload: {
        items: [
          { id: ok1.id, version: 1 },
          { id: locked.id, version: 1 },
          { id: stale.id, version: 2 },
          { id: ok2.id, version: 1 },
        ],
        purpose: 'test',
        note: 'lab batch',
      },
    });
    expect(r.json()).toEqual({
      code: 2000,
      msg: expect.any(String),
      data: {
        done: [ok1.id, ok2.id],
        refused: [
          { id: locked.id, code: 1017, message: 'The current status does not allow this operation' },
          { id: stale.id, code: 1005, message: 'The data was changed by someone else; reload and try again' },
        ],
      },
    });
    expect(await row(ok1.id)).toMatchObject({ purpose: 'test', version: 2, status: 'activated' });
    expect(await row(ok2.id)).toMatchObject({ purpose: 'test', version: 2, status: 'unactivated' });
    expect(await row(locked.id)).toMatchObject({ purpose: 'general', version: 1 });
    expect(await row(stale.id)).toMatchObject({ purpose: 'general', version: 3 });
    for (const d of [ok1, ok2]) {
      expect((await historyOf(d.id)).map((h) => [h.action, h.note, h.detail])).toEqual([['markPurpose', 'lab batch', { from: 'general', to: 'test' }]]);
      expect((await logsOf(d.id)).map((l) => l.action)).toEqual(['markPurpose']);
    }
    for (const d of [locked, stale]) {
      expect(await historyOf(d.id)).toEqual([]);
      expect(await logsOf(d.id)).toEqual([]);
    }
  });

  it("extends each warranty by the days; an unknown id (1002) and a locked one are refused in the caller's language", async () => {
    const ok = await newDevice({ status: 'activated' });
    const locked = await newDevice({ status: 'locked' });
    const r = await post(
      '/device/batchExtendWarranty',
      {
        items: [
          { id: ok.id, version: 1 },
          { id: ok.id, version: 1 },
          { id: 999_999, version: 1 },
          { id: locked.id, version: 1 },
        ],
        days: 90,
        note: 'promotion',
      },
      { ...admin.headers, language: 'zh-CN' },
    );
    expect(r.json().data).toEqual({
      done: [ok.id],
      refused: [
        { id: 999_999, code: 1002, message: '数据不存在' },
        { id: locked.id, code: 1017, message: '当前状态不允许此操作' },
      ],
    });
    expect((await row(ok.id)).warrantyTime?.getTime()).toBe(t.clock.now() + 90 * 86_400_000);
    expect((await row(ok.id)).version).toBe(2);
    expect((await historyOf(ok.id)).map((h) => h.action)).toEqual(['extendWarranty']);
    expect((await logsOf(ok.id)).map((l) => l.action)).toEqual(['extendWarranty']);
    expect(await row(locked.id)).toMatchObject({ warrantyTime: null, version: 1 });
  });

  it("refuses an empty selection (61000), more than 500 devices and a missing note (1001), and needs the action's permission", async () => {
    const d = await newDevice();
    expect((await post('/device/batchMarkPurpose', { items: [], purpose: 'test', note: 'n' })).json().code).toBe(61000);
    const many = Array.from({ length: 501 }, (_, i) => ({ id: i === 0 ? d.id : 1_000_000 + i, version: 1 }));
    const tooMany = await post('/device/batchExtendWarranty', { items: many, days: 1, note: 'n' });
    expect(tooMany.json().code).toBe(1001);
    expect(tooMany.json().data.errors[0].field).toMatch(/items/);
    expect((await post('/device/batchExtendWarranty', { items: [{ id: d.id, version: 1 }], days: 1 })).json().code).toBe(1001);
    expect((await post('/device/batchMarkPurpose', { items: [{ id: d.id, version: 1 }], purpose: 'other', note: 'n' })).json().code).toBe(1001);
    const marker = await userWith(t, [P.deviceView.name, P.deviceMark.name]);
    expect((await post('/device/batchExtendWarranty', { items: [{ id: d.id, version: 1 }], days: 1, note: 'n' }, marker.headers)).json().code).toBe(1000);
    expect(await row(d.id)).toMatchObject({ version: 1, warrantyTime: null });
    const r = await post('/device/batchMarkPurpose', { items: [{ id: d.id, version: 1 }], purpose: 'test', note: 'n' }, marker.headers);
    expect(r.json().data).toEqual({ done: [d.id], refused: [] });
    // exactly 500 is accepted (each unknown id refused alone)
    const five = await post('/device/batchMarkPurpose', { items: many.slice(1, 501), purpose: 'general', note: 'n' });
    expect(five.json().data.refused).toHaveLength(500);
  });
});

describe('device add', () => {
  it('adds a device with its first history row; an existing SN is 10120, an unknown product 1001', async () => {
    const r = await post('/device/add', { sn: 'ADD-0001', productId, productModelId: modelId, registrationCode: 'R1', softwareList: ['DiagPro'] });
    expect(r.json().data).toMatchObject({ sn: 'ADD-0001', status: 'unactivated', type: 'normal', softwareList: ['DiagPro'], version: 1 });
    expect((await historyOf(r.json().data.id)).map((h) => h.action)).toEqual(['create']);
    expect((await post('/device/add', { sn: 'add-0001', productId })).json().code).toBe(10120);
    expect((await post('/device/add', { sn: 'ADD-0002', productId: 999999 })).json().data.errors[0].field).toBe('productId');
  });
});

describe('device page', () => {
  it('filters by SN prefix, status, customer and model', async () => {
    const a = await signUpCustomer(t);
    await newDevice({ sn: 'FIND-001', status: 'activated', customerId: a.id });
    await newDevice({ sn: 'FIND-002', status: 'unbound' });
    const r = await post('/device/page', { sn: 'find-', productModelId: modelId, sort: { field: 'sn', order: 'asc' } });
    expect(r.json().data.records.map((x: { sn: string }) => x.sn)).toEqual(['FIND-001', 'FIND-002']);
    expect((await post('/device/page', { sn: 'find-', status: 'unbound' })).json().data.total).toBe(1);
    expect((await post('/device/page', { customerId: a.id })).json().data.records.map((x: { sn: string }) => x.sn)).toEqual(['FIND-001']);
    expect((await post('/device/page', { status: 'gone' })).json().code).toBe(1001);
  });

  it('serves every filter and sort from an index', async () => {
    const filters = { sn: 'ab', customerId: 1, status: 'locked', type: 'beta', productId: 1, productModelId: 1 } as const;
    for (const [key, value] of Object.entries(filters)) {
      const list = selectDevices(t.ctx.db, 'zh-CN')
        .where(devicePage.where({ [key]: value }))
        .orderBy(...devicePage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'devices', list);
      expect(r.ok, `${key}\n${r.plan}`).toBe(true);
    }
    for (const key of ['cardNo', 'batchNo', 'customerId'] as const) {
      const list = selectCards(t.ctx.db)
        .where(cardPage.where({ [key]: key === 'customerId' ? 1 : 'ab' }))
        .orderBy(...cardPage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'point_cards', list);
      expect(r.ok, `${key}\n${r.plan}`).toBe(true);
    }
  });
});

describe('cards (CARD-01…03)', () => {
  it('generates a batch of random Luhn-checked numbers, pages and exports them', async () => {
    const r = await post('/pointCard/generate', { cardType: 281, count: 25, faceValue: 100, expireDays: 365 });
    expect(r.json().data.count).toBe(25);
    const batchNo = r.json().data.batchNo;
    const rows = await t.ctx.db.select().from(pointCards).where(eq(pointCards.batchNo, batchNo));
    expect(new Set(rows.map((x) => x.cardNo)).size).toBe(25);
    for (const c of rows) {
      expect(c.cardNo).toMatch(/^[1-9]\d{15}$/);
      const digits = [...c.cardNo.slice(0, 15)].map(Number);
      expect(luhn(digits)).toBe(Number(c.cardNo[15]));
    }
    expect((await post('/pointCard/generate', { cardType: 279, count: 1, faceValue: 1 })).json().code).toBe(1001);
    const page = await post('/pointCard/page', { batchNo, cardType: 281, size: 50 });
    expect(page.json().data.total).toBe(25);
    const one = await t.app.inject({ method: 'GET', url: `/lenkor-user/pointCard/detail/${rows[0]!.id}`, headers: admin.headers });
    expect(one.json().data).toMatchObject({ cardNo: rows[0]!.cardNo, status: 'shipped' });
    const xl = await post('/pointCard/exportExcel', { batchNo }, { ...admin.headers, language: 'en-US' });
    const sheet = await readSheet(xl.rawPayload);
    expect(sheet[0]![0]).toBe('Card number');
    expect(sheet).toHaveLength(26);
    expect(String(sheet[1]![1])).toContain('Virtual AI entitlement card');
    const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.module, 'pointCard')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ action: 'generate', targetId: batchNo });
  });

  it('draws numbers that differ (no sequence)', () => {
    const a = newCardNo();
    const b = newCardNo();
    expect(a).not.toBe(b);
    expect(Math.abs(Number(a.slice(0, 15)) - Number(b.slice(0, 15)))).toBeGreaterThan(1);
  });
});

describe('customer API: /lenkor-app/device/list|bind|unbind', () => {
  const app = (method: 'GET' | 'POST', p: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/lenkor-app/device${p}`, headers, ...(payload ? { payload: payload as object } : {}) });

  it('binds with SN and registration code, lists, refuses a second bind, unbinds; staff see it and the customer records', async () => {
    const c = await signUpCustomer(t, { phone: '13812345678' });
    const other = await signUpCustomer(t);
    const d = await newDevice({ registrationCode: 'ABC123' });
    expect((await app('POST', '/bind', c.headers, { sn: d.sn, registrationCode: 'WRONG' })).json().code).toBe(73310);
    expect((await app('POST', '/bind', c.headers, { sn: 'NO-SUCH-SN', registrationCode: 'X' })).json().code).toBe(73310);
    const bound = await app('POST', '/bind', c.headers, { sn: d.sn.toLowerCase(), registrationCode: 'ABC123' });
    expect(bound.json()).toMatchObject({ code: 2000, data: { sn: d.sn, status: 'activated', productName: '诊断平板' } });
    expect((await app('GET', '/list', c.headers)).json().data.map((x: { sn: string }) => x.sn)).toEqual([d.sn]);
    // a second bind of a bound SN, by anyone, is refused and changes nothing
    const again = await app('POST', '/bind', other.headers, { sn: d.sn, registrationCode: 'ABC123' });
    expect(again.json().code).toBe(73312);
    expect((await app('POST', '/bind', c.headers, { sn: d.sn, registrationCode: 'ABC123' })).json().code).toBe(1017);
    expect((await row(d.id)).customerId).toBe(c.id);
    // staff see the owner, the phone masked without the full-phone permission
    const viewer = await userWith(t, [P.deviceView.name]);
    const seen = (await post('/device/page', { sn: d.sn }, viewer.headers)).json().data.records[0];
    expect(seen).toMatchObject({ customerId: c.id, customerAccount: c.account, customerPhone: '138****5678' });
    const full = (await post('/device/page', { sn: d.sn })).json().data.records[0];
    expect(full.customerPhone).toBe('13812345678');
    expect((await historyOf(d.id))[0]).toMatchObject({ action: 'bind', actorKind: 'customer', actorId: c.id });
    // someone else's SN cannot be unbound
    expect((await app('POST', '/unbind', other.headers, { sn: d.sn })).json().code).toBe(1002);
    expect((await app('POST', '/unbind', c.headers, { sn: d.sn })).json().code).toBe(2000);
    expect((await app('GET', '/list', c.headers)).json().data).toEqual([]);
    const events = await t.ctx.db.execute(sql`select kind, actor_kind from customer_events where customer_id = ${c.id} order by id`);
    expect((events as unknown as { rows: Array<{ kind: string }> }).rows.map((e) => e.kind)).toEqual(['device.bind', 'device.unbind']);
  });

  it('a staff token never opens the customer API, nor a customer token the staff API', async () => {
    const c = await signUpCustomer(t);
    expect((await app('GET', '/list', admin.headers)).statusCode).toBe(401);
    expect((await post('/device/page', {}, c.headers)).statusCode).toBe(401);
  });
});

describe('demo devices have a story (seed:demo)', () => {
  it('writes each seeded device history that ends in its status; a second run adds nothing; other devices are left alone', async () => {
    const plain = await newDevice({ sn: 'NOT-DEMO-1', status: 'activated' });
    const [{ n }] = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(devices)) as [{ n: number }];
    await seedDevicesDemo(t.ctx, n + 64, () => {});
    const demo = await t.ctx.db.select().from(devices).where(sql`${devices.sn} ~ '^DX[0-9]{10}$'`).orderBy(devices.id);
    expect(demo).toHaveLength(64);
    const all = await t.ctx.db.select().from(deviceHistory).where(sql`${deviceHistory.sn} ~ '^DX[0-9]{10}$'`).orderBy(deviceHistory.id);
    const actions = new Set<string>();
    for (const d of demo) {
      const h = all.filter((x) => x.deviceId === d.id);
      expect(h[0], d.sn).toMatchObject({ action: 'create', toStatus: 'unactivated', actorKind: 'system' });
      expect(h.at(-1)!.toStatus, `${d.sn}: ${h.map((x) => x.action)}`).toBe(
        d.status === 'disabled' || (d.status === 'transferring' && !d.transferToCustomerId) ? 'activated' : d.status,
      );
      for (let i = 1; i < h.length; i++) expect(h[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(h[i - 1]!.createdAt.getTime());
      if (d.customerId)
        expect(h.find((x) => x.action === 'bind')).toMatchObject({ actorKind: 'customer', actorId: d.customerId, detail: { customerId: d.customerId } });
      for (const x of h) actions.add(x.action);
    }
    expect([...actions].sort()).toEqual(['bind', 'create', 'extendWarranty', 'lock', 'markPurpose', 'transfer', 'unbind']);
    // the detail screen's call shows the story
    const bound = demo.find((d) => d.status === 'activated')!;
    const detail = await t.app.inject({ method: 'GET', url: `/lenkor-user/device/detail/${bound.id}`, headers: admin.headers });
    expect(
      detail
        .json()
        .data.history.map((x: { action: string }) => x.action)
        .slice(0, 2),
    ).toEqual(['create', 'bind']);
    // idempotent, and a device outside the demo SNs gets nothing
    await seedDevicesDemo(t.ctx, n + 64, () => {});
    expect(await t.ctx.db.select().from(deviceHistory).where(sql`${deviceHistory.sn} ~ '^DX[0-9]{10}$'`)).toHaveLength(all.length);
    expect(await historyOf(plain.id)).toEqual([]);
  });
});
