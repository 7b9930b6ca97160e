import { ACTIVITY_PERMISSIONS, activityResource } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, expectGuarded, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { signUpCustomer } from '../customers/test-support';
import { activityService } from './activities.service';

let t: TestApp;
let admin: SignedIn;
const DAY = 86_400_000;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const M = (p: string) => `/lenkor-marketing/activity${p}`;
const APP = (p: string) => `/lenkor-app/marketing${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers = admin.headers) => call(t, { method: 'GET', url }, headers);
const iso = (ms: number) => new Date(ms).toISOString();
const activity = (n: number, over: Record<string, unknown> = {}) => ({
  name: `Activity ${n}`,
  type: 'checkIn',
  startTime: '2026-03-10T00:00:00.000Z',
  endTime: '2026-03-20T00:00:00.000Z',
  usageLimit: 100,
  budget: 500,
  rewardPerJoin: 5,
  rulesZh: '每天签到一次',
  rulesEn: 'Check in once a day',
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describeResource(activityResource, {
  app: () => t,
  sample: (n) => activity(n),
  change: { name: 'Renamed activity', usageLimit: 50 },
  service: activityService,
});

describe('user activities, the business rules', () => {
  /** an activity running now (started an hour ago, ending in two days) */
  const running = async (over: Record<string, unknown> = {}) =>
    (await post(M('/save'), activity(1, { startTime: iso(clock.now() - 3_600_000), endTime: iso(clock.now() + 2 * DAY), ...over }))).body;

  it('refuses an end before (or at) the start with 102051, on save and on update', async () => {
    const early = await post(M('/save'), activity(2, { startTime: '2026-03-10T00:00:00Z', endTime: '2026-03-09T00:00:00Z' }));
    expect(early.body).toMatchObject({ code: 102051, msg: '结束时间早于生效时间' });
    expect((await post(M('/save'), activity(2, { endTime: '2026-03-10T00:00:00Z' }))).body.code).toBe(102051);
    const a = (await post(M('/save'), activity(3))).body.data;
    const moved = await post(
      M('/update'),
      { ...activity(3), id: a.id, version: a.version, endTime: '2026-03-01T00:00:00Z' },
      { ...admin.headers, language: 'en-US' },
    );
    expect(moved.body).toMatchObject({ code: 102051, msg: 'The end time is earlier than the effect time' });
  });

  it('joins within the usage limit under concurrency: exactly the limit wins, once per customer', async () => {
    const a = (await running({ usageLimit: 3 })).data;
    expect(a).toMatchObject({ phase: 'running', joined: 0 });
    const customers = await Promise.all(Array.from({ length: 6 }, () => signUpCustomer(t)));
    const joins = await Promise.all(customers.map((c) => post(APP('/activities/join'), { id: a.id }, c.headers)));
    expect(joins.map((r) => r.body.code).sort()).toEqual([2000, 2000, 2000, 79704, 79704, 79704]);
    const winner = customers[joins.findIndex((r) => r.body.code === 2000)]!;
    // joining again answers the same and takes no second place
    expect((await post(APP('/activities/join'), { id: a.id }, winner.headers)).body).toMatchObject({ code: 2000, data: { joined: true, placesLeft: 0 } });
    const detail = (await get(M(`/detail/${a.id}`))).body.data;
    expect(detail).toMatchObject({ joined: 3, reached: 6 });
    // the limit cannot drop below the customers who joined
    const lower = await post(M('/update'), {
      ...activity(1, { startTime: detail.startTime, endTime: detail.endTime }),
      id: a.id,
      version: detail.version,
      usageLimit: 2,
    });
    expect(lower.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'usageLimit' }] } });
    const listed = (await get(APP('/activities'), winner.headers)).body.data.find((x: J) => x.id === a.id);
    expect(listed).toMatchObject({ joined: true, placesLeft: 0, rules: '每天签到一次', phase: 'running' });
  });

  it('spends its budget reward by reward under concurrency; spent, it reaches no new customer (79707) and says so in its statistics', async () => {
    expect((await running({ budget: 10, rewardPerJoin: undefined })).code).toBe(79706);
    const a = (await running({ usageLimit: undefined, budget: 10, rewardPerJoin: 4 })).data;
    const customers = await Promise.all(Array.from({ length: 5 }, () => signUpCustomer(t)));
    const joins = await Promise.all(customers.map((c) => post(APP('/activities/join'), { id: a.id }, c.headers)));
    // 4 + 4 fit in 10, a third reward would not
    expect(joins.map((r) => r.body.code).sort()).toEqual([2000, 2000, 79707, 79707, 79707]);
    const winner = customers[joins.findIndex((r) => r.body.code === 2000)]!;
    const loser = customers[joins.findIndex((r) => r.body.code === 79707)]!;
    expect((await get(APP('/activities'), winner.headers)).body.data.map((x: J) => x.id)).toContain(a.id);
    expect((await get(APP('/activities'), loser.headers)).body.data.map((x: J) => x.id)).not.toContain(a.id);
    const newcomer = await signUpCustomer(t);
    expect((await get(APP('/activities'), newcomer.headers)).body.data.map((x: J) => x.id)).not.toContain(a.id);
    expect((await post(APP('/activities/join'), { id: a.id }, newcomer.headers)).body).toMatchObject({ code: 79707, msg: '活动预算已用完' });
    const detail = (await get(M(`/detail/${a.id}`))).body.data;
    expect(detail).toMatchObject({ joined: 2, spent: 8, budget: 10, rewardPerJoin: 4 });
    const stats = (await get(M(`/statistics?id=${a.id}`))).body.data;
    expect(stats).toMatchObject({
      budget: 10,
      rewardPerJoin: 4,
      spent: 8,
      exhausted: true,
      joined: 2,
      days: [expect.objectContaining({ joined: 2, spent: 8 })],
    });
    // the budget never drops below what was spent; raised, the activity reaches customers again
    const body = { ...activity(2, { startTime: detail.startTime, endTime: detail.endTime, usageLimit: undefined }), id: a.id, version: detail.version };
    expect((await post(M('/update'), { ...body, budget: 6, rewardPerJoin: 4 })).body).toMatchObject({ code: 1001, data: { errors: [{ field: 'budget' }] } });
    expect((await post(M('/update'), { ...body, budget: 12, rewardPerJoin: 4 })).body.code).toBe(2000);
    expect((await post(APP('/activities/join'), { id: a.id }, newcomer.headers)).body.code).toBe(2000);
    expect((await get(M(`/statistics?id=${a.id}`))).body.data).toMatchObject({ spent: 12, exhausted: true });
  });

  it('runs and ends with the clock: an ended activity takes no joins, cannot be edited (102052) and keeps its statistics', async () => {
    const a = (await running({ name: 'Spring check-in', usageLimit: 10 })).data;
    const c1 = await signUpCustomer(t, { language: 'en-US' });
    const c2 = await signUpCustomer(t);
    const seen = (await get(APP('/activities'), { ...c1.headers, language: 'en-US' })).body.data.find((x: J) => x.id === a.id);
    expect(seen).toMatchObject({ rules: 'Check in once a day', joined: false, placesLeft: 10 });
    expect((await post(APP('/activities/join'), { id: a.id }, c2.headers)).body.code).toBe(2000);
    expect((await post(M('/page'), { phase: 'running', name: 'Spring' })).body.data.records.map((r: J) => r.id)).toEqual([a.id]);

    clock.advance(3 * DAY);
    admin = await signInAdmin(t);
    expect((await post(M('/page'), { phase: 'ended', name: 'Spring' })).body.data.records).toEqual([expect.objectContaining({ id: a.id, phase: 'ended' })]);
    expect((await post(M('/page'), { phase: 'running', name: 'Spring' })).body.data.total).toBe(0);
    const c3 = await signUpCustomer(t);
    expect((await post(APP('/activities/join'), { id: a.id }, c3.headers)).body.code).toBe(79703);
    expect((await get(APP('/activities'), c3.headers)).body.data.map((x: J) => x.id)).not.toContain(a.id);
    const edit = await post(M('/update'), { ...activity(1, { startTime: a.startTime, endTime: a.endTime }), id: a.id, version: a.version, name: 'Late edit' });
    expect(edit.body).toMatchObject({ code: 102052, msg: '已结束的活动不能编辑' });
    expect((await post(M('/delete'), { id: a.id, version: a.version })).body.code).toBe(102048);
    const stats = (await get(M(`/statistics?id=${a.id}`))).body.data;
    expect(stats).toMatchObject({ phase: 'ended', reached: 2, joined: 1, days: [{ day: '2026-03-02', reached: 2, joined: 1 }] });
  });

  it('shows the activities of a month on the calendar', async () => {
    const a = (await post(M('/save'), activity(7, { name: 'April fools', startTime: '2026-04-01T00:00:00Z', endTime: '2026-04-02T00:00:00Z' }))).body.data;
    const april = (await get(M('/calendar?month=2026-04'))).body.data;
    expect(april).toContainEqual(expect.objectContaining({ id: a.id, name: 'April fools', phase: 'notStarted' }));
    expect((await get(M('/calendar?month=2026-05'))).body.data.map((x: J) => x.id)).not.toContain(a.id);
    expect((await get(M('/calendar?month=2026-13'))).body.code).toBe(1001);
  });

  it('guards the staff and customer calls: 401 without a token, 403 without the permission', async () => {
    const noone = await userWith(t, []);
    await expectGuarded(t, { method: 'GET', url: M('/calendar?month=2026-03') }, noone);
    await expectGuarded(t, { method: 'GET', url: M('/statistics?id=1') }, noone);
    expect((await get(APP('/activities'), {})).status).toBe(401);
    expect((await post(APP('/activities/join'), { id: 1 }, {})).status).toBe(401);
    // a staff token is no customer token
    expect((await get(APP('/activities'))).status).toBe(401);
    const viewer = await userWith(t, [ACTIVITY_PERMISSIONS.view!.name]);
    expect((await post(M('/save'), activity(9), viewer.headers)).body.code).toBe(1000);
  });
});
