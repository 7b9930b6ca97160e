import { FIRST_LEG_PERMISSIONS } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { insertWarehouses } from '../supply/test-support';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const F = (p: string) => `/lenkor-stock/firstLeg${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers = admin.headers) => call(t, { method: 'GET', url }, headers);
let overseas: number;
let own: number;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  const ws = await insertWarehouses(t, [
    { code: 'FL-OWN', nameZh: '工厂仓', nameEn: 'Factory', type: 'own' },
    { code: 'FL-US', nameZh: '美国仓', nameEn: 'US warehouse', type: 'overseas' },
  ]);
  own = ws[0]!.id;
  overseas = ws[1]!.id;
}, 240_000);
afterAll(() => t.close());

const legs = (tracking = 'TRK') => [
  { fromPlace: 'Shenzhen factory', toPlace: 'Yantian port', mode: 'truck', carrier: 'SF', trackingNo: `${tracking}-1`, eta: '2026-03-03T08:00:00Z' },
  { fromPlace: 'Yantian port', toPlace: 'Long Beach', mode: 'sea', carrier: 'COSCO', trackingNo: `${tracking}-2`, eta: '2026-03-20T08:00:00Z' },
  { fromPlace: 'Long Beach', toPlace: 'US warehouse', mode: 'truck', carrier: 'UPS', trackingNo: `${tracking}-3`, eta: '2026-03-23T08:00:00Z' },
];

describe('first-leg transport', () => {
  it('computes the status from the legs through depart and arrive, with the current leg and the late flag from the clock', async () => {
    const made = await post(F('/save'), { destinationWarehouseId: overseas, remark: 'spring batch', legs: legs('ABC') });
    expect(made.body).toMatchObject({
      code: 2000,
      data: { status: 'planned', legCount: 3, currentLegSeq: 1, late: false, destinationWarehouseName: '美国仓', eta: '2026-03-23T08:00:00.000Z' },
    });
    expect(made.body.data.no).toMatch(/^FL20260302\d{5}$/);
    let d: J = made.body.data;
    const [l1, l2, l3] = d.legs;
    // departs now (the default time)
    d = (await post(F('/depart'), { id: d.id, version: d.version, legId: l1.id })).body.data;
    expect(d).toMatchObject({ status: 'inTransit', currentLegSeq: 1 });
    expect(d.legs[0].departedAt).toBe('2026-03-02T08:00:00.000Z');
    // an arrival before its departure is refused, naming the time
    const early = await post(F('/arrive'), { id: d.id, version: d.version, legId: l1.id, at: '2026-03-01T00:00:00Z' });
    expect(early.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'at' }] } });
    // arriving a leg that has not departed: not allowed in its state
    expect((await post(F('/arrive'), { id: d.id, version: d.version, legId: l2.id })).body).toMatchObject({
      code: 1017,
      data: { state: 'planned', allowedActions: ['depart'] },
    });
    // the legs are a chain: the second departs only once the first arrived (409 in both languages)
    const early2 = await call(t, { method: 'POST', url: F('/depart'), payload: { id: d.id, version: d.version, legId: l2.id } }, admin.headers);
    expect(early2.status).toBe(409);
    expect(early2.body).toMatchObject({ code: 78109, msg: '上一路段尚未到达，本路段不能发运', data: { errors: [{ field: 'at' }] } });
    const en = await call(
      t,
      { method: 'POST', url: F('/depart'), payload: { id: d.id, version: d.version, legId: l3.id } },
      { ...admin.headers, 'accept-language': 'en-US' },
    );
    expect(en.body).toMatchObject({ code: 78109, msg: 'A leg cannot depart before the previous leg has arrived' });
    expect((await get(F(`/detail/${d.id}`))).body.data.legs.map((l: J) => l.departedAt !== null)).toEqual([true, false, false]);
    // a day later the first leg is late (ETA 03-03 08:00 passed)
    clock.advance(2 * 86_400_000);
    admin = await signInAdmin(t);
    d = (await get(F(`/detail/${d.id}`))).body.data;
    expect(d).toMatchObject({ late: true, legs: [{ late: true }, { late: false }, { late: false }] });
    d = (await post(F('/arrive'), { id: d.id, version: d.version, legId: l1.id })).body.data;
    expect(d).toMatchObject({ status: 'inTransit', currentLegSeq: 2, late: false });
    // nor before the first leg's arrival (03-04 08:00)
    expect((await post(F('/depart'), { id: d.id, version: d.version, legId: l2.id, at: '2026-03-04T07:00:00Z' })).body).toMatchObject({
      code: 1001,
      data: { errors: [{ field: 'at' }] },
    });
    d = (await post(F('/depart'), { id: d.id, version: d.version, legId: l2.id, at: '2026-03-04T10:00:00Z' })).body.data;
    d = (await post(F('/arrive'), { id: d.id, version: d.version, legId: l2.id, at: '2026-03-19T10:00:00Z' })).body.data;
    d = (await post(F('/depart'), { id: d.id, version: d.version, legId: l3.id, at: '2026-03-19T12:00:00Z' })).body.data;
    expect((await post(F('/depart'), { id: d.id, version: d.version, legId: l3.id })).body).toMatchObject({ code: 1017, data: { state: 'departed' } });
    d = (await post(F('/arrive'), { id: d.id, version: d.version, legId: l3.id, at: '2026-03-22T12:00:00Z' })).body.data;
    expect(d).toMatchObject({ status: 'arrived', currentLegSeq: null, late: false, allowedActions: ['edit'] });
    // a stale version
    expect((await post(F('/arrive'), { id: d.id, version: 1, legId: l3.id })).status).toBe(409);
  });

  it('filters by number, tracking number prefix of any leg, status, destination and ETA range', async () => {
    const a = (await post(F('/save'), { destinationWarehouseId: overseas, legs: legs('ZZQ') })).body.data;
    const ids = async (q: J) => (await post(F('/page'), q)).body.data.records.map((r: J) => r.id);
    expect(await ids({ trackingNo: 'zzq-2' })).toEqual([a.id]);
    expect(await ids({ trackingNo: 'ZZQ' })).toEqual([a.id]);
    expect(await ids({ no: a.no })).toEqual([a.id]);
    expect(await ids({ status: 'planned', destinationWarehouseId: overseas })).toContain(a.id);
    expect(await ids({ status: 'arrived' })).not.toContain(a.id);
    expect(await ids({ etaFrom: '2026-03-23', etaTo: '2026-03-23' })).toContain(a.id);
    expect(await ids({ etaFrom: '2026-03-24' })).not.toContain(a.id);
  });

  it('edits the legs in order, keeping the times of kept legs; refuses bad legs and destinations; deletes a planned transport', async () => {
    const a = (await post(F('/save'), { destinationWarehouseId: overseas, legs: legs('EDT') })).body.data;
    const dep = (await post(F('/depart'), { id: a.id, version: a.version, legId: a.legs[0].id, at: '2026-03-04T00:00:00Z' })).body.data;
    const [k1, , k3] = dep.legs;
    const edited = await post(F('/update'), {
      id: a.id,
      version: dep.version,
      destinationWarehouseId: overseas,
      legs: [
        { id: k1.id, fromPlace: k1.fromPlace, toPlace: k1.toPlace, mode: 'truck', trackingNo: 'EDT-1' },
        { fromPlace: 'Yantian port', toPlace: 'LAX', mode: 'air', carrier: 'CA', trackingNo: 'EDT-AIR' },
        { id: k3.id, fromPlace: 'LAX', toPlace: 'US warehouse', mode: 'express' },
      ],
    });
    expect(edited.body.data).toMatchObject({
      status: 'inTransit',
      legs: [
        { id: k1.id, departedAt: '2026-03-04T00:00:00.000Z' },
        { mode: 'air', seq: 2 },
        { id: k3.id, seq: 3 },
      ],
    });
    // not deletable once a leg departed
    expect((await post(F('/delete'), { id: a.id, version: edited.body.data.version })).body.code).toBe(1017);
    const bad = (legsOf: J, dest = overseas) => post(F('/save'), { destinationWarehouseId: dest, legs: legsOf });
    expect((await bad([{ fromPlace: 'A', toPlace: 'B', mode: 'ship' }])).body.code).toBe(1001);
    expect((await bad([])).body).toMatchObject({ code: 1001 });
    expect(
      (await bad([{ fromPlace: 'A', toPlace: 'B', mode: 'sea', departedAt: '2026-03-05T00:00:00Z', arrivedAt: '2026-03-04T00:00:00Z' }])).body,
    ).toMatchObject({
      code: 1001,
      data: { errors: [{ field: 'legs.0.arrivedAt' }] },
    });
    // saved times keep the chain too: a second leg departed while the first has not arrived, or before it arrived
    const chain = (first: J, second: J) => [
      { fromPlace: 'A', toPlace: 'B', mode: 'truck', ...first },
      { fromPlace: 'B', toPlace: 'C', mode: 'sea', ...second },
    ];
    expect((await bad(chain({ departedAt: '2026-03-01T00:00:00Z' }, { departedAt: '2026-03-02T00:00:00Z' }))).body).toMatchObject({
      code: 78109,
      data: { errors: [{ field: 'legs.1.departedAt' }] },
    });
    expect(
      (await bad(chain({ departedAt: '2026-03-01T00:00:00Z', arrivedAt: '2026-03-03T00:00:00Z' }, { departedAt: '2026-03-02T00:00:00Z' }))).body,
    ).toMatchObject({ code: 1001, data: { errors: [{ field: 'legs.1.departedAt' }] } });
    expect(
      (await bad(chain({ departedAt: '2026-03-01T00:00:00Z', arrivedAt: '2026-03-02T00:00:00Z' }, { departedAt: '2026-03-02T00:00:00Z' }))).body.data,
    ).toMatchObject({ status: 'inTransit', currentLegSeq: 2 });
    // an edit may not put a new leg before one that departed
    const moved = await post(F('/update'), {
      id: a.id,
      version: edited.body.data.version,
      destinationWarehouseId: overseas,
      legs: [
        { fromPlace: 'Factory', toPlace: 'Shenzhen', mode: 'truck' },
        { id: k1.id, fromPlace: k1.fromPlace, toPlace: k1.toPlace, mode: 'truck' },
      ],
    });
    expect(moved.body).toMatchObject({ code: 78109, data: { errors: [{ field: 'legs.1.departedAt' }] } });
    expect((await bad(legs('X'), own)).body).toMatchObject({ code: 1001, data: { errors: [{ field: 'destinationWarehouseId' }] } });
    expect((await post(F('/save'), { destinationWarehouseId: overseas, transferPlanId: 999999, legs: legs('Y') })).body).toMatchObject({
      code: 1001,
      data: { errors: [{ field: 'transferPlanId' }] },
    });
    const p = (await post(F('/save'), { destinationWarehouseId: overseas, legs: legs('DEL') })).body.data;
    expect((await post(F('/delete'), { id: p.id, version: p.version })).body.code).toBe(2000);
    expect((await get(F(`/detail/${p.id}`))).body.code).toBe(1002);
  });

  it('answers 401 without a token and 403 without the permission; a viewer sees no actions', async () => {
    const nobody = await userWith(t, []);
    const a = (await post(F('/save'), { destinationWarehouseId: overseas, legs: legs('G') })).body.data;
    const calls = [
      { method: 'POST' as const, url: F('/page'), payload: {} },
      { method: 'GET' as const, url: F(`/detail/${a.id}`) },
      { method: 'POST' as const, url: F('/save'), payload: { destinationWarehouseId: overseas, legs: legs('G2') } },
      { method: 'POST' as const, url: F('/update'), payload: { id: a.id, version: a.version, destinationWarehouseId: overseas, legs: legs('G3') } },
      { method: 'POST' as const, url: F('/delete'), payload: { id: a.id, version: a.version } },
      { method: 'POST' as const, url: F('/depart'), payload: { id: a.id, version: a.version, legId: a.legs[0].id } },
      { method: 'POST' as const, url: F('/arrive'), payload: { id: a.id, version: a.version, legId: a.legs[0].id } },
    ];
    for (const c of calls) await expectGuarded(t, c, nobody);
    const viewer = await userWith(t, [FIRST_LEG_PERMISSIONS.view.name]);
    expect((await get(F(`/detail/${a.id}`), viewer.headers)).body.data.allowedActions).toEqual([]);
    const tracker = await userWith(t, [FIRST_LEG_PERMISSIONS.view.name, FIRST_LEG_PERMISSIONS.track.name]);
    expect((await post(F('/depart'), { id: a.id, version: a.version, legId: a.legs[0].id }, tracker.headers)).body.data.status).toBe('inTransit');
    expect((await post(F('/update'), { id: a.id, version: a.version + 1, destinationWarehouseId: overseas, legs: legs('G4') }, tracker.headers)).status).toBe(
      403,
    );
  });
});
