import { readFileSync } from 'node:fs';
import { configDocResource, DEALER_PERMISSIONS as P } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { readSheet } from '../../../test/kit-helpers';
import { describeResource } from '../../../test/resource-suite';
import { explainUsesIndex } from '../../platform/kit/explain';
import { definePage } from '../../platform/kit/page';
import { lastMessage } from '../account/test-support';
import { topDeptId } from '../depts';
import { updateUserRow, userRow } from '../users/test-support';
import { configDocService } from './config-docs.service';
import { dealerPage, devicePage, profitPage, shipmentPage } from './dealers.repository';
import { dealerAreas, dealers } from './dealers.tables';

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely in the tests
type J = Record<string, any>;
let t: TestApp;
let admin: SignedIn;
let skuA: number;
let skuB: number;
let team: number;
let otherTeam: number;
let china: number;
let providerId: number;

const url = (p: string) => t.ctx.svcPath('dealer', p);
async function post(p: string, payload: unknown, headers: Record<string, string> = admin.headers): Promise<J> {
  const r = await t.app.inject({ method: 'POST', url: url(p), headers, payload: payload as object });
  return { status: r.statusCode, ...r.json() };
}
async function get(p: string, headers: Record<string, string> = admin.headers): Promise<J> {
  const r = await t.app.inject({ method: 'GET', url: url(p), headers });
  return { status: r.statusCode, ...r.json() };
}

let seq = 0;
/** The editable fields of a dealer (no area, parent or account). */
function editBody(id: number, over: J = {}): J {
  const { account: _a, areaId: _b, parentId: _c, ...rest } = dealerBody(over);
  return { ...rest, id, version: 1 };
}
function dealerBody(over: J = {}): J {
  seq++;
  return {
    name: `Dealer ${seq}`,
    account: `dealer_${seq}.x@y`,
    email: `dealer${seq}@example.com`,
    areaId: china,
    serviceTeamId: team,
    doiRegistered: false,
    teamPermission: true,
    individualPermission: false,
    profitRatios: [{ skuId: skuA, ratio: 12.5 }],
    ...over,
  };
}
async function addDealer(over: J = {}, headers = admin.headers): Promise<J> {
  const r = await post('/dealer/add', dealerBody(over), headers);
  if (r.code !== 2000) throw new Error(JSON.stringify(r));
  return r.data;
}
/** Signs a dealer in with the e-mailed password (the first-password change is skipped). */
async function signInDealer(d: J): Promise<SignedIn> {
  const mail = await lastMessage(t, d.email);
  const password = /^(?:密码：|Password: )(\S+)$/m.exec(mail!.body)![1]!;
  const u = await t.ctx.db.select({ userId: dealers.userId }).from(dealers).where(eq(dealers.id, d.id));
  await updateUserRow(t, u[0]!.userId, { passwordExpired: false });
  return signIn(t, d.account, password, `dev-${d.account}`);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const rows = (await t.ctx.db.execute(sql`
    insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency)
    values ('DLR-SKU-A', '诊断仪A', 'Scanner A', 1, 1, 'P-A', 100, 'CNY'), ('DLR-SKU-B', '诊断仪B', 'Scanner B', 1, 1, 'P-B', 200, 'CNY')
    returning id`)) as unknown as { rows: Array<{ id: number }> };
  [skuA, skuB] = rows.rows.map((r) => r.id) as [number, number];
  team = (await topDeptId(t.ctx.db))!;
  const d = (await t.ctx.db.execute(sql`insert into depts (name, parent_id) values ('Service team B', ${team}) returning id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  otherTeam = d.rows[0]!.id;
  const s = (await t.ctx.db.execute(sql`insert into suppliers (code, name_zh, name_en) values ('FAB1', '工厂', 'Factory') returning id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  providerId = s.rows[0]!.id;
  const [c] = await t.ctx.db.select().from(dealerAreas).where(eq(dealerAreas.code, '01'));
  china = c!.id;
});
afterAll(() => t.close());

describe('the kit paged query with a scope', () => {
  it('refuses to read a scoped page without a scope, and other pages need none', async () => {
    const scoped = definePage<{ name?: string; current?: number }, number>({
      table: dealers,
      scope: (id) => eq(dealers.id, id),
      filters: { name: (v) => eq(dealers.name, v) },
      sortable: {},
      defaultSort: [{ column: dealers.id, order: 'desc' }],
      tiebreak: dealers.id,
    });
    await expect(scoped.count(t.ctx.db, {})).rejects.toThrow(/scope/);
    expect(await scoped.count(t.ctx.db, {}, -1)).toBe(0);
    const plain = definePage<{ name?: string; current?: number }>({ ...scoped.spec, scope: undefined } as never);
    expect(await plain.count(t.ctx.db, {})).toBeGreaterThanOrEqual(0);
  });
});

describe('areas (DEALER-07…09, 73215, 73217…73221, 73223)', () => {
  it('builds five levels, refuses a sixth, a missing parent, and guards system areas', async () => {
    let parent: number | null = china;
    const ids: number[] = [];
    for (let level = 2; level <= 5; level++) {
      const r = await post('/area/add', { parentId: parent, name: `L${level}` });
      expect(r.data).toMatchObject({ level, system: false });
      parent = r.data.id;
      ids.push(r.data.id);
    }
    expect((await post('/area/add', { parentId: parent, name: 'L6' })).code).toBe(73218);
    expect((await post('/area/add', { parentId: 999_999, name: 'x' })).code).toBe(73217);
    expect((await post('/area/add', { parentId: china, name: '   ' })).code).toBe(1001);
    expect((await post('/area/update', { id: china, version: 1, name: 'x' })).code).toBe(73223);
    expect((await post('/area/delete', { id: china, version: 1 })).code).toBe(73221);
    expect((await post('/area/delete', { id: ids[0], version: 1 })).code).toBe(73220);
    expect((await post('/area/update', { id: 999_999, version: 1, name: 'x' })).code).toBe(73215);
    expect((await post('/area/delete', { id: 999_999, version: 1 })).code).toBe(73215);
    const last = ids.at(-1)!;
    expect((await post('/area/update', { id: last, version: 1, name: 'Renamed' })).data.name).toBe('Renamed');
    expect((await post('/area/delete', { id: last, version: 2 })).code).toBe(2000);
    const tree = await get('/area/tree');
    expect(tree.data.map((a: J) => a.code)).toEqual(expect.arrayContaining(['01', '02']));
    const en = await t.app.inject({
      method: 'POST',
      url: url('/area/add'),
      headers: { ...admin.headers, language: 'en-US' },
      payload: { parentId: 999_999, name: 'x' },
    });
    expect(en.json().msg).toBe('The parent area is missing');
  });

  it('refuses the hundredth area on one level (73219)', async () => {
    const top = await post('/area/add', { name: 'Many' });
    await t.ctx.db
      .insert(dealerAreas)
      .values(
        Array.from({ length: 99 }, (_, i) => ({ parentId: top.data.id, name: `A${i}`, code: `${top.data.code}${String(i + 1).padStart(2, '0')}`, level: 2 })),
      );
    const r = await t.app.inject({
      method: 'POST',
      url: url('/area/add'),
      headers: { ...admin.headers, language: 'zh-CN' },
      payload: { parentId: top.data.id, name: 'one more' },
    });
    expect(r.json()).toMatchObject({ code: 73219, msg: '每级最多99个区域' });
  });
});

describe('dealers (DEALER-01…06, 73211…73214, 73216)', () => {
  it('validates the fields: account characters, e-mail, team/individual permission, ratios 0…99.99 with two decimals', async () => {
    const field = async (over: J) => (await post('/dealer/add', dealerBody(over))).data?.errors?.[0]?.field?.replace(/^body\./, '');
    expect(await field({ account: 'bad account!' })).toBe('account');
    expect(await field({ email: 'not-mail' })).toBe('email');
    expect(await field({ email: undefined })).toBe('email');
    expect(await field({ serviceTeamId: undefined })).toBe('serviceTeamId');
    expect(await field({ doiRegistered: undefined })).toBe('doiRegistered');
    expect(await field({ teamPermission: false, individualPermission: false })).toBe('teamPermission');
    for (const ratio of [100, -1, 12.345]) expect(await field({ profitRatios: [{ skuId: skuA, ratio }] })).toMatch(/^profitRatios/);
    expect(await field({ profitRatios: [{ skuId: 999_999, ratio: 1 }] })).toBe('profitRatios');
    expect((await post('/dealer/add', dealerBody({ unknown: 1 }))).code).toBe(1001);
    const ok = await addDealer({
      profitRatios: [
        { skuId: skuA, ratio: 99.99 },
        { skuId: skuB, ratio: 0 },
      ],
    });
    expect(ok.profitRatios.map((r: J) => r.ratio)).toEqual([99.99, 0]);
  });

  it('creates the account with the dealer role and an e-mailed password to change at the first sign-in', async () => {
    const d = await addDealer();
    expect(d).toMatchObject({ level: 1, parentId: null, status: 'enabled', code: expect.stringMatching(/^D01\d{3}$/) });
    const [row] = await t.ctx.db.select().from(dealers).where(eq(dealers.id, d.id));
    const u = await userRow(t, row!.userId);
    expect(u).toMatchObject({ userType: 'dealer', passwordExpired: true, email: d.email, username: d.account });
    expect((await lastMessage(t, d.email))!.body).toContain(d.account);
    // DEALER-04: area, code, parent and account are not part of an edit
    const upd = await post('/dealer/update', { ...dealerBody(), id: d.id, version: 1, areaId: china });
    expect(upd.code).toBe(1001);
  });

  it('answers 73211…73214, 73216 and 73218', async () => {
    const a = await addDealer();
    expect((await post('/dealer/add', dealerBody({ account: a.account }))).code).toBe(73211);
    expect((await post('/dealer/add', dealerBody({ account: 'admin' }))).code).toBe(73211);
    expect((await post('/dealer/add', dealerBody({ name: a.name.toUpperCase() }))).code).toBe(73212);
    expect((await post('/dealer/add', dealerBody({ parentId: 999_999 }))).code).toBe(73213);
    const off = await addDealer();
    await post('/dealer/status', { id: off.id, version: 1, status: 'disabled' });
    expect((await post('/dealer/add', dealerBody({ parentId: off.id }))).code).toBe(73213);
    const small = await post('/area/add', { name: 'Small', dealerLimit: 1 });
    await addDealer({ areaId: small.data.id });
    expect((await post('/dealer/add', dealerBody({ areaId: small.data.id }))).code).toBe(73214);
    expect((await post('/dealer/add', dealerBody({ areaId: 999_999 }))).code).toBe(73215);
    expect((await get('/dealer/detail/999999')).code).toBe(73216);
    let parent = a;
    for (let level = 2; level <= 5; level++) parent = await addDealer({ parentId: parent.id });
    expect(parent.level).toBe(5);
    expect((await post('/dealer/add', dealerBody({ parentId: parent.id }))).code).toBe(73218);
  });
});

describe('the data scope (DEALER-12, issue #15 §3)', () => {
  let A: J, A1: J, A1a: J, A2: J, B: J, B1: J;
  let a1: SignedIn;
  let sns: string[];
  beforeAll(async () => {
    A = await addDealer();
    A1 = await addDealer({ parentId: A.id });
    A1a = await addDealer({ parentId: A1.id });
    A2 = await addDealer({ parentId: A.id });
    B = await addDealer({ serviceTeamId: otherTeam });
    B1 = await addDealer({ parentId: B.id, serviceTeamId: otherTeam });
    a1 = await signInDealer(A1);
    const rows = (await t.ctx.db.execute(sql`
      insert into devices (sn, product_id) select 'DLRSN' || g, 1 from generate_series(1, 8) g returning sn`)) as unknown as { rows: Array<{ sn: string }> };
    sns = rows.rows.map((r) => r.sn);
    expect((await post('/shipment/allocate', { toDealerId: A.id, remarkType: 'factory', providerId, sns: sns.slice(0, 4) })).code).toBe(2000);
    expect((await post('/shipment/allocate', { toDealerId: B.id, remarkType: 'factory', providerId, sns: sns.slice(4) })).code).toBe(2000);
    expect((await post('/shipment/allocate', { toDealerId: A1.id, remarkType: 'interDealer', sns: sns.slice(0, 2) })).code).toBe(2000);
    expect((await post('/shipment/allocate', { toDealerId: B1.id, remarkType: 'interDealer', sns: sns.slice(4, 6) })).code).toBe(2000);
    await t.ctx.db.execute(sql`
      insert into dealer_profits (dealer_id, sku_id, period, quantity, sales_amount, ratio, profit_amount)
      values (${A1.id}, ${skuA}, '2026-09', 3, 300, 10, 30), (${A1a.id}, ${skuA}, '2026-09', 1, 100, 10, 10), (${B1.id}, ${skuA}, '2026-09', 5, 500, 10, 50)`);
  });

  it('a second-level dealer lists only its own subtree: dealers, devices, shipments, profits, options, export', async () => {
    const page = await post('/dealer/page', { size: 100 }, a1.headers);
    expect(page.data.records.map((r: J) => r.id).sort()).toEqual([A1.id, A1a.id].sort());
    expect(page.data.total).toBe(2);
    expect((await post('/dealer/page', { parentId: A.id }, a1.headers)).data.records.map((r: J) => r.id)).toEqual([A1.id]);
    const devices = await post('/device/page', {}, a1.headers);
    expect(devices.data.records.map((r: J) => r.sn).sort()).toEqual(sns.slice(0, 2).sort());
    expect((await post('/device/page', { dealerId: B1.id }, a1.headers)).data.total).toBe(0);
    const ships = await post('/shipment/page', {}, a1.headers);
    expect(ships.data.records.map((r: J) => r.toDealerId)).toEqual([A1.id]);
    const profits = await post('/profit/page', {}, a1.headers);
    expect(profits.data.records.map((r: J) => r.dealerId).sort()).toEqual([A1.id, A1a.id].sort());
    expect((await post('/profit/page', { dealerId: B1.id }, a1.headers)).data.total).toBe(0);
    expect((await get('/dealer/options', a1.headers)).data.map((r: J) => r.id).sort()).toEqual([A1.id, A1a.id].sort());
    const xlsx = await t.app.inject({ method: 'POST', url: url('/dealer/exportExcel'), headers: a1.headers, payload: {} });
    const names = (await readSheet(xlsx.rawPayload)).slice(1).map((r) => r[1]);
    expect(names.sort()).toEqual([A1.name, A1a.name].sort());
    const px = await t.app.inject({ method: 'POST', url: url('/profit/exportExcel'), headers: a1.headers, payload: {} });
    expect((await readSheet(px.rawPayload)).length).toBe(3);
    // the administrator sees every branch
    expect((await post('/dealer/page', { size: 100 }, admin.headers)).data.total).toBeGreaterThan(6);
  });

  it("every dealer endpoint answers 1000 or 1002 for another branch's ids (and for the dealer above)", async () => {
    const ship = (await post('/shipment/page', { dealerId: B1.id })).data.records[0];
    const refused = (r: J) => expect([1000, 1002], JSON.stringify(r)).toContain(r.code);
    for (const other of [B, B1, A, A2]) {
      refused(await get(`/dealer/detail/${other.id}`, a1.headers));
      refused(await post('/dealer/update', editBody(other.id), a1.headers));
      refused(await post('/dealer/status', { id: other.id, version: 1, status: 'disabled' }, a1.headers));
      refused(await post('/dealer/resetPassword', { id: other.id }, a1.headers));
      // adding under another branch's dealer: the area's code for a missing parent (decision 0025), never telling the two apart
      expect((await post('/dealer/add', dealerBody({ parentId: other.id }), a1.headers)).code).toBe(73213);
      refused(await get(`/doi/${other.id}`, a1.headers));
      refused(await post('/doi/apply', { dealerId: other.id, content: 'please' }, a1.headers));
      refused(await post('/doi/review', { dealerId: other.id, version: 1, passed: true }, a1.headers));
      refused(await post('/shipment/allocate', { toDealerId: other.id, remarkType: 'interDealer', sns: sns.slice(0, 1) }, a1.headers));
    }
    refused(await get(`/shipment/detail/${ship.serialNo}`, a1.headers));
    refused(await post('/shipment/allocate', { toDealerId: A1a.id, remarkType: 'interDealer', sns: sns.slice(4, 5) }, a1.headers));
    refused(await post('/shipment/allocate', { toDealerId: A1.id, remarkType: 'factory', providerId, sns: ['DLRSN1'] }, a1.headers));
    // the same calls by a staff member with every permission but no scope-all: a service team member sees the dealers it serves
    const staff = await userWith(
      t,
      Object.values(P)
        .map((p) => p.name)
        .filter((n) => n !== P.dealerAll.name),
      { deptId: otherTeam },
    );
    expect((await post('/dealer/page', { size: 100 }, staff.headers)).data.records.map((r: J) => r.id).sort()).toEqual([B.id, B1.id].sort());
    for (const other of [A, A1, A1a]) {
      expect((await get(`/dealer/detail/${other.id}`, staff.headers)).code).toBe(1002);
      expect((await post('/dealer/update', editBody(other.id), staff.headers)).code).toBe(1002);
      expect((await post('/dealer/status', { id: other.id, version: 1, status: 'disabled' }, staff.headers)).code).toBe(1002);
      expect((await post('/dealer/resetPassword', { id: other.id }, staff.headers)).code).toBe(1002);
      expect((await post('/dealer/add', dealerBody({ parentId: other.id }), staff.headers)).code).toBe(73213);
      expect((await get(`/doi/${other.id}`, staff.headers)).code).toBe(1002);
      expect((await post('/doi/apply', { dealerId: other.id, content: 'x' }, staff.headers)).code).toBe(1002);
      expect((await post('/doi/review', { dealerId: other.id, version: 1, passed: true }, staff.headers)).code).toBe(1002);
      expect((await post('/shipment/allocate', { toDealerId: other.id, remarkType: 'interDealer', sns: sns.slice(4, 5) }, staff.headers)).code).toBe(1002);
    }
    expect((await post('/dealer/add', dealerBody(), staff.headers)).code).toBe(1000);
    const aShip = (await post('/shipment/page', { dealerId: A1.id })).data.records[0];
    expect((await get(`/shipment/detail/${aShip.serialNo}`, staff.headers)).code).toBe(1002);
    expect((await post('/profit/page', {}, staff.headers)).data.records.map((r: J) => r.dealerId)).toEqual([B1.id]);
    expect((await post('/device/page', {}, staff.headers)).data.total).toBe(4);
    // a user with none of it: nothing
    const nobody = await userWith(t, [P.dealerView.name]);
    expect((await post('/dealer/page', {}, nobody.headers)).data.total).toBe(0);
  });

  it('a dealer account holding every dealer permission still reaches nothing outside its branch, on every dealer route', async () => {
    // X sits under A2; its account is given every dealer permission (scope-all included): the scope is its subtree all the same
    const X = await addDealer({ parentId: A2.id });
    const su = await userWith(
      t,
      Object.values(P).map((p) => p.name),
    );
    await t.ctx.db.update(dealers).set({ userId: su.userId }).where(eq(dealers.id, X.id));
    const h = su.headers;
    // another branch in an area of its own, a device of X's own, a shipment of each other branch
    const W = (await post('/area/add', { name: 'Scope audit area' })).data;
    const BW = await addDealer({ parentId: B.id, serviceTeamId: otherTeam, areaId: W.id });
    await t.ctx.db.execute(sql`insert into devices (sn, product_id) values ('DLRSNX1', 1)`);
    expect((await post('/shipment/allocate', { toDealerId: X.id, remarkType: 'factory', providerId, sns: ['DLRSNX1'] })).code).toBe(2000);
    const shipTo = async (id: number) => (await post('/shipment/page', { dealerId: id })).data.records[0].serialNo as string;
    const foreignShips = [await shipTo(B1.id), await shipTo(A1.id)];
    const others = [A, A1, A1a, B, B1, BW];
    const total = async (r: Promise<J>) => (await r).data.total as number;
    const sheetRows = async (p: string, body: J) =>
      (await readSheet((await t.app.inject({ method: 'POST', url: url(p), headers: h, payload: body })).rawPayload)).length - 1;
    const codes = (nodes: J[]): number[] => nodes.flatMap((n) => [n.id, ...codes(n.children)]);
    const no = async () => {};
    // every route of dealers.routes.ts: what it answers X for the other branches' ids (the list reads: nothing of theirs)
    const cases: Record<string, (o: J) => Promise<unknown>> = {
      '/area/tree': async () => expect(codes((await get('/area/tree', h)).data)).not.toContain(W.id),
      '/area/add': async () => expect((await post('/area/add', { parentId: W.id, name: 'x' }, h)).code).toBe(73217),
      '/area/update': async () => expect((await post('/area/update', { id: W.id, version: 1, name: 'x' }, h)).code).toBe(73215),
      '/area/delete': async () => expect((await post('/area/delete', { id: W.id, version: 1 }, h)).code).toBe(73215),
      '/dealer/page': async (o) => {
        expect(await total(post('/dealer/page', { parentId: o.id }, h))).toBe(0);
        expect(await total(post('/dealer/page', { code: o.code }, h))).toBe(0);
        expect(await total(post('/dealer/page', { areaId: W.id }, h))).toBe(0);
      },
      '/dealer/detail/:id': async (o) => expect((await get(`/dealer/detail/${o.id}`, h)).code).toBe(1002),
      '/dealer/options': async (o) => expect((await get('/dealer/options', h)).data.map((r: J) => r.id)).not.toContain(o.id),
      '/sku/options': no, // the SKUs to give ratios for: no dealer's data
      '/dealer/add': async (o) => expect((await post('/dealer/add', dealerBody({ parentId: o.id }), h)).code).toBe(73213),
      '/dealer/update': async (o) => expect((await post('/dealer/update', editBody(o.id), h)).code).toBe(1002),
      '/dealer/status': async (o) => expect((await post('/dealer/status', { id: o.id, version: 1, status: 'disabled' }, h)).code).toBe(1002),
      '/dealer/resetPassword': async (o) => expect((await post('/dealer/resetPassword', { id: o.id }, h)).code).toBe(1002),
      '/dealer/exportExcel': async (o) => expect(await sheetRows('/dealer/exportExcel', { parentId: o.id })).toBe(0),
      '/device/page': async (o) => expect(await total(post('/device/page', { dealerId: o.id }, h))).toBe(0),
      '/shipment/page': async (o) => expect(await total(post('/shipment/page', { dealerId: o.id }, h))).toBe(0),
      '/shipment/detail/:serialNo': async () => {
        for (const s of foreignShips) expect((await get(`/shipment/detail/${s}`, h)).code).toBe(1002);
      },
      '/shipment/allocate': async (o) =>
        expect((await post('/shipment/allocate', { toDealerId: o.id, remarkType: 'interDealer', sns: ['DLRSNX1'] }, h)).code).toBe(1002),
      '/profit/page': async (o) => expect(await total(post('/profit/page', { dealerId: o.id }, h))).toBe(0),
      '/profit/exportExcel': async (o) => expect(await sheetRows('/profit/exportExcel', { dealerId: o.id })).toBe(0),
      // configuration instructions and the communication configuration are shared content, no branch's data
      '/configDoc/page': no,
      '/configDoc/detail/:id': no,
      '/configDoc/add': no,
      '/configDoc/update': no,
      '/configDoc/delete': no,
      '/commConfig': no,
      '/commConfig/save': no,
      '/doi/:dealerId': async (o) => expect((await get(`/doi/${o.id}`, h)).code).toBe(1002),
      '/doi/apply': async (o) => expect((await post('/doi/apply', { dealerId: o.id, content: 'please' }, h)).code).toBe(1002),
      '/doi/review': async (o) => expect((await post('/doi/review', { dealerId: o.id, version: 1, passed: true }, h)).code).toBe(1002),
    };
    // the table names every route the dealers area registers
    const source = readFileSync(new URL('./dealers.routes.ts', import.meta.url), 'utf8');
    const routes = [...source.matchAll(/\bd\('([^']+)'\)/g)].map((m) => m[1]);
    expect(routes.length).toBeGreaterThan(25);
    expect(Object.keys(cases).sort()).toEqual([...routes].sort());
    for (const o of others)
      for (const [route, check] of Object.entries(cases)) await check(o).catch((e) => Promise.reject(new Error(`${route} with ${o.name}: ${e.message}`)));
    // its own branch answers: the same routes are not simply closed to it
    expect((await get(`/dealer/detail/${X.id}`, h)).data.id).toBe(X.id);
    expect(await total(post('/device/page', { dealerId: X.id }, h))).toBe(1);
    expect(await total(post('/dealer/page', {}, h))).toBe(1);
    // nothing was changed by the refusals
    const [bRow] = await t.ctx.db.select().from(dealers).where(eq(dealers.id, B1.id));
    expect(bRow).toMatchObject({ status: 'enabled', version: 1 });
  });

  it('a dealer acts inside its branch: allocates down, returns up, applies for DOI', async () => {
    const down = await post('/shipment/allocate', { toDealerId: A1a.id, remarkType: 'interDealer', sns: [sns[0]], remark: 'for the shop' }, a1.headers);
    expect(down.data).toMatchObject({ fromDealerId: A1.id, toDealerId: A1a.id, remarkType: 'interDealer', sns: [sns[0]] });
    expect((await get(`/shipment/detail/${down.data.serialNo}`, a1.headers)).data.sns).toEqual([sns[0]]);
    const up = await post('/shipment/allocate', { toDealerId: A.id, remarkType: 'returned', sns: [sns[1]] }, a1.headers);
    expect(up.data).toMatchObject({ fromDealerId: A1.id, toDealerId: A.id, remarkType: 'returned' });
    expect((await post('/shipment/allocate', { toDealerId: B.id, remarkType: 'returned', sns: [sns[0]] }, a1.headers)).code).toBe(1002);
    expect((await post('/shipment/allocate', { toDealerId: A1a.id, remarkType: 'returned', sns: [sns[2]] })).data.errors[0].field).toBe('toDealerId');
    expect((await post('/shipment/allocate', { toDealerId: A1.id, remarkType: 'factory', providerId: 999_999, sns: ['DLRSN1'] })).code).toBe(73222);
    expect((await post('/shipment/allocate', { toDealerId: A1.id, remarkType: 'factory', sns: ['DLRSN1'] })).data.errors[0].field).toBe('body.providerId');
    expect((await post('/shipment/allocate', { toDealerId: A1.id, remarkType: 'interDealer', sns: ['NOPE'] })).data.errors[0].field).toBe('sns');
    // DOI: applying → rejected (reason) → applying → passed
    expect((await post('/doi/review', { dealerId: A1.id, version: 1, passed: true })).code).toBe(73224);
    let doi = await post('/doi/apply', { dealerId: A1.id, content: 'We have two certified technicians' }, a1.headers);
    expect(doi.data).toMatchObject({ status: 'applying', version: 1 });
    expect((await post('/doi/review', { dealerId: A1.id, version: 1, passed: false })).data.errors[0].field).toBe('body.reason');
    expect((await post('/doi/review', { dealerId: A1.id, version: 1, passed: true }, a1.headers)).code).toBe(1000);
    doi = await post('/doi/review', { dealerId: A1.id, version: 1, passed: false, reason: 'certificate missing' });
    expect(doi.data).toMatchObject({ status: 'rejected', reason: 'certificate missing' });
    doi = await post('/doi/apply', { dealerId: A1.id, content: 'certificate attached' }, a1.headers);
    doi = await post('/doi/review', { dealerId: A1.id, version: doi.data.version, passed: true });
    expect(doi.data.status).toBe('passed');
    expect((await get(`/dealer/detail/${A1.id}`, a1.headers)).data.doiRegistered).toBe(true);
    expect((await post('/doi/apply', { dealerId: A1.id, content: 'again' }, a1.headers)).code).toBe(1017);
  });

  it('disabling a dealer locks its account and ends its sessions at once; enabling lets it sign in again', async () => {
    const s = await signInDealer(A1a);
    expect((await get(`/dealer/detail/${A1a.id}`, s.headers)).code).toBe(2000);
    expect((await post('/dealer/status', { id: A1.id, version: 99, status: 'disabled' })).code).toBe(1005);
    const before = (await get(`/dealer/detail/${A1a.id}`)).data;
    const off = await post('/dealer/status', { id: A1a.id, version: before.version, status: 'disabled' });
    expect(off.data.status).toBe('disabled');
    expect((await get(`/dealer/detail/${A1a.id}`, s.headers)).status).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: t.ctx.svcPath('plat-user', '/sysUser/login'),
      payload: { loginType: 1, userAccount: A1a.account, password: 'whatever1A!' },
    });
    expect(again.json().code).not.toBe(2000);
    const on = await post('/dealer/status', { id: A1a.id, version: off.data.version, status: 'enabled' });
    expect(on.data.status).toBe('enabled');
    const [row] = await t.ctx.db.select().from(dealers).where(eq(dealers.id, A1a.id));
    expect((await userRow(t, row!.userId)).lockFlag).toBe(false);
  });

  it('a password reset e-mails a new random password that must be changed, and ends the sessions', async () => {
    const s = await signInDealer(A2);
    const first = (await lastMessage(t, A2.email))!.body;
    expect((await post('/dealer/resetPassword', { id: A2.id })).code).toBe(2000);
    expect((await get(`/dealer/detail/${A2.id}`, s.headers)).status).toBe(401);
    const mail = (await lastMessage(t, A2.email))!.body;
    expect(mail).not.toBe(first);
    const [row] = await t.ctx.db.select().from(dealers).where(eq(dealers.id, A2.id));
    expect((await userRow(t, row!.userId)).passwordExpired).toBe(true);
    const again = await signInDealer(A2);
    expect(again.token).toBeTruthy();
  });
});

describe("a dealer adds sub-dealers inside its own branch, and sees its branch's areas (issue #15 gaps 1, 2)", () => {
  let X: J, X1: J, Y: J, Z: J;
  let D0: J, D1: J, Q: J;
  let p: SignedIn;
  const lang = (s: SignedIn, language: string) => ({ ...s.headers, language });
  beforeAll(async () => {
    X = (await post('/area/add', { name: 'Branch area' })).data;
    X1 = (await post('/area/add', { parentId: X.id, name: 'Branch sub-area' })).data;
    Y = (await post('/area/add', { name: 'Neighbour area' })).data;
    Z = (await post('/area/add', { name: 'Far area' })).data;
    D0 = await addDealer({ areaId: X.id });
    D1 = await addDealer({ parentId: D0.id, areaId: X1.id });
    Q = await addDealer({ areaId: Y.id });
    p = await signInDealer(D0);
  });

  it('adds a child of its own dealer and of one below it, down to the fifth level; staff keep full access', async () => {
    const child = await addDealer({ parentId: D0.id, areaId: X.id }, p.headers);
    expect(child).toMatchObject({ parentId: D0.id, level: 2, code: expect.stringMatching(new RegExp(`^D${X.code}\\d{3}$`)) });
    const grandchild = await addDealer({ parentId: D1.id, areaId: X1.id }, p.headers);
    expect(grandchild).toMatchObject({ parentId: D1.id, level: 3 });
    // the new dealers are in its branch: listed, and open by id
    const page = await post('/dealer/page', { size: 100 }, p.headers);
    expect(page.data.records.map((r: J) => r.id).sort()).toEqual([D0.id, D1.id, child.id, grandchild.id].sort());
    expect((await get(`/dealer/detail/${grandchild.id}`, p.headers)).data.level).toBe(3);
    // the account of the new dealer is a dealer account with its e-mailed password
    expect((await lastMessage(t, grandchild.email))!.body).toContain(grandchild.account);
    let parent = grandchild;
    for (let level = 4; level <= 5; level++) parent = await addDealer({ parentId: parent.id, areaId: X1.id }, p.headers);
    expect(parent.level).toBe(5);
    const sixth = await t.app.inject({
      method: 'POST',
      url: url('/dealer/add'),
      headers: lang(p, 'en-US'),
      payload: dealerBody({ parentId: parent.id, areaId: X1.id }),
    });
    expect(sixth.json()).toMatchObject({ code: 73218 });
    // the administrator adds anywhere, first level included
    expect((await addDealer({ parentId: Q.id, areaId: Y.id })).level).toBe(2);
    expect((await addDealer({ areaId: Z.id })).level).toBe(1);
  });

  it("refuses a parent or an area outside its branch, and a first-level dealer, in the caller's language", async () => {
    const add = (over: J, language: string) =>
      t.app
        .inject({ method: 'POST', url: url('/dealer/add'), headers: lang(p, language), payload: dealerBody({ areaId: X.id, ...over }) })
        .then((r) => r.json());
    expect(await add({ parentId: Q.id }, 'en-US')).toMatchObject({ code: 73213, msg: 'The parent dealer is missing or disabled' });
    expect(await add({ parentId: Q.id }, 'zh-CN')).toMatchObject({ code: 73213, msg: '上级经销商不存在或已禁用' });
    expect((await add({ parentId: 999_999 }, 'en-US')).code).toBe(73213);
    expect(await add({ parentId: D0.id, areaId: Y.id }, 'en-US')).toMatchObject({ code: 73215, msg: 'The area data is missing' });
    expect(await add({ parentId: D0.id, areaId: Z.id }, 'zh-CN')).toMatchObject({ code: 73215, msg: '区域数据不存在' });
    expect((await add({ parentId: D0.id, areaId: 999_999 }, 'en-US')).code).toBe(73215);
    expect((await add({ parentId: null }, 'en-US')).code).toBe(1000);
    expect((await add({}, 'en-US')).code).toBe(1000);
    // a second-level dealer cannot add beside or above itself
    const p1 = await signInDealer(D1);
    const r = await t.app.inject({ method: 'POST', url: url('/dealer/add'), headers: p1.headers, payload: dealerBody({ parentId: D0.id, areaId: X1.id }) });
    expect(r.json().code).toBe(73213);
    // nothing was written by the refusals
    expect((await post('/dealer/page', { parentId: Q.id, size: 100 })).data.records.every((d: J) => d.level === 2)).toBe(true);
    expect((await post('/dealer/page', { areaId: Y.id, size: 100 }, p.headers)).data.total).toBe(0);
  });

  it("lists only its branch's areas in the area tree, counting only its branch's dealers; staff see the whole tree", async () => {
    const codes = (nodes: J[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children)]);
    const mine = (await get('/area/tree', p.headers)).data;
    expect(mine.map((n: J) => n.code)).toEqual([X.code]);
    expect(codes(mine).sort()).toEqual([X.code, X1.code].sort());
    const neighbourInX = await addDealer({ areaId: X.id });
    const inX = (await get('/area/tree', p.headers)).data[0];
    const branchInX = (await post('/dealer/page', { areaId: X.id, size: 100 }, p.headers)).data.total;
    expect(inX.dealerCount).toBe(branchInX);
    expect((await get('/area/tree')).data.flatMap((n: J) => (n.id === X.id ? [n.dealerCount] : []))).toEqual([branchInX + 1]);
    expect(neighbourInX.id).toBeTruthy();
    // an administrator puts a dealer of the branch in a far area: that area joins the branch's tree
    await addDealer({ parentId: D0.id, areaId: Z.id });
    expect(codes((await get('/area/tree', p.headers)).data).sort()).toEqual([X.code, X1.code, Z.code].sort());
    const all = codes((await get('/area/tree')).data);
    expect(all).toEqual(expect.arrayContaining(['01', '02', X.code, X1.code, Y.code, Z.code]));
    // a service team member (staff) sees the whole tree too
    const staff = await userWith(t, [P.dealerView.name], { deptId: otherTeam });
    expect(codes((await get('/area/tree', staff.headers)).data)).toEqual(expect.arrayContaining(['01', Y.code, X.code]));
  });
});

describe('configuration instructions and the communication configuration', () => {
  it('adds, edits, lists and deletes instructions; saves the configuration with its version', async () => {
    const add = await post('/configDoc/add', { title: 'Wi-Fi setup', content: 'Step 1 …' });
    expect(add.data.version).toBe(1);
    const upd = await post('/configDoc/update', { id: add.data.id, version: 1, title: 'Wi-Fi setup v2', content: 'Step 1, 2' });
    expect(upd.data).toMatchObject({ title: 'Wi-Fi setup v2', version: 2 });
    expect((await post('/configDoc/page', { title: 'wi-fi' })).data.total).toBe(1);
    expect((await get(`/configDoc/detail/${add.data.id}`)).data.content).toBe('Step 1, 2');
    expect((await post('/configDoc/delete', { id: add.data.id, version: 1 })).code).toBe(1005);
    expect((await post('/configDoc/delete', { id: add.data.id, version: 2 })).code).toBe(2000);
    expect((await get(`/configDoc/detail/${add.data.id}`)).code).toBe(1002);
    const cfg = await get('/commConfig');
    expect(cfg.data.version).toBe(0);
    const saved = await post('/commConfig/save', { ...cfg.data, serverPort: 9000 });
    expect(saved.data).toMatchObject({ serverPort: 9000, version: 1 });
    expect((await post('/commConfig/save', { ...cfg.data, serverPort: 9001 })).code).toBe(1005);
    expect((await post('/commConfig/save', { ...saved.data, serverPort: 70000 })).code).toBe(1001);
  });
});

describe('indexes', () => {
  it('serves every filter and sort of the dealer lists with an index, scope included', async () => {
    const subtree = { kind: 'subtree', dealerId: 1, path: '/1/' } as const;
    const check = async (q: unknown) => {
      const w = dealerPage.where(q as never, subtree);
      const r = await explainUsesIndex(t.ctx.db, 'dealers', t.ctx.db.select().from(dealers).where(w));
      expect(r.ok, r.plan).toBe(true);
    };
    for (const q of [{}, { name: 'a' }, { code: 'D' }, { account: 'x' }, { status: 'enabled' }, { level: 2 }, { parentId: 1 }, { areaId: 1 }]) await check(q);
    for (const [page, q, table] of [
      [devicePage, { sn: 'A' }, 'dealer_devices'],
      [shipmentPage, { serialNo: 'SH' }, 'dealer_shipments'],
      [profitPage, { skuId: 1 }, 'dealer_profits'],
    ] as const) {
      const w = (page as typeof devicePage).where(q as never, subtree);
      const r = await explainUsesIndex(t.ctx.db, table, t.ctx.db.select().from(page.spec.table).where(w));
      expect(r.ok, r.plan).toBe(true);
    }
  });
});

// the generated suite of the configuration instructions, after the stories above (it adds instructions of its own)
describeResource(configDocResource, {
  app: () => t,
  sample: (n) => ({ title: `Setup ${n}`, content: `Step ${n}` }),
  change: { title: 'Setup renamed', content: 'Steps 1, 2' },
  service: configDocService,
});
