import { DEVICE_PERMISSIONS as P } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { securityEventsOf } from '../auth/test-support';
import { signUpCustomer } from '../customers/test-support';
import { insertProducts } from '../products/test-support';
import { deviceHistory, devices } from './devices.tables';

// Issue item 1: a device is bound by a customer only with the registration code the register holds.
let t: TestApp;
let admin: SignedIn;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const [p] = await insertProducts(t, [{ code: 'BC-1', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' }]);
  productId = p!.id;
});
afterAll(() => t.close());

const staff = (p: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/lenkor-user/device${p}`, headers, payload: payload as object });
const bind = (headers: Record<string, string>, sn: string, registrationCode: string, lang = 'en-US') =>
  t.app.inject({ method: 'POST', url: '/lenkor-app/device/bind', headers: { ...headers, 'accept-language': lang }, payload: { sn, registrationCode } });
let seq = 0;
/** a device entered through the console, as stock is */
async function addDevice(registrationCode?: string) {
  const r = await staff('/add', { sn: `BC${String(++seq).padStart(6, '0')}`, productId, ...(registrationCode ? { registrationCode } : {}) });
  expect(r.json().code).toBe(2000);
  return r.json().data as { id: number; sn: string; version: number };
}
const row = async (id: number) => (await t.ctx.db.select().from(devices).where(eq(devices.id, id)))[0]!;
const historyOf = (id: number) => t.ctx.db.select().from(deviceHistory).where(eq(deviceHistory.deviceId, id));

describe('customer bind needs the registration code the register holds', () => {
  it('a device without a code cannot be bound by a customer (73311) until staff set one; the guess never becomes its code', async () => {
    const c = await signUpCustomer(t);
    const d = await addDevice();
    const r = await bind(c.headers, d.sn, 'GUESS1');
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 73311, msg: 'The device has no registration code yet: ask the seller to set one' });
    expect(await row(d.id)).toMatchObject({ customerId: null, registrationCode: null, status: 'unactivated', version: 1 });
    expect(await historyOf(d.id)).toHaveLength(1);
    // staff give it a code (a device action of its own, in the history and the operation log)
    const setter = await userWith(t, [P.deviceView.name, P.deviceSoftware.name]);
    const set = await staff('/setRegistrationCode', { id: d.id, version: 1, registrationCode: 'REAL-77', note: 'code from the box label' }, setter.headers);
    expect(set.json()).toMatchObject({ code: 2000, data: { registrationCode: 'REAL-77', status: 'unactivated', version: 2 } });
    expect((await bind(c.headers, d.sn, 'GUESS1')).json().code).toBe(73310);
    expect((await bind(c.headers, d.sn, 'REAL-77')).json()).toMatchObject({ code: 2000, data: { sn: d.sn, status: 'activated' } });
    expect(await row(d.id)).toMatchObject({ customerId: c.id, registrationCode: 'REAL-77' });
  });

  it('a wrong code or unknown SN is 73310 in the caller language and changes nothing', async () => {
    const c = await signUpCustomer(t);
    const d = await addDevice('CODE-1');
    const wrong = await bind(c.headers, d.sn, 'CODE-2', 'zh-CN');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 73310, msg: 'SN或注册码不正确' });
    expect((await bind(c.headers, 'NO-SUCH-SN', 'CODE-1')).json().code).toBe(73310);
    expect(await row(d.id)).toMatchObject({ customerId: null, registrationCode: 'CODE-1', status: 'unactivated', version: 1 });
    // administrators see the guesses in the security log, never the code tried
    const events = (await securityEventsOf(t, 'device_bind_failure')).filter((e) => e.account === c.account);
    expect(events.map((e) => e.detail).sort()).toEqual([`customer #${c.id} SN ${d.sn} (73310)`, `customer #${c.id} SN NO-SUCH-SN (73310)`].sort());
    expect(JSON.stringify(events)).not.toContain('CODE-2');
  });

  it('a bound device is never re-bound by a second customer, even with the right code (73312); the transfer flow still works', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    const d = await addDevice('OWN-1');
    expect((await bind(a.headers, d.sn, 'OWN-1')).json().code).toBe(2000);
    const again = await bind(b.headers, d.sn, 'OWN-1');
    expect(again.json()).toMatchObject({ code: 73312 });
    expect((await row(d.id)).customerId).toBe(a.id);
    const v = (await row(d.id)).version;
    expect((await staff('/transfer', { id: d.id, version: v, targetCustomerId: b.id, note: 'sold on' })).json().code).toBe(2000);
    // while transferring it is still a's: b's bind is refused, b accepts instead
    expect((await bind(b.headers, d.sn, 'OWN-1')).json().code).toBe(73312);
    expect((await t.app.inject({ method: 'POST', url: '/lenkor-app/device/transfer/accept', headers: b.headers, payload: { sn: d.sn } })).json().code).toBe(
      2000,
    );
    expect((await row(d.id)).customerId).toBe(b.id);
  });

  it('wrong codes are counted per customer: the 11th in an hour is 1004 even with the right code; an hour later it binds', async () => {
    const c = await signUpCustomer(t);
    const d = await addDevice('LIMIT-OK');
    for (let i = 0; i < 10; i++) expect((await bind(c.headers, d.sn, `BAD-${i}`)).json().code).toBe(73310);
    const limited = await bind(c.headers, d.sn, 'LIMIT-OK');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 1004 });
    expect(limited.json().data.retryAfterSeconds).toBeGreaterThan(0);
    expect((await row(d.id)).customerId).toBeNull();
    // another customer (the owner with the box) is not locked out by the guesser
    const owner = await signUpCustomer(t);
    const d2 = await addDevice('MINE-2');
    expect((await bind(owner.headers, d2.sn, 'MINE-2')).json().code).toBe(2000);
    t.clock.advance(3_600_001);
    expect((await bind(c.headers, d.sn, 'LIMIT-OK')).json().code).toBe(2000);
  });

  it('staff bind of a device with a code needs the same code (73310); staff may bind one without a code by giving it one', async () => {
    const c = await signUpCustomer(t);
    const d = await addDevice('STAFF-1');
    expect((await staff('/bind', { id: d.id, version: 1, customerId: c.id, registrationCode: 'OTHER', note: 'n' })).json().code).toBe(73310);
    expect(await row(d.id)).toMatchObject({ customerId: null, version: 1 });
    const e = await addDevice();
    expect((await staff('/bind', { id: e.id, version: 1, customerId: c.id, registrationCode: 'GIVEN-1', note: 'n' })).json().code).toBe(2000);
    expect(await row(e.id)).toMatchObject({ customerId: c.id, registrationCode: 'GIVEN-1' });
  });

  it('setting the code needs the software permission (1000) and a code and note (1001)', async () => {
    const d = await addDevice();
    const viewer = await userWith(t, [P.deviceView.name]);
    expect((await staff('/setRegistrationCode', { id: d.id, version: 1, registrationCode: 'X1', note: 'n' }, viewer.headers)).json().code).toBe(1000);
    expect((await staff('/setRegistrationCode', { id: d.id, version: 1, registrationCode: ' ', note: 'n' })).json().code).toBe(1001);
    expect((await staff('/setRegistrationCode', { id: d.id, version: 1, registrationCode: 'X1' })).json().code).toBe(1001);
  });
});
