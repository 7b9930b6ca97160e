import { CUSTOMER_PERMISSIONS, DEALER_PERMISSIONS, DEVICE_PERMISSIONS, SEARCH_MAX_LENGTH } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';
import { signUpCustomer } from '../customers/test-support';
import { insertKnowledgeItem } from '../knowledge/test-support';

let t: TestApp;
let admin: SignedIn;
let noFeedback: SignedIn;
let customer: { id: number };
const SEARCH = '/lenkor-user/search';
const find = (q: string, who: SignedIn = admin, extra: Record<string, unknown> = {}) =>
  call(t, { method: 'POST', url: SEARCH, payload: { q, ...extra } }, who.headers);
const kinds = (hits: J[]) => hits.map((h) => `${h.kind}:${h.title}`);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  noFeedback = await userWith(t, [DEVICE_PERMISSIONS.deviceView.name, CUSTOMER_PERMISSIONS.customerView.name]);
  customer = await signUpCustomer(t, { email: 'mechanic@garage.example', phone: '13812345678', name: 'Wang' });
  const db = t.ctx.db;
  await db.execute(
    sql`insert into devices (sn, product_id, customer_id) values ('98A1000001', 1, ${customer.id}), ('98A1000002', 1, null), ('X%_\\1', 1, null)`,
  );
  await db.execute(sql`insert into feedback (seq_no, feedback_type, language, title, content, feedback_at, source, sn, customer_id)
    values ('FB2026112900001', 'question', 'en-US', 'Brake bleeding stops', 'x', now(), 'app', '98A1000001', ${customer.id}),
           ('FB2026112900002', 'question', 'zh-CN', '刹车排气中断', 'x', now(), 'app', '98A1000001', ${customer.id})`);
  await db.execute(sql`insert into software_codes (code, name_zh, name_en) values ('DIAG-98A', '诊断', 'Diagnosis')`);
  await insertKnowledgeItem(db, { title: '制动系统排气步骤', contentZh: '<p>先连接诊断仪</p>', contentEn: '<p>Bleeding the brake system</p>' });
});
afterAll(() => t.close());

describe('the console-wide search', () => {
  it("finds the dealer holding a device by its SN, and a dealer by code or name, within the caller's dealer scope", async () => {
    const db = t.ctx.db;
    const device = (await db.execute(sql`select id from devices where sn = '98A1000002'`)) as unknown as { rows: Array<{ id: number }> };
    const made = (await db.execute(sql`insert into dealers (code, name, level, path, area_id, account, user_id, email, service_team_id)
      values ('D-NORTH', 'North Road Tools', 1, '/900/', 1, 'north', 999001, 'north@example.com', 1),
             ('D-SOUTH', 'South Gate', 1, '/901/', 1, 'south', 999002, 'south@example.com', 1) returning id`)) as unknown as { rows: Array<{ id: number }> };
    const [north, south] = made.rows.map((r) => r.id);
    await db.execute(sql`insert into dealer_devices (device_id, sn, dealer_id) values (${device.rows[0]!.id}, '98A1000002', ${north})`);
    const viaSn: J[] = (await find('98A1000002')).body.data.hits.filter((h: J) => h.kind === 'dealer');
    expect(viaSn).toEqual([
      expect.objectContaining({ title: 'North Road Tools', subtitle: 'D-NORTH · 98A1000002', rank: 2, path: `/dealerManagement/detail/${north}` }),
    ]);
    expect(kinds((await find('south g')).body.data.hits)).toEqual(['dealer:South Gate']);
    expect(kinds((await find('d-sou')).body.data.hits)).toEqual(['dealer:South Gate']);
    // a staff user who may see dealers but holds no "all dealers" grant and has no team sees none
    const teamless = await userWith(t, [DEALER_PERMISSIONS.dealerView.name]);
    expect((await find('98A1000002', teamless)).body.data.hits).toEqual([]);
    expect(south).toBeGreaterThan(0);
  });

  it('finds an SN as a device, its owner, the feedback about it, exact matches first', async () => {
    const res = await find('98a1000001');
    expect(res.body.code, JSON.stringify(res.body)).toBe(2000);
    const hits: J[] = res.body.data.hits;
    expect(kinds(hits)).toEqual([
      'device:98A1000001',
      'customer:mechanic@garage.example',
      'feedback:FB2026112900002 刹车排气中断',
      'feedback:FB2026112900001 Brake bleeding stops',
    ]);
    expect(hits[0]).toMatchObject({ rank: 0, path: `/brand/equipment/detailSN/${hits[0].id}/98A1000001` });
    expect(hits[1]).toMatchObject({ rank: 2, path: `/brand/userInfo/detail/${customer.id}`, subtitle: 'Wang · 13812345678 · 98A1000001' });
    expect(hits[2].path).toMatch(/^\/question\/detail\/98A1000001\/1\/\d+\/\d+$/);
    // a prefix finds both devices, ranked after nothing exact
    expect(kinds((await find('98A1')).body.data.hits).filter((k) => k.startsWith('device'))).toEqual(['device:98A1000001', 'device:98A1000002']);
  });

  it("finds a mall order by its number, its customer's e-mail and its customer's SN, and a config pack by number or name", async () => {
    const db = t.ctx.db;
    await db.execute(sql`insert into mall_orders (order_no, customer_id, customer_account, customer_email, summary, currency, total_amount, status, created_at)
      values ('MO20261129100000123456', ${customer.id}, 'mechanic@garage.example', 'mechanic@garage.example', 'Brake module 1 year', 'CNY', '99.00', 'paid', now())`);
    await db.execute(sql`insert into config_pack (status, pack_no, name, product_model_ids, software_package_no)
      values ('confirmed', 'CP-BRAKE-01', 'Brake service pack', '{1}', 'SW-1'), ('confirmed', 'CP-GONE-01', 'Brake gone', '{1}', 'SW-1')`);
    await db.execute(sql`update config_pack set del_flag = true where pack_no = 'CP-GONE-01'`);
    const order = expect.objectContaining({
      kind: 'order',
      title: 'MO20261129100000123456',
      path: '/mallManagement/orderManage/detail/MO20261129100000123456',
    });
    // order numbers are upper case; the box is not
    expect((await find('mo2026112910')).body.data.hits).toEqual([order]);
    expect((await find('mechanic@gar')).body.data.hits.filter((h: J) => h.kind === 'order')).toEqual([order]);
    const viaSn = (await find('98A1000001')).body.data.hits.filter((h: J) => h.kind === 'order');
    expect(viaSn).toEqual([
      expect.objectContaining({ title: 'MO20261129100000123456', rank: 2, subtitle: 'mechanic@garage.example · Brake module 1 year · 98A1000001' }),
    ]);
    expect(kinds((await find('cp-brake')).body.data.hits)).toEqual(['configPack:CP-BRAKE-01']);
    const byName = (await find('brake serv')).body.data.hits;
    expect(byName).toEqual([
      expect.objectContaining({ kind: 'configPack', subtitle: 'Brake service pack', path: expect.stringMatching(/^\/configPack\/detail\/\d+$/) }),
    ]);
    // without the order list's permission, no order
    expect((await find('98A1000001', noFeedback)).body.data.hits.some((h: J) => h.kind === 'order')).toBe(false);
  });

  it('returns only what the caller may see: no feedback without its permission, phones masked without the phone permission', async () => {
    const hits: J[] = (await find('98A1000001', noFeedback)).body.data.hits;
    expect(hits.map((h) => h.kind)).toEqual(['device', 'customer']);
    expect(hits[1].subtitle).toBe('Wang · 138****5678 · 98A1000001');
    expect((await find('1381234', admin)).body.data.hits.map((h: J) => h.kind)).toEqual([]);
    // the last digits of a phone find its customer
    expect((await find('5678', noFeedback)).body.data.hits).toEqual([expect.objectContaining({ kind: 'customer', subtitle: 'Wang · 138****5678' })]);
    const nobody = await userWith(t, []);
    expect((await find('98A1000001', nobody)).body.data.hits).toEqual([]);
  });

  it('gives a hint for fewer than two characters, refuses a query too long with 1001, and takes LIKE metacharacters literally', async () => {
    expect((await find(' 9 ')).body.data).toEqual({ hint: 'tooShort', hits: [] });
    expect((await find('x'.repeat(10_000))).body.code).toBe(1001);
    expect((await find('x'.repeat(SEARCH_MAX_LENGTH))).body.data).toEqual({ hint: null, hits: [] });
    expect(kinds((await find('%_')).body.data.hits)).toEqual([]);
    expect(kinds((await find('x%_')).body.data.hits)).toEqual(['device:X%_\\1']);
    expect((await find("'; drop table devices; --")).body.code).toBe(2000);
    expect((await find('98A1', admin, { extra: 1 })).body.code).toBe(1001);
  });

  it('finds software codes by name in either language and knowledge without spaces in Chinese', async () => {
    expect(kinds((await find('诊断')).body.data.hits)).toContain('software:DIAG-98A');
    expect(kinds((await find('diagn')).body.data.hits)).toContain('software:DIAG-98A');
    const knowledge = (await find('排气')).body.data.hits;
    expect(knowledge).toEqual([
      expect.objectContaining({ kind: 'knowledge', title: '制动系统排气步骤', path: expect.stringMatching(/^\/knowledge\/preview\?id=\d+$/) }),
    ]);
    expect(kinds((await find('brake system')).body.data.hits)).toEqual(['knowledge:制动系统排气步骤']);
  });
});
