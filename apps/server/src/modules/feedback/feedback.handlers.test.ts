import type { AddressInfo } from 'node:net';
import { FEEDBACK_PERMISSIONS as P } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';
import { RtTestClient } from '../../platform/realtime/test-client';
import { signUpCustomer } from '../customers/test-support';
import { feedback } from './feedback.tables';

// The handler is told at once (bell notice, pushed), and handlers are found through the users area.
const Q = (p: string) => `/lenkor-user/question${p}`;
const NOTICES = '/lenkor-user/notice/list';

let t: TestApp;
let url: string;
let admin: SignedIn;
let handler: SignedIn & { username: string };
let other: SignedIn & { username: string };
let cust: Awaited<ReturnType<typeof signUpCustomer>>;

const post = (u: string, payload: unknown, headers: Record<string, string> = admin.headers) => call(t, { method: 'POST', url: u, payload }, headers);
const get = (u: string, headers: Record<string, string> = admin.headers) => call(t, { method: 'GET', url: u }, headers);
const item = async (id: number) => {
  const [r] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, id));
  return { id, version: r!.version };
};
const rowOf = async (id: number) => (await t.ctx.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;
const setUser = (username: string, set: ReturnType<typeof sql>) => t.ctx.db.execute(sql`update users set ${set} where username = ${username}`);

/** a customer's item, confirmed valid with an urgency: ready to be assigned */
async function ready(title = 'Brake bleeding stops at 40%') {
  const r = await post('/lenkor-app/feedback/submit', { title, content: 'It stops.', sn: '980001112299' }, cust.headers);
  expect(r.body.code, JSON.stringify(r.body)).toBe(2000);
  const id = r.body.data.id as number;
  await post(Q('/validity'), { items: [await item(id)], validity: 'valid', urgency: 'exigency' });
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.ctx.svcPath('rt', '/ws')}`;
  admin = await signInAdmin(t);
  await t.ctx.db.execute(sql`update users set email = 'admin@diagops.local' where id = ${admin.userId}`);
  handler = await userWith(t, [P.view.name], { username: 'zhaolei' });
  other = await userWith(t, [P.view.name], { username: 'zhoumin' });
  await setUser(handler.username, sql`email = 'zhaolei@diagops.local'`);
  await setUser(other.username, sql`email = 'zhoumin@diagops.local'`);
  cust = await signUpCustomer(t, { language: 'en-US' });
});
afterAll(async () => t.close());

describe('the handler is told at once', () => {
  it('assign: the handler alone gets a bell notice linking to the detail, pushed to their open console', async () => {
    const id = await ready();
    const ws = await RtTestClient.open(url);
    await ws.handshake(handler.token);
    const bystanderWs = await RtTestClient.open(url);
    await bystanderWs.handshake(other.token);

    expect((await post(Q('/assign'), { items: [await item(id)], handlerId: handler.userId })).body.data.done).toEqual([id]);
    const r = await rowOf(id);
    const link = `/question/detail/980001112299/7/${id}/${r.feedbackAt.getTime()}`;
    const pushed = await ws.next((f) => f.cmd === 7);
    expect(pushed.data).toMatchObject({ kind: 'feedbackAssigned', title: `${r.seqNo} Brake bleeding stops at 40%`, link, read: false });

    const mine = await get(NOTICES, handler.headers);
    expect(mine.body.data.unread).toBe(1);
    expect(mine.body.data.records.map((n: J) => [n.kind, n.link])).toEqual([['feedbackAssigned', link]]);
    // nobody else: not the one who assigned, not another staff member
    expect((await get(NOTICES, other.headers)).body.data.records).toEqual([]);
    expect((await get(NOTICES)).body.data.records).toEqual([]);
    expect(bystanderWs.frames.some((f) => f.cmd === 7)).toBe(false);
    ws.close();
    bystanderWs.close();
  });

  it('transfer tells the new handler and the previous one (the item left them); the same handler again tells nobody; nobody is told of their own move', async () => {
    const id = await ready('Transfer me');
    await post(Q('/assign'), { items: [await item(id)], handlerId: handler.userId });
    const before = (await get(NOTICES, handler.headers)).body.data.records.length;
    const ws = await RtTestClient.open(url);
    await ws.handshake(handler.token);

    expect((await post(Q('/transfer'), { items: [await item(id)], handlerId: other.userId })).body.data.done).toEqual([id]);
    const row = await rowOf(id);
    const link = `/question/detail/980001112299/7/${id}/${row.feedbackAt.getTime()}`;
    const theirs = (await get(NOTICES, other.headers)).body.data.records;
    expect(theirs.map((n: J) => [n.kind, n.title, n.link])).toEqual([['feedbackTransferred', `${row.seqNo} Transfer me`, link]]);
    // the previous handler: told the item left them, pushed to their open console too
    const mine = (await get(NOTICES, handler.headers)).body.data.records;
    expect(mine.length).toBe(before + 1);
    expect(mine[0]).toMatchObject({ kind: 'feedbackLeft', title: `${row.seqNo} Transfer me`, link, read: false });
    expect((await ws.next((f) => f.cmd === 7)).data).toMatchObject({ kind: 'feedbackLeft', link });
    ws.close();

    // the same handler again: nobody told
    expect((await post(Q('/transfer'), { items: [await item(id)], handlerId: other.userId })).body.data.done).toEqual([id]);
    expect((await get(NOTICES, other.headers)).body.data.records.length).toBe(1);
    expect((await get(NOTICES, handler.headers)).body.data.records.length).toBe(before + 1);
    // the caller taking it themselves: not told of their own move; the one it left is
    expect((await post(Q('/transfer'), { items: [await item(id)], handlerId: admin.userId })).body.data.done).toEqual([id]);
    expect((await get(NOTICES)).body.data.records).toEqual([]);
    expect((await get(NOTICES, other.headers)).body.data.records.map((n: J) => n.kind)).toEqual(['feedbackLeft', 'feedbackTransferred']);
    // ...and the caller giving away their own item is not told it left them
    expect((await post(Q('/transfer'), { items: [await item(id)], handlerId: other.userId })).body.data.done).toEqual([id]);
    expect((await get(NOTICES)).body.data.records).toEqual([]);
    expect((await get(NOTICES, other.headers)).body.data.records.map((n: J) => n.kind)).toEqual(['feedbackTransferred', 'feedbackLeft', 'feedbackTransferred']);

    // 61005 (no urgency): refused, nobody told
    const r = await post('/lenkor-app/feedback/submit', { title: 'No urgency', content: 'x' }, cust.headers);
    const bare = r.body.data.id as number;
    await post(Q('/validity'), { items: [await item(bare)], validity: 'valid' });
    expect((await post(Q('/assign'), { items: [await item(bare)], handlerId: handler.userId })).body.code).toBe(61005);
    expect((await get(NOTICES, handler.headers)).body.data.records.length).toBe(before + 1);
  });

  it('assigning over an existing handler tells the previous one too (the item left them)', async () => {
    const id = await ready('Reassign me');
    await post(Q('/assign'), { items: [await item(id)], handlerId: handler.userId });
    const mine = (await get(NOTICES, handler.headers)).body.data.records.length;
    const theirs = (await get(NOTICES, other.headers)).body.data.records.length;
    expect((await post(Q('/assign'), { items: [await item(id)], handlerId: other.userId })).body.data.done).toEqual([id]);
    expect((await get(NOTICES, other.headers)).body.data.records.length).toBe(theirs + 1);
    const seqNo = (await rowOf(id)).seqNo;
    expect((await get(NOTICES, other.headers)).body.data.records.slice(0, 1)).toMatchObject([{ kind: 'feedbackAssigned', title: `${seqNo} Reassign me` }]);
    const left = (await get(NOTICES, handler.headers)).body.data.records;
    expect(left.length).toBe(mine + 1);
    expect(left[0]).toMatchObject({ kind: 'feedbackLeft', title: `${seqNo} Reassign me` });
  });

  it('a batch assignment tells the handler once per item assigned', async () => {
    const a = await ready('Batch A');
    const b = await ready('Batch B');
    const before = (await get(NOTICES, handler.headers)).body.data.records.length;
    expect((await post(Q('/assign'), { items: [await item(a), await item(b)], handlerId: handler.userId })).body.data.done).toEqual([a, b]);
    const records = (await get(NOTICES, handler.headers)).body.data.records;
    expect(records.length).toBe(before + 2);
    expect(records.slice(0, 2).map((n: J) => n.title.split(' ').slice(1).join(' '))).toEqual(['Batch B', 'Batch A']);
  });
});

describe('handler search goes through the users area', () => {
  it('lists active staff by username or name prefix, with e-mail; not dealers, locked or deleted users; wildcards are literal', async () => {
    const dealer = await userWith(t, [], { username: 'zhaodealer' });
    const locked = await userWith(t, [], { username: 'zhaolocked' });
    const gone = await userWith(t, [], { username: 'zhaogone' });
    await setUser(dealer.username, sql`user_type = 'dealer'`);
    await setUser(locked.username, sql`lock_flag = true`);
    await setUser(gone.username, sql`del_flag = true`);
    await setUser(other.username, sql`real_name = 'Zhao Min'`);

    const res = await get(`${Q('/handlers')}?keyword=ZHAO`);
    expect(res.body.code).toBe(2000);
    expect(res.body.data).toEqual([
      { id: handler.userId, name: expect.any(String), email: 'zhaolei@diagops.local' },
      { id: other.userId, name: 'Zhao Min', email: 'zhoumin@diagops.local' },
    ]);
    expect((await get(`${Q('/handlers')}?keyword=${encodeURIComponent('zha%')}`)).body.data).toEqual([]);
    const all = (await get(Q('/handlers'))).body.data.map((u: J) => u.id);
    expect(all).toEqual(expect.arrayContaining([admin.userId, handler.userId, other.userId]));
    expect(all).not.toContain(dealer.userId);
    expect(all).not.toContain(locked.userId);
    // a caller without the handling permission is refused
    expect((await get(Q('/handlers'), handler.headers)).status).toBe(403);
  });
});
