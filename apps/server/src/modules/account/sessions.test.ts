import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp, userWith } from '../../../test/helpers';
import { events, getUserInfo, opLogs, post } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const LIST = '/lenkor-plat-user/session/list';
const END = '/lenkor-plat-user/session/end';

describe('my sessions', () => {
  it('lists the caller live sessions with device, address, user agent, times and the current flag', async () => {
    const u = await userWith(t, []);
    t.clock.advance(1000);
    const phone = await signIn(t, u.username, u.password, 'phone-1');
    const res = await post(t, LIST, {}, { ...u.headers, 'user-agent': 'Vitest/1' });
    expect(res.json().code).toBe(2000);
    const list = res.json().data;
    expect(list).toHaveLength(2);
    expect(list.map((s: { deviceId: string }) => s.deviceId).sort()).toEqual(['phone-1', `device-${u.username}`].sort());
    const current = list.find((s: { current: boolean }) => s.current);
    expect(current.deviceId).toBe(`device-${u.username}`);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(current).toMatchObject({ sessionId: expect.any(String), ip: '127.0.0.1', createdAt: expect.any(String), lastUsedAt: expect.any(String) });
    // the other user's sessions never show
    const other = await userWith(t, []);
    const theirs = (await post(t, LIST, undefined, other.headers)).json().data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].sessionId).not.toBe(current.sessionId);
    expect(phone.token).toBeTruthy();
  });

  it('ends one of the caller own sessions: its token stops working', async () => {
    const u = await userWith(t, []);
    const phone = await signIn(t, u.username, u.password, 'phone-2');
    const list = (await post(t, LIST, {}, u.headers)).json().data;
    const target = list.find((s: { deviceId: string }) => s.deviceId === 'phone-2');
    const res = await post(t, END, { sessionId: target.sessionId }, u.headers);
    expect(res.json()).toMatchObject({ code: 2000, data: true });
    expect((await getUserInfo(t, phone.headers)).statusCode).toBe(401);
    expect((await getUserInfo(t, u.headers)).statusCode).toBe(200);
    expect((await post(t, LIST, {}, u.headers)).json().data).toHaveLength(1);
    expect(await opLogs(t, 'endSession', target.sessionId)).toHaveLength(1);
    expect(await events(t, 'session_ended', u.userId)).toHaveLength(1);
    // ended already
    expect((await post(t, END, { sessionId: target.sessionId }, u.headers)).json().code).toBe(1002);
  });

  it("answers 1002 for someone else's session and leaves it alone", async () => {
    const a = await userWith(t, []);
    const b = await userWith(t, []);
    const [theirs] = (await post(t, LIST, {}, b.headers)).json().data;
    const res = await post(t, END, { sessionId: theirs.sessionId }, a.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(1002);
    expect((await getUserInfo(t, b.headers)).statusCode).toBe(200);
  });

  it('refuses a malformed id or unknown fields (1001) and callers without a session (401)', async () => {
    const u = await userWith(t, []);
    expect((await post(t, END, { sessionId: 'abc' }, u.headers)).json().code).toBe(1001);
    expect((await post(t, LIST, { all: true }, u.headers)).json().code).toBe(1001);
    expect((await post(t, LIST, {})).statusCode).toBe(401);
    expect((await post(t, END, { sessionId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(401);
  });

  it('ending the current session signs the caller out', async () => {
    const u = await userWith(t, []);
    const [mine] = (await post(t, LIST, {}, u.headers)).json().data;
    expect((await post(t, END, { sessionId: mine.sessionId }, u.headers)).json().code).toBe(2000);
    expect((await getUserInfo(t, u.headers)).statusCode).toBe(401);
  });
});
