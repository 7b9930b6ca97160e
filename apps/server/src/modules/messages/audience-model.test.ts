import { MESSAGE_PERMISSIONS as P } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call } from '../../../test/system';
import { explainUsesIndex } from '../../platform/kit/explain';
import { signUpCustomer } from '../customers/test-support';
import { insertModels, insertProducts } from '../products/test-support';
import { audienceWhere } from './audience';
import { runMessageEngine } from './delivery';
import { messageRecords } from './messages.tables';

/**
 * MSG-18 "product model": a customer matches when they own at least one bound device of the
 * model. Customers bind their devices through the customer API (`/lenkor-app/device/bind`).
 */
let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
const M = (p: string) => `/lenkor-user/message${p}`;
type Cust = Awaited<ReturnType<typeof signUpCustomer>>;
let ownerA: Cust; // one device of model A
let ownerAA: Cust; // two devices of model A (counted once)
let ownerB: Cust; // one device of model B
let ownerBoth: Cust; // one of A and one of B
let nobody: Cust; // no device
let modelA: number;
let modelB: number;
let productId: number;
let seq = 0;

const post = (url: string, payload: unknown, who: SignedIn = admin) => call(t, { method: 'POST', url, payload }, { ...who.headers, language: 'en-US' });

async function bind(customer: Cust, modelId: number) {
  const sn = `MDL${String(++seq).padStart(6, '0')}`;
  const add = await post('/lenkor-user/device/add', { sn, productId, productModelId: modelId, registrationCode: `R-${sn}` });
  expect(add.body.code, JSON.stringify(add.body)).toBe(2000);
  const r = await t.app.inject({ method: 'POST', url: '/lenkor-app/device/bind', headers: customer.headers, payload: { sn, registrationCode: `R-${sn}` } });
  expect(r.json().code, r.body).toBe(2000);
}

const byModel = (operator: string, value: string) => ({ mode: 'group', conditions: [{ field: 'productModel', operator, value }] });
const count = async (audience: unknown) => {
  const r = await post(M('/audience/count'), { audience });
  expect(r.body.code, JSON.stringify(r.body)).toBe(2000);
  return r.body.data.count as number;
};
const message = (audience: unknown) => ({
  channel: 'station',
  title: 'Model news',
  terminals: ['app'],
  contents: [{ language: 'en-US', title: 'News for your scanner', summary: 'New features', body: 'Update your scanner.' }],
  audience,
  schedule: null,
});
async function sendTo(audience: unknown): Promise<number[]> {
  const m = (await post(M('/save'), message(audience))).body.data;
  const s = (await post(M('/submit'), { id: m.id, version: m.version })).body.data;
  const p = (await post(M('/review'), { id: m.id, version: s.version, pass: true }, reviewer)).body.data;
  expect((await post(M('/send'), { id: m.id, version: p.version })).body.data.state).toBe('published');
  await runMessageEngine(t.ctx);
  await runMessageEngine(t.ctx);
  const records = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id));
  return records.map((r) => r.customerId).sort((a, b) => a - b);
}
const ids = (...cs: Cust[]) => cs.map((c) => c.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(Date.parse('2026-11-24T00:00:00Z'));
  admin = await signInAdmin(t);
  reviewer = await userWith(t, [P.messageView.name, P.messageReview.name]);
  const [p] = await insertProducts(t, [{ code: 'AUD-MDL', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' }]);
  productId = p!.id;
  const [a, b] = await insertModels(t, [
    { productId, code: 'AUD-A', nameZh: '型号甲', nameEn: 'Model A' },
    { productId, code: 'AUD-B', nameZh: '型号乙', nameEn: 'Model B' },
  ]);
  modelA = a!.id;
  modelB = b!.id;
  [ownerA, ownerAA, ownerB, ownerBoth, nobody] = (await Promise.all(Array.from({ length: 5 }, () => signUpCustomer(t)))) as [Cust, Cust, Cust, Cust, Cust];
  await bind(ownerA, modelA);
  await bind(ownerAA, modelA);
  await bind(ownerAA, modelA);
  await bind(ownerB, modelB);
  await bind(ownerBoth, modelA);
  await bind(ownerBoth, modelB);
});
afterAll(() => t.close());

describe('group condition: product model (MSG-18)', () => {
  it('counts the owners of a bound device of the model, each once; not equal is everyone else', async () => {
    const all = await count({ mode: 'all' });
    expect(await count(byModel('equal', String(modelA)))).toBe(3);
    expect(await count(byModel('equal', String(modelB)))).toBe(2);
    expect(await count(byModel('notEqual', String(modelA)))).toBe(all - 3);
    expect(await count(byModel('contains', `${modelA}, ${modelB}`))).toBe(4);
    expect(await count(byModel('notContains', `${modelA},${modelB}`))).toBe(all - 4);
    // with another condition: owners of A and of B
    expect(await count({ mode: 'group', conditions: [byModel('equal', String(modelA)).conditions[0], byModel('equal', String(modelB)).conditions[0]] })).toBe(
      1,
    );
  });

  it('sends "model = A" only to A’s owners and "model ≠ A" to the others', async () => {
    expect(await sendTo(byModel('equal', String(modelA)))).toEqual(ids(ownerA, ownerAA, ownerBoth));
    const others = await sendTo(byModel('notEqual', String(modelA)));
    expect(others).toEqual(expect.arrayContaining(ids(ownerB, nobody)));
    for (const c of [ownerA, ownerAA, ownerBoth]) expect(others).not.toContain(c.id);
    expect(others).toHaveLength((await count({ mode: 'all' })) - 3);
  });

  it('refuses an unknown model, a value that is no model id and operators a model cannot take (1001 naming the field)', async () => {
    for (const v of ['999999', `${modelA},999999`, 'A', '0']) {
      const r = await post(M('/audience/count'), { audience: byModel('equal', v) });
      expect([r.status, r.body.code, r.body.data?.errors], v).toEqual([400, 1001, [{ field: 'audience.conditions.0.value', message: expect.any(String) }]]);
    }
    const unknown = await post(M('/save'), message(byModel('contains', '999999')));
    expect([unknown.body.code, unknown.body.data?.errors]).toEqual([1001, [{ field: 'audience.conditions.0.value', message: 'no such product model' }]]);
    for (const op of ['atLeast', 'atMost']) {
      const r = await post(M('/audience/count'), { audience: byModel(op, String(modelA)) });
      expect([r.body.code, r.body.data?.errors], op).toEqual([1001, [{ field: 'audience.conditions.0.operator', message: 'not allowed for this field' }]]);
    }
  });

  it('is one EXISTS over the customer’s devices, served by an index', async () => {
    for (const op of ['equal', 'notEqual', 'contains']) {
      const where = audienceWhere(byModel(op, String(modelA)) as never);
      const q = new PgDialect().sqlToQuery(sql`select count(*) from customers where ${where}`.inlineParams());
      expect(q.sql.match(/exists \(select 1 from "devices"/g), op).toHaveLength(1);
      const { ok, plan } = await explainUsesIndex(t.ctx.db, 'devices', sql.raw(q.sql));
      expect(ok, plan).toBe(true);
    }
  });
});
