import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type SignedIn, signIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { RtTestClient } from '../../platform/realtime/test-client';
import { lastMessage } from '../account/test-support';
import { topDeptId } from '../depts';
import { updateUserRow } from '../users/test-support';
import { dealerAreas, dealers } from './dealers.tables';

// A failing bell (notice store or hub down) is switched on per test: the addition must stand.
const bell = vi.hoisted(() => ({ fail: false }));
vi.mock('../../platform/realtime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/realtime')>();
  return {
    ...real,
    notifyStaff: (input: Parameters<typeof real.notifyStaff>[0]) => (bell.fail ? Promise.reject(new Error('bell down')) : real.notifyStaff(input)),
  };
});

// When a dealer account or staff add a sub-dealer, the account of the dealer it went under is told.
type D = { id: number; code: string; name: string; email: string; account: string };
type Notice = { kind: string; title: string; link: string };
let t: TestApp;
let wsUrl: string;
let admin: SignedIn;
let sku: number;
let team: number;
let china: number;
const NOTICES = '/lenkor-user/notice/list';

const url = (p: string) => t.ctx.svcPath('dealer', p);
const notices = async (s: SignedIn) => (await t.app.inject({ method: 'GET', url: NOTICES, headers: s.headers })).json().data.records as Notice[];

let seq = 0;
async function addDealer(over: Record<string, unknown>, headers = admin.headers): Promise<D> {
  seq++;
  const payload = {
    name: `Notify dealer ${seq}`,
    account: `ndealer_${seq}.x@y`,
    email: `ndealer${seq}@example.com`,
    areaId: china,
    serviceTeamId: team,
    doiRegistered: false,
    teamPermission: true,
    individualPermission: false,
    profitRatios: [{ skuId: sku, ratio: 10 }],
    ...over,
  };
  const r = (await t.app.inject({ method: 'POST', url: url('/dealer/add'), headers, payload })).json();
  expect(r.code, JSON.stringify(r)).toBe(2000);
  return r.data;
}
/** Signs a dealer in with the e-mailed password (the first-password change is skipped). */
async function signInDealer(d: D): Promise<SignedIn> {
  const mail = await lastMessage(t, d.email);
  const password = /^(?:密码：|Password: )(\S+)$/m.exec(mail!.body)![1]!;
  const [u] = await t.ctx.db.select({ userId: dealers.userId }).from(dealers).where(eq(dealers.id, d.id));
  await updateUserRow(t, u!.userId, { passwordExpired: false });
  return signIn(t, d.account, password, `dev-${d.account}`);
}

let D0: D, D1: D;
let p0: SignedIn, p1: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.ctx.svcPath('rt', '/ws')}`;
  admin = await signInAdmin(t);
  const rows = (await t.ctx.db.execute(sql`
    insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency)
    values ('NTF-SKU-A', '诊断仪A', 'Scanner A', 1, 1, 'P-NA', 100, 'CNY') returning id`)) as unknown as { rows: Array<{ id: number }> };
  sku = rows.rows[0]!.id;
  team = (await topDeptId(t.ctx.db))!;
  const [c] = await t.ctx.db.select().from(dealerAreas).where(eq(dealerAreas.code, '01'));
  china = c!.id;
  D0 = await addDealer({});
  D1 = await addDealer({ parentId: D0.id });
  p0 = await signInDealer(D0);
  p1 = await signInDealer(D1);
});
afterAll(async () => t.close());

describe('the parent dealer is told of a sub-dealer added under it, by a dealer or by staff', () => {
  it('a dealer adding under a dealer below it tells that dealer (pushed, linking to the new detail); nobody else', async () => {
    const ws = await RtTestClient.open(wsUrl);
    await ws.handshake(p1.token);
    const added = await addDealer({ parentId: D1.id }, p0.headers);
    const link = `/dealerManagement/detail/${added.id}`;
    const pushed = await ws.next((f) => f.cmd === 7);
    expect(pushed.data).toMatchObject({ kind: 'dealerSubAdded', title: `${added.code} ${added.name}`, link, read: false });
    expect((await notices(p1)).map((n) => [n.kind, n.title, n.link])).toEqual([['dealerSubAdded', `${added.code} ${added.name}`, link]]);
    // the link opens for the one told
    expect((await t.app.inject({ method: 'GET', url: url(`/dealer/detail/${added.id}`), headers: p1.headers })).json().data.id).toBe(added.id);
    // the dealer who added it is not told (its one notice is of D1, which the administrator added under it)
    expect((await notices(p0)).map((n) => n.link)).toEqual([`/dealerManagement/detail/${D1.id}`]);
    expect(await notices(admin)).toEqual([]);
    ws.close();
  });

  it('a dealer adding under its own dealer is not told of its own action', async () => {
    const before0 = (await notices(p0)).length;
    const before1 = (await notices(p1)).length;
    await addDealer({ parentId: D0.id }, p0.headers);
    await addDealer({ parentId: D1.id }, p1.headers);
    expect((await notices(p0)).length).toBe(before0);
    expect((await notices(p1)).length).toBe(before1);
  });

  it('staff adding a dealer under a dealer tell that dealer (pushed, linking to the new detail); a first-level dealer tells nobody', async () => {
    const ws = await RtTestClient.open(wsUrl);
    await ws.handshake(p1.token);
    const before0 = (await notices(p0)).length;
    const before1 = (await notices(p1)).length;
    const added = await addDealer({ parentId: D1.id });
    const link = `/dealerManagement/detail/${added.id}`;
    const pushed = await ws.next((f) => f.cmd === 7);
    expect(pushed.data).toMatchObject({ kind: 'dealerSubAdded', title: `${added.code} ${added.name}`, link, read: false });
    const mine = await notices(p1);
    expect(mine.length).toBe(before1 + 1);
    expect(mine.map((n) => [n.kind, n.title, n.link])).toContainEqual(['dealerSubAdded', `${added.code} ${added.name}`, link]);
    expect((await t.app.inject({ method: 'GET', url: url(`/dealer/detail/${added.id}`), headers: p1.headers })).json().data.id).toBe(added.id);
    // only the direct parent is told, not the dealer above it, nor the administrator who added it
    expect((await notices(p0)).length).toBe(before0);
    expect(await notices(admin)).toEqual([]);
    // a first-level dealer has no parent: nobody is told
    await addDealer({});
    expect((await notices(p0)).length).toBe(before0);
    expect((await notices(p1)).length).toBe(before1 + 1);
    expect(await notices(admin)).toEqual([]);
    ws.close();
  });

  it('a refused addition tells nobody; a failed notice never undoes the addition', async () => {
    const before = (await notices(p1)).length;
    const refused = await t.app.inject({
      method: 'POST',
      url: url('/dealer/add'),
      headers: p0.headers,
      payload: {
        name: 'x',
        account: 'ndealer_refused',
        email: 'r@example.com',
        areaId: 999_999,
        serviceTeamId: team,
        doiRegistered: false,
        teamPermission: true,
        individualPermission: false,
        profitRatios: [{ skuId: sku, ratio: 1 }],
        parentId: D1.id,
      },
    });
    expect(refused.json().code).toBe(73215);
    expect((await notices(p1)).length).toBe(before);
    bell.fail = true;
    let added: D;
    try {
      added = await addDealer({ parentId: D1.id }, p0.headers);
    } finally {
      bell.fail = false;
    }
    const [row] = await t.ctx.db.select().from(dealers).where(eq(dealers.id, added.id));
    expect(row).toMatchObject({ parentId: D1.id, level: 3 });
    expect((await notices(p1)).length).toBe(before);
  });
});
