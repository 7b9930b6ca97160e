import type { AddressInfo } from 'node:net';
import { EXPERT_PERMISSIONS as P } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, encrypt, type SignedIn, signIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { RtTestClient } from '../../platform/realtime/test-client';
import { signUpCustomer } from '../customers/test-support';
import { expertOrders } from './experts.tables';

// A failing bell (notice store or hub down) is switched on per test: the action must stand.
const bell = vi.hoisted(() => ({ fail: false }));
vi.mock('../../platform/realtime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/realtime')>();
  return {
    ...real,
    notifyStaff: (input: Parameters<typeof real.notifyStaff>[0]) => (bell.fail ? Promise.reject(new Error('bell down')) : real.notifyStaff(input)),
  };
});

// Experts are told of their orders: a new order, an order reassigned to them, an order taken from them.
let t: TestApp;
let url: string;
let admin: SignedIn;
const PASSWORD = 'Expert#2024a';
const R = (p: string) => `/lenkor-remote${p}`;
const NOTICES = '/lenkor-user/notice/list';
const VIN = 'LSVAU2180N2123456';
type J = { kind: string; title: string; link: string };

const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const notices = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: NOTICES, headers })).json().data.records as J[];

let seq = 0;
async function newExpert() {
  seq++;
  const account = `nexpert${seq}_${Date.now().toString(36)}`;
  const r = await post(
    R('/expert/add'),
    {
      account,
      password: encrypt(t, PASSWORD),
      name: `专家 ${seq}`,
      email: `${account}@example.com`,
      phone: `1391000${String(1000 + seq)}`,
      goodBrands: ['BYD'],
      experienceStartYear: 2012,
    },
    admin.headers,
  );
  expect(r.json().code, r.body).toBe(2000);
  const session = await signIn(t, account, PASSWORD, `dev-${account}`);
  return { expert: r.json().data as { id: number; version: number }, session };
}

async function newOrder(customer: { headers: Record<string, string> }, expertId: number) {
  const r = await post(
    '/lenkor-app/expertOrder/create',
    { expertId, vehicleInfo: 'BYD Han 2022', vin: VIN, serviceType: 'remoteDiagnosis', content: 'battery warning' },
    customer.headers,
  );
  expect(r.json().code, r.body).toBe(2000);
  return r.json().data as { id: number; version: number; orderNo: string };
}

const reassign = (order: { id: number }, version: number, expertId: number, headers = admin.headers) =>
  post(R('/order/reassign'), { id: order.id, version, expertId, reason: 'on leave' }, headers);

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.ctx.svcPath('rt', '/ws')}`;
  admin = await signInAdmin(t);
});
afterAll(async () => t.close());

describe('experts are told of their orders', () => {
  it('a new order tells the expert asked (pushed to its open console, linking to the order); nobody else', async () => {
    const a = await newExpert();
    const b = await newExpert();
    const customer = await signUpCustomer(t);
    const ws = await RtTestClient.open(url);
    await ws.handshake(a.session.token);

    const order = await newOrder(customer, a.expert.id);
    const link = `/remoteDiagnosis/order?id=${order.id}`;
    const pushed = await ws.next((f) => f.cmd === 7);
    expect(pushed.data).toMatchObject({ kind: 'expertOrderNew', title: `${order.orderNo} ${VIN}`, link, read: false });
    expect((await notices(a.session.headers)).map((n) => [n.kind, n.link])).toEqual([['expertOrderNew', link]]);
    expect(await notices(b.session.headers)).toEqual([]);
    expect(await notices(admin.headers)).toEqual([]);
    ws.close();
  });

  it('a reassignment tells the new expert (to accept it) and the previous one (it left them); a refused one tells nobody', async () => {
    const a = await newExpert();
    const b = await newExpert();
    const customer = await signUpCustomer(t);
    const order = await newOrder(customer, a.expert.id);
    const link = `/remoteDiagnosis/order?id=${order.id}`;
    const wsA = await RtTestClient.open(url);
    await wsA.handshake(a.session.token);

    // refused (the same expert, an expert trying, a stale version): nobody told
    expect((await reassign(order, order.version, a.expert.id)).json().code).toBe(1017);
    expect((await reassign(order, order.version, b.expert.id, a.session.headers)).json().code).toBe(1000);
    expect((await reassign(order, order.version + 5, b.expert.id)).json().code).toBe(1005);
    expect((await notices(a.session.headers)).map((n) => n.kind)).toEqual(['expertOrderNew']);
    expect(await notices(b.session.headers)).toEqual([]);

    expect((await reassign(order, order.version, b.expert.id)).json().data).toMatchObject({ expertId: b.expert.id, status: 'waitingAcceptance' });
    const title = `${order.orderNo} ${VIN}`;
    expect((await notices(b.session.headers)).map((n) => [n.kind, n.title, n.link])).toEqual([['expertOrderReassigned', title, link]]);
    expect((await notices(a.session.headers)).map((n) => [n.kind, n.link])).toEqual([
      ['expertOrderLeft', link],
      ['expertOrderNew', link],
    ]);
    expect((await wsA.next((f) => f.cmd === 7)).data).toMatchObject({ kind: 'expertOrderLeft', link });
    // the staff member who reassigned it is not told of their own action
    expect(await notices(admin.headers)).toEqual([]);
    wsA.close();
  });

  it('a staff member reassigning is never told; another staff member holding the permission reassigns and is not told either', async () => {
    const a = await newExpert();
    const b = await newExpert();
    const customer = await signUpCustomer(t);
    const order = await newOrder(customer, a.expert.id);
    const staff = await userWith(t, [P.orderView.name, P.orderReassign.name]);
    expect((await reassign(order, order.version, b.expert.id, staff.headers)).json().code).toBe(2000);
    expect(await notices(staff.headers)).toEqual([]);
    expect((await notices(b.session.headers)).map((n) => n.kind)).toEqual(['expertOrderReassigned']);
  });

  it('a failed notice never undoes the order or the reassignment', async () => {
    const a = await newExpert();
    const b = await newExpert();
    const customer = await signUpCustomer(t);
    bell.fail = true;
    try {
      const order = await newOrder(customer, a.expert.id);
      const moved = await reassign(order, order.version, b.expert.id);
      expect(moved.json().code).toBe(2000);
      const [row] = await t.ctx.db.select().from(expertOrders).where(eq(expertOrders.id, order.id));
      expect(row).toMatchObject({ expertId: b.expert.id, status: 'waitingAcceptance' });
    } finally {
      bell.fail = false;
    }
    expect(await notices(a.session.headers)).toEqual([]);
    expect(await notices(b.session.headers)).toEqual([]);
  });
});
