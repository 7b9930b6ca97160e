import { MESSAGE_PERMISSIONS as P } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call } from '../../../test/system';
import { signUpCustomer } from '../customers/test-support';
import { audienceWhere } from './audience';
import { runMessageEngine } from './delivery';
import { messageRecords } from './messages.tables';

/**
 * MSG-18 "software expiry time": a customer matches when one of their bound devices (owned,
 * not locked) has a software expiry time in the range. Devices are written straight into the
 * devices table (the devices area's own tests cover how they get there).
 */
let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
const M = (p: string) => `/lenkor-user/message${p}`;
type Cust = Awaited<ReturnType<typeof signUpCustomer>>;
let soon: Cust; // one device, expiring 2026-12-15
let two: Cust; // two devices: 2026-12-31 23:00 GMT and 2027-06-01
let later: Cust; // one device, expiring 2027-03-01
let none: Cust; // no device
let locked: Cust; // a locked device expiring 2026-12-10 (reported stolen: not counted)
let noExpiry: Cust; // a device without an expiry time
let seq = 0;

async function device(customerId: number | null, expiry: string | null, status = 'activated') {
  seq += 1;
  await t.ctx.db.execute(sql`
    insert into devices (sn, product_id, status, customer_id, expiry_time, warranty_time)
    values (${`EXP-${seq}`}, 1, ${status}, ${customerId}, ${expiry}::timestamptz, '2026-12-01T00:00:00Z'::timestamptz)`);
}

const post = (url: string, payload: unknown, who: SignedIn = admin) => call(t, { method: 'POST', url, payload }, { ...who.headers, language: 'en-US' });
const expiring = (operator: string, value: string) => ({ mode: 'group', conditions: [{ field: 'softwareExpiryTime', operator, value }] });
const count = async (audience: unknown) => {
  const r = await post(M('/audience/count'), { audience });
  expect(r.body.code, JSON.stringify(r.body)).toBe(2000);
  return r.body.data.count as number;
};
const message = (audience: unknown) => ({
  channel: 'station',
  title: 'Software renewal',
  terminals: ['app'],
  contents: [{ language: 'en-US', title: 'Renew your software', summary: 'It expires soon', body: 'Renew before it expires.' }],
  audience,
  schedule: null,
});

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(Date.parse('2026-11-24T00:00:00Z'));
  admin = await signInAdmin(t);
  reviewer = await userWith(t, [P.messageView.name, P.messageReview.name]);
  [soon, two, later, none, locked, noExpiry] = (await Promise.all(Array.from({ length: 6 }, () => signUpCustomer(t)))) as [Cust, Cust, Cust, Cust, Cust, Cust];
  await device(soon.id, '2026-12-15T08:00:00Z');
  await device(two.id, '2026-12-31T23:00:00Z');
  await device(two.id, '2027-06-01T00:00:00Z', 'transferring');
  await device(later.id, '2027-03-01T00:00:00Z');
  await device(locked.id, '2026-12-10T00:00:00Z', 'locked');
  await device(noExpiry.id, null);
  await device(null, '2026-12-05T00:00:00Z', 'unbound'); // nobody's
});
afterAll(() => t.close());

describe('group condition: software expiry time (MSG-18)', () => {
  it('counts customers by their bound devices’ software expiry, each customer once', async () => {
    // a GMT date is the whole day: the device expiring at 23:00 on the 31st is "at most 2026-12-31"
    expect(await count(expiring('atMost', '2026-12-31'))).toBe(2);
    // an instant is taken as it is
    expect(await count(expiring('atMost', '2026-12-31T00:00:00Z'))).toBe(1);
    expect(await count(expiring('atLeast', '2027-01-01'))).toBe(2);
    // both of `two`'s devices match: one customer
    expect(await count(expiring('atLeast', '2026-12-01'))).toBe(3);
    expect(await count(expiring('atMost', '2026-12-14'))).toBe(0);
    // with another condition
    expect(await count({ mode: 'group', conditions: [expiring('atLeast', '2027-01-01').conditions[0], expiring('atMost', '2027-12-31').conditions[0]] })).toBe(
      2,
    );
    expect(await count({ mode: 'group', conditions: [expiring('atLeast', '2027-01-01').conditions[0], expiring('atMost', '2027-03-31').conditions[0]] })).toBe(
      2,
    );
    expect(await count({ mode: 'group', conditions: [expiring('atLeast', '2027-04-01').conditions[0], expiring('atMost', '2027-12-31').conditions[0]] })).toBe(
      1,
    );
  });

  it('refuses operators a time cannot take and values that name no time (1001), and a group matching nobody at save (76105)', async () => {
    for (const op of ['equal', 'notEqual', 'contains', 'notContains']) {
      const r = await post(M('/audience/count'), { audience: expiring(op, '2026-12-31') });
      expect([r.body.code, r.body.data?.errors], op).toEqual([1001, [{ field: 'audience.conditions.0.operator', message: 'not allowed for this field' }]]);
    }
    for (const v of ['2026-02-30', 'soon', '2026-13-01']) {
      const r = await post(M('/audience/count'), { audience: expiring('atMost', v) });
      expect([r.body.code, r.body.data?.errors], v).toEqual([1001, [{ field: 'audience.conditions.0.value', message: 'not a valid value for this field' }]]);
    }
    const zero = await post(M('/save'), message(expiring('atMost', '2026-11-30')));
    expect([zero.status, zero.body.code, zero.body.msg]).toEqual([400, 76105, 'The user group matches no customers']);
  });

  it('sends to exactly the customers counted at save', async () => {
    const audience = expiring('atMost', '2026-12-31');
    expect(await count(audience)).toBe(2);
    const m = (await post(M('/save'), message(audience))).body.data;
    const s = (await post(M('/submit'), { id: m.id, version: m.version })).body.data;
    const p = (await post(M('/review'), { id: m.id, version: s.version, pass: true }, reviewer)).body.data;
    expect((await post(M('/send'), { id: m.id, version: p.version })).body.data.state).toBe('published');
    await runMessageEngine(t.ctx);
    await runMessageEngine(t.ctx);
    const records = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id));
    expect(records.map((r) => r.customerId).sort((a, b) => a - b)).toEqual([soon.id, two.id].sort((a, b) => a - b));
    expect(records.map((r) => r.customerId)).not.toContain(none.id);
    expect(records.map((r) => r.customerId)).not.toContain(locked.id);
    expect(records.map((r) => r.customerId)).not.toContain(noExpiry.id);
    expect(records.map((r) => r.customerId)).not.toContain(later.id);
  });

  it('is one EXISTS over the devices by owner, which devices_customer_idx can serve', async () => {
    const where = audienceWhere(expiring('atMost', '2026-12-31') as never);
    const q = new PgDialect().sqlToQuery(sql`select count(*) from customers where ${where}`.inlineParams());
    expect(q.sql.match(/exists \(select 1 from "devices"/g)).toHaveLength(1);
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const r = (await tx.execute(sql.raw(`explain ${q.sql}`))) as unknown as { rows: Array<Record<string, string>> };
      return r.rows.map((x) => Object.values(x)[0]).join('\n');
    });
    expect(plan).toContain('devices_customer_idx');
  });
});
