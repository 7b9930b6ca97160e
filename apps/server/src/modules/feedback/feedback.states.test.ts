import { FEEDBACK_PERMISSIONS as P } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { signUpCustomer } from '../customers/test-support';
import { advanceWaitingFeedback } from './feedback.service';
import { feedbackHistory } from './feedback.tables';

// Issue item 7: the statuses deleted, user-deleted and to-be-closed can be reached.
// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely in the tests
type J = Record<string, any>;
const Q = (p: string) => `/lenkor-user/question${p}`;
const A = (p: string) => `/lenkor-app/feedback${p}`;
const DAY = 86_400_000;

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  // a deployment that waits 5 days for the customer, then 2 more before closing
  t = await buildTestApp({ FEEDBACK_TO_BE_CLOSED_DAYS: '5', FEEDBACK_CLOSE_AFTER_DAYS: '2' });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown, lang = 'en-US'): Promise<J> {
  const r = await t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: r.statusCode, ...r.json() };
}
/** A customer submits through their own API; staff confirm it valid. */
async function submitted(c: { headers: Record<string, string> }, title: string): Promise<J> {
  const r = await call('POST', A('/submit'), c.headers, { title, content: `${title}: the scanner stops.` });
  expect(r.code).toBe(2000);
  return r.data;
}
const item = async (id: number): Promise<J> => (await call('GET', Q(`/detail/${id}`), admin.headers)).data.feedback;
const ref = async (id: number) => ({ id, version: (await item(id)).version as number });
async function answered(c: { headers: Record<string, string> }, title: string): Promise<number> {
  const f = await submitted(c, title);
  expect((await call('POST', Q('/validity'), admin.headers, { items: [await ref(f.id)], validity: 'valid' })).code).toBe(2000);
  expect((await call('POST', Q('/reply'), admin.headers, { items: [await ref(f.id)], content: 'Please update to 8.3.' })).code).toBe(2000);
  expect((await item(f.id)).status).toBe('answered');
  return f.id;
}
const queue = async (q: J = {}) => ((await call('POST', Q('/page'), admin.headers, { current: 1, size: 100, ...q })).data.records as J[]).map((r) => r.id);

describe('staff delete (status deleted)', () => {
  it('deletes with a reason: the item leaves the queue, stays searchable under deleted, and takes no more replies', async () => {
    const c = await signUpCustomer(t);
    const f = await submitted(c, 'Spam item');
    const deleter = await userWith(t, [P.view.name, P.delete.name]);
    // the reason is required, in the caller's language
    const noReason = await call('POST', Q('/delete'), deleter.headers, { items: [await ref(f.id)], reason: '  ' }, 'zh-CN');
    expect(noReason).toMatchObject({ status: 400, code: 1001 });
    expect(noReason.data.errors[0].field).toBe('body.reason');
    const r = await call('POST', Q('/delete'), deleter.headers, { items: [await ref(f.id)], reason: 'advertising' });
    expect(r).toMatchObject({ code: 2000, data: { done: [f.id], refused: [] } });
    expect(await item(f.id)).toMatchObject({ status: 'deleted', deleteReason: 'advertising' });
    expect(await queue()).not.toContain(f.id);
    expect(await queue({ status: 'deleted' })).toContain(f.id);
    expect((await call('POST', Q('/counts'), admin.headers, {})).data.deleted).toBeGreaterThanOrEqual(1);
    // deleted twice, or replied to: 1017; the customer no longer sees it
    expect((await call('POST', Q('/delete'), deleter.headers, { items: [await ref(f.id)], reason: 'again' })).code).toBe(1017);
    expect((await call('GET', A(`/detail/${f.id}`), c.headers)).code).toBe(1002);
    const history = await t.ctx.db.select().from(feedbackHistory).where(eq(feedbackHistory.feedbackId, f.id));
    expect(history.at(-1)).toMatchObject({ action: 'delete', detail: { reason: 'advertising' } });
  });

  it('needs its permission (1000)', async () => {
    const c = await signUpCustomer(t);
    const f = await submitted(c, 'Guarded item');
    const viewer = await userWith(t, [P.view.name, P.handle.name]);
    expect((await call('POST', Q('/delete'), viewer.headers, { items: [await ref(f.id)], reason: 'x' })).code).toBe(1000);
    expect((await item(f.id)).status).toBe('unanswered');
  });
});

describe('customer delete (status user-deleted)', () => {
  it("deletes the customer's own item: gone from their list, under user-deleted for staff; someone else's is 1002", async () => {
    const c = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const f = await submitted(c, 'Mine to delete');
    expect((await call('POST', A('/delete'), other.headers, { id: f.id })).code).toBe(1002);
    const r = await call('POST', A('/delete'), c.headers, { id: f.id });
    expect(r).toMatchObject({ code: 2000, data: null });
    expect(((await call('GET', A('/list'), c.headers)).data as J[]).map((x) => x.id)).not.toContain(f.id);
    expect((await item(f.id)).status).toBe('userDeleted');
    expect(await queue()).not.toContain(f.id);
    expect(await queue({ status: 'userDeleted' })).toContain(f.id);
    expect((await call('POST', A('/delete'), c.headers, { id: f.id }, 'zh-CN')).msg).toBe('数据不存在');
    // what the customer no longer sees is kept whole, once, on the hidden-data backup list
    const kept = (await call('POST', '/lenkor-log/hiddenDataBackup/page', admin.headers, { ownerRef: c.account, kind: 'feedback' })).data as J;
    expect(kept.records).toHaveLength(1);
    expect(kept.records[0]).toMatchObject({ kind: 'feedback', ownerRef: c.account, summary: 'Mine to delete', hiddenBy: 'customer' });
    const detail = (await call('GET', `/lenkor-log/hiddenDataBackup/detail/${kept.records[0].id}`, admin.headers)).data as J;
    expect(detail.payload).toMatchObject({ id: f.id, title: 'Mine to delete', status: 'unanswered' });
  });
});

describe('to be closed (a pg-boss job, FEEDBACK_TO_BE_CLOSED_DAYS / FEEDBACK_CLOSE_AFTER_DAYS)', () => {
  it('an answered item the customer leaves unanswered becomes to-be-closed after the days, then closed; a customer reply starts it over', async () => {
    const c = await signUpCustomer(t);
    const quiet = await answered(c, 'Quiet customer');
    const talks = await answered(c, 'Talking customer');
    let refreshToken = c.refreshToken;
    /** days pass: staff sign in again, the customer's app refreshes its token */
    const later = async (ms: number) => {
      t.clock.advance(ms);
      admin = await signInAdmin(t);
      const r = await call('POST', '/lenkor-app/auth/refresh', {}, { refreshToken });
      refreshToken = r.data.refreshToken;
      c.headers = { authorization: `Bearer ${r.data.accessToken}` };
    };
    await later(5 * DAY - 60_000);
    await advanceWaitingFeedback(t.ctx);
    expect((await item(quiet)).status).toBe('answered');
    await later(120_000);
    // past the 5 days both are to be closed; an answer from the customer then reopens one
    expect(await advanceWaitingFeedback(t.ctx)).toEqual({ toBeClosed: 2, closed: 0 });
    expect((await item(quiet)).status).toBe('toBeClosed');
    expect((await item(talks)).status).toBe('toBeClosed');
    expect((await call('GET', A(`/detail/${quiet}`), c.headers)).data.status).toBe('toBeClosed');
    expect((await call('POST', A('/answer'), c.headers, { id: talks, content: 'Still broken after 8.3.' })).data.status).toBe('unanswered');
    await later(2 * DAY + 1000);
    expect(await advanceWaitingFeedback(t.ctx)).toEqual({ toBeClosed: 0, closed: 1 });
    expect(await item(quiet)).toMatchObject({ status: 'closed' });
    expect((await item(quiet)).resolvedTime).not.toBeNull();
    expect((await item(talks)).status).toBe('unanswered');
    const actions = (await t.ctx.db.select().from(feedbackHistory).where(eq(feedbackHistory.feedbackId, quiet))).map((h) => h.action);
    expect(actions.slice(-2)).toEqual(['toBeClosed', 'autoClose']);
    // the job again changes nothing
    expect(await advanceWaitingFeedback(t.ctx)).toEqual({ toBeClosed: 0, closed: 0 });
  });
});
