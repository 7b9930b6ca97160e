import { ASSET_PERMISSIONS, assetResource, LOAN_PERMISSIONS, loanResource } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { assetService, loanService } from './assets.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const A = (p: string) => `/lenkor-asset/asset${p}`;
const L = (p: string) => `/lenkor-asset/loan${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const asset = (n: number) => ({ code: `AS-${n}`, name: `Scanner ${n}`, category: 'diagnosticTool', purchaseDate: '2025-01-15', price: 1299.5 });

// a fresh install: the seed only; everything below is made through the API
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describeResource(assetResource, {
  app: () => t,
  sample: asset,
  change: { name: 'Renamed scanner', location: 'Shelf B-2' },
  service: assetService,
  importRow: (n) => [`IMP-${n}`, `Imported ${n}`, '诊断设备', 'X431', `SN${n}`, 'Lab', '2025-06-01', '88.5', ''],
});

describeResource(loanResource, {
  app: () => t,
  // every loan lends an asset of its own, added through the API
  sample: async (n) => {
    const a = await post(A('/save'), asset(n + 50_000));
    return { assetId: a.body.data.id, borrower: `Borrower ${n}`, lentDate: '2026-03-02', dueDate: '2026-03-09' };
  },
  change: {},
  transitionInput: { giveBack: { returnCondition: 'good' } },
  service: loanService,
});

describe('assets and borrowing, the business rules', () => {
  const lend = async (a: J, borrower = 'Li Lei', dueDate = '2026-03-09', headers = admin.headers) =>
    post(L('/save'), { assetId: a.id, borrower, lentDate: '2026-03-06', dueDate, purpose: 'Field test' }, headers);

  it('lends an asset in stock, shows the borrower on the asset, and takes it back with its condition', async () => {
    const a = (await post(A('/save'), asset(1))).body.data;
    const loan = await lend(a);
    expect(loan.body).toMatchObject({ code: 2000, data: { status: 'open', assetCode: 'AS-1', overdue: false, allowedActions: ['giveBack'] } });
    const lent = (await call(t, { method: 'GET', url: A(`/detail/${a.id}`) }, admin.headers)).body.data;
    expect(lent).toMatchObject({ status: 'lent', borrower: 'Li Lei', dueDate: '2026-03-09', allowedActions: [] });
    expect(lent.history.map((h: J) => h.action)).toEqual(['create', 'lend']);
    // lent: no second loan, no scrapping, no repair
    expect((await lend(lent, 'Han Meimei')).body).toMatchObject({ code: 1017, data: { state: 'lent' } });
    expect((await post(A('/scrap'), { id: a.id, version: lent.version, reason: 'old' })).body).toMatchObject({ code: 1017, data: { allowedActions: [] } });
    const back = await post(L('/giveBack'), { id: loan.body.data.id, version: 1, returnCondition: 'good', returnRemark: 'all fine' });
    expect(back.body.data).toMatchObject({ status: 'returned', returnCondition: 'good', returnedDate: '2026-03-02', allowedActions: [] });
    const stocked = (await call(t, { method: 'GET', url: A(`/detail/${a.id}`) }, admin.headers)).body.data;
    expect(stocked).toMatchObject({ status: 'inStock', borrower: null, allowedActions: ['repair', 'scrap'] });
  });

  it('marks a loan overdue once its due date has passed (moving the clock), on both lists and by filter', async () => {
    const a = (await post(A('/save'), asset(2))).body.data;
    const loan = (await post(L('/save'), { assetId: a.id, borrower: 'Wang Wu', lentDate: '2026-03-02', dueDate: '2026-03-05' })).body.data;
    expect((await post(L('/page'), { overdue: true })).body.data.records.map((r: J) => r.id)).not.toContain(loan.id);
    clock.advance(4 * 86_400_000);
    admin = await signInAdmin(t); // the sign-in of four days ago has expired
    const overdue = await post(L('/page'), { overdue: true });
    expect(overdue.body.data.records).toEqual([expect.objectContaining({ id: loan.id, overdue: true, borrower: 'Wang Wu' })]);
    expect((await post(A('/page'), { overdue: true })).body.data.records.map((r: J) => r.code)).toEqual(['AS-2']);
    expect((await post(A('/page'), { overdue: false })).body.data.records.map((r: J) => r.code)).not.toContain('AS-2');
    await post(L('/giveBack'), { id: loan.id, version: 1, returnCondition: 'damaged' });
    expect((await post(L('/page'), { overdue: true })).body.data.total).toBe(0);
    // it came back damaged: under repair, and back in stock once repaired
    const repairing = (await call(t, { method: 'GET', url: A(`/detail/${a.id}`) }, admin.headers)).body.data;
    expect(repairing).toMatchObject({ status: 'repairing', allowedActions: ['repaired', 'scrap'] });
  });

  it('never lends a scrapped asset, and never deletes an asset that was lent', async () => {
    const a = (await post(A('/save'), asset(3))).body.data;
    const scrapped = (await post(A('/scrap'), { id: a.id, version: 1, reason: 'broken screen' })).body.data;
    expect(scrapped.status).toBe('scrapped');
    expect((await lend(scrapped)).body).toMatchObject({ code: 1017, data: { state: 'scrapped' } });
    const b = (await post(A('/save'), asset(4))).body.data;
    const loan = (await lend(b)).body.data;
    await post(L('/giveBack'), { id: loan.id, version: 1, returnCondition: 'good' });
    const now = (await call(t, { method: 'GET', url: A(`/detail/${b.id}`) }, admin.headers)).body.data;
    expect((await post(A('/delete'), { id: b.id, version: now.version })).body.code).toBe(102048);
  });

  it('refuses a due date before the lending date, and two loans of one asset at once: exactly one wins', async () => {
    const a = (await post(A('/save'), asset(5))).body.data;
    const early = await post(L('/save'), { assetId: a.id, borrower: 'Li', lentDate: '2026-03-10', dueDate: '2026-03-08' });
    expect(early.body.code).toBe(1001);
    expect(early.body.data.errors[0].field).toBe('dueDate');
    const both = await Promise.all([lend(a, 'One'), lend(a, 'Two')]);
    expect(both.map((r) => r.body.code).sort()).toEqual([1017, 2000]);
  });

  it('lends only with the lending permission; the lookup offers assets in stock only', async () => {
    const viewer = await userWith(t, [ASSET_PERMISSIONS.view!.name, LOAN_PERMISSIONS.view!.name]);
    const a = (await post(A('/save'), asset(6))).body.data;
    expect((await lend(a, 'X', '2026-03-09', viewer.headers)).body.code).toBe(1000);
    const lookup = await call(t, { method: 'GET', url: A('/lendable?keyword=AS-6') }, admin.headers);
    expect(lookup.body.data).toEqual([{ id: a.id, code: 'AS-6', name: 'Scanner 6' }]);
    await lend(a);
    expect((await call(t, { method: 'GET', url: A('/lendable?keyword=AS-6') }, admin.headers)).body.data).toEqual([]);
  });
});
