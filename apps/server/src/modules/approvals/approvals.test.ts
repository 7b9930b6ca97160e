import { APPROVAL_ROLE_CODES, type ApprovalDocType, APPROVAL_PERMISSION as P } from '@diagops/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, type J, opLogs } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { rtNotifications } from '../../platform/realtime/realtime.tables';
import { rolesOfUser, setUserRoles } from '../roles';
import { roleIdByCode } from '../roles/test-support';
import { approvalsOf, documentChanged, registerApprovalDocument, submitForApproval, withdrawApproval } from './approvals.engine';
import { remindApprovers } from './approvals.remind';
import { workflowTemplates } from './approvals.tables';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const S = (p: string) => `/lenkor-supply${p}`;
const post = (url: string, payload: unknown, s: SignedIn = admin) => call(t, { method: 'POST', url: S(url), payload }, s.headers);
const get = (url: string, s: SignedIn = admin) => call(t, { method: 'GET', url: S(url) }, s.headers);
// read from the store: the sessions expire while the clock moves a day on
const notices = async (s: SignedIn) => t.ctx.db.select().from(rtNotifications).where(eq(rtNotifications.userId, s.userId)).orderBy(desc(rtNotifications.id));

type Role = keyof typeof APPROVAL_ROLE_CODES;
const roleId = {} as Record<Role, number>;
/** A user with the approval permissions holding the given approval roles. */
async function approver(...hold: Role[]): Promise<SignedIn> {
  const u = await userWith(t, [P.act, P.view]);
  const own = (await rolesOfUser(t.ctx.db, u.userId)).map((r) => r.id);
  await setUserRoles(t.ctx.db, u.userId, [...own, ...hold.map((k) => roleId[k])]);
  return u;
}

// the engine is generic: the test stands in for the transfer plan's document area
const decided: Array<{ docId: number; outcome: string; by: J }> = [];
let docSeq = 1000;
const DOC: ApprovalDocType = 'transferPlan';
async function submit(creator: SignedIn, over: Record<string, unknown> = {}) {
  const docId = ++docSeq;
  const { requestId } = await t.ctx.db.transaction((tx) =>
    submitForApproval(
      tx,
      { docType: DOC, docId, docNo: `TP-${docId}`, docVersion: 1, title: `Transfer ${docId}`, creatorId: creator.userId, submitterId: creator.userId, ...over },
      new Date(clock.now()),
    ),
  );
  return { docId, requestId };
}
const approve = (s: SignedIn, id: number, docVersion = 1, stepSeq?: number) =>
  post('/approval/approve', { id, docVersion, ...(stepSeq ? { stepSeq } : {}) }, s);
const detail = async (id: number, s: SignedIn = admin) => (await get(`/approval/detail/${id}`, s)).body.data;

let creator: SignedIn;
let admins: SignedIn;
let buyer: SignedIn;
let manager: SignedIn;
let shipper: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  for (const k of Object.keys(APPROVAL_ROLE_CODES) as Role[]) roleId[k] = await roleIdByCode(t, APPROVAL_ROLE_CODES[k]);
  registerApprovalDocument(DOC, {
    async onDecided(_tx, docId, outcome, by) {
      decided.push({ docId, outcome, by });
    },
  });
  // the creator holds the first step's role too: it still may not approve its own document
  creator = await approver('admin');
  admins = await approver('admin');
  buyer = await approver('buyer');
  manager = await approver('manager');
  shipper = await approver('shipment');
});
afterAll(() => t.close());

describe('the seed', () => {
  it('creates the four roles and an enabled template per document type (transfer plan: the four steps of SUPPLY-02)', async () => {
    const page = (await post('/workflowTemplate/page', { size: 20, enabled: true })).body.data;
    expect(page.records.map((r: J) => r.docType).sort()).toEqual([
      'outsourcing',
      'purchaseOrder',
      'purchaseReturn',
      'shipmentPlan',
      'specialStock',
      'transferPlan',
    ]);
    const tp = page.records.find((r: J) => r.docType === 'transferPlan');
    const d = (await get(`/workflowTemplate/detail/${tp.id}`)).body.data;
    expect(d.steps.map((s: J) => [s.seq, s.nameEn, s.roleId])).toEqual([
      [1, 'Administrative approval', roleId.admin],
      [2, 'Buyer approval', roleId.buyer],
      [3, 'Purchasing manager approval', roleId.manager],
      [4, 'Shipment confirmation', roleId.shipment],
    ]);
    const po = page.records.find((r: J) => r.docType === 'purchaseOrder');
    expect((await get(`/workflowTemplate/detail/${po.id}`)).body.data.steps.map((s: J) => s.roleId)).toEqual([roleId.manager]);
  });
});

describe('approving a document', () => {
  it('passes after four steps by four different users (the creator refused) and tells the document once', async () => {
    const { docId, requestId } = await submit(creator);
    expect((await detail(requestId)).mayAct).toBe(false);
    expect((await detail(requestId, admins)).mayAct).toBe(true);
    expect((await approve(creator, requestId)).body.code).toBe(78201);
    for (const [i, who] of [admins, buyer, manager, shipper].entries()) {
      const r = await approve(who, requestId, 1, i + 1);
      expect(r.body).toMatchObject({ code: 2000, data: { id: requestId, status: i < 3 ? 'applying' : 'passed', stepSeq: i < 3 ? i + 2 : null } });
    }
    expect(decided.filter((d) => d.docId === docId)).toEqual([{ docId, outcome: 'passed', by: { userId: shipper.userId } }]);
    const d = await detail(requestId);
    expect(d.status).toBe('passed');
    expect(d.steps.map((s: J) => [s.state, s.by?.userId])).toEqual([
      ['approved', admins.userId],
      ['approved', buyer.userId],
      ['approved', manager.userId],
      ['approved', shipper.userId],
    ]);
    // decided: no more actions (1017)
    expect((await approve(shipper, requestId)).body.code).toBe(1017);
    expect((await opLogs(t, 'approvals', 'approve', requestId)).length).toBe(4);
    const map = await approvalsOf(t.ctx.db, DOC, [docId, 999_999]);
    expect(map.get(docId)).toEqual({ requestId, status: 'passed', step: null });
    expect(map.has(999_999)).toBe(false);
  });

  it('refuses a second step by the same user (78202), a user without the role (78204) and a stale version (78203)', async () => {
    const both = await approver('admin', 'buyer');
    const { requestId } = await submit(creator);
    expect((await approve(buyer, requestId)).body.code).toBe(78204);
    expect((await approve(both, requestId, 2)).body.code).toBe(78203);
    expect((await approve(both, requestId)).body.code).toBe(2000);
    expect((await detail(requestId, both)).mayAct).toBe(false);
    expect((await approve(both, requestId)).body.code).toBe(78202);
    expect((await approve(buyer, requestId)).body.code).toBe(2000);
  });

  it('resets to the first step when the document changes; the editor may no longer approve it', async () => {
    const editor = await approver('buyer');
    const { docId, requestId } = await submit(creator);
    expect((await approve(admins, requestId)).body.code).toBe(2000);
    await t.ctx.db.transaction((tx) => documentChanged(tx, DOC, docId, 2, editor.userId, new Date(clock.now())));
    const d = await detail(requestId);
    expect(d).toMatchObject({ status: 'applying', stepSeq: 1, docVersion: 2 });
    expect(d.actions.map((a: J) => [a.action, a.voided])).toEqual([
      ['approve', true],
      ['reset', false],
    ]);
    expect(d.steps[0].state).toBe('current');
    // the version shown before the change is stale
    expect((await approve(admins, requestId, 1)).body.code).toBe(78203);
    expect((await approve(admins, requestId, 2)).body.code).toBe(2000);
    // the editor holds the buyer's role but changed the document
    expect((await approve(editor, requestId, 2)).body.code).toBe(78201);
    expect((await approve(buyer, requestId, 2)).body.code).toBe(2000);
  });

  it('remembers who changed a draft before its first submission', async () => {
    const editor = await approver('admin');
    const docId = 555_001;
    await t.ctx.db.transaction((tx) => documentChanged(tx, DOC, docId, 2, editor.userId, new Date(clock.now())));
    const { requestId } = await t.ctx.db.transaction((tx) =>
      submitForApproval(
        tx,
        { docType: DOC, docId, docNo: `TP-${docId}`, docVersion: 2, title: 'draft', creatorId: creator.userId, submitterId: creator.userId },
        new Date(clock.now()),
      ),
    );
    expect((await approve(editor, requestId, 2)).body.code).toBe(78201);
    expect((await approve(admins, requestId, 2)).body.code).toBe(2000);
  });

  it('rejects only with a reason, and a rejected document submitted again opens a new request', async () => {
    const { docId, requestId } = await submit(creator);
    expect((await post('/approval/reject', { id: requestId, docVersion: 1 }, admins)).body.code).toBe(1001);
    expect((await post('/approval/reject', { id: requestId, docVersion: 1, reason: '   ' }, admins)).body.code).toBe(1001);
    const r = await post('/approval/reject', { id: requestId, docVersion: 1, reason: 'Wrong warehouse' }, admins);
    expect(r.body).toMatchObject({ code: 2000, data: { status: 'rejected' } });
    expect(decided.filter((d) => d.docId === docId)).toEqual([{ docId, outcome: 'rejected', by: { userId: admins.userId, reason: 'Wrong warehouse' } }]);
    const d = await detail(requestId);
    expect(d.steps[0]).toMatchObject({ state: 'rejected', by: { userId: admins.userId, reason: 'Wrong warehouse' } });
    const again = await t.ctx.db.transaction((tx) =>
      submitForApproval(
        tx,
        { docType: DOC, docId, docNo: `TP-${docId}`, docVersion: 2, title: 'again', creatorId: creator.userId, submitterId: creator.userId },
        new Date(clock.now()),
      ),
    );
    expect(again.requestId).not.toBe(requestId);
    expect((await approvalsOf(t.ctx.db, DOC, [docId])).get(docId)).toMatchObject({ requestId: again.requestId, status: 'applying', step: { seq: 1 } });
    const doc = (await get(`/approval/doc?docType=${DOC}&docId=${docId}`, admins)).body.data;
    expect(doc).toMatchObject({ id: again.requestId, mayAct: true });
    expect((await get(`/approval/doc?docType=${DOC}&docId=987654`, admins)).body.data).toBeNull();
  });

  it('refuses to submit without an enabled template or a matching step (78205)', async () => {
    const [tp] = await t.ctx.db
      .select()
      .from(workflowTemplates)
      .where(and(eq(workflowTemplates.docType, DOC), eq(workflowTemplates.enabled, true)));
    expect((await post('/workflowTemplate/disable', { id: tp!.id, version: tp!.version })).body.code).toBe(2000);
    await expect(submit(creator)).rejects.toMatchObject({ code: 78205 });
    // a template whose only step wants a large amount
    const saved = await post('/workflowTemplate/save', {
      docType: DOC,
      nameZh: '大额',
      nameEn: 'Large',
      steps: [{ nameZh: '经理', nameEn: 'Manager', roleId: roleId.manager, condition: { minAmount: 1000, warehouseIds: [7] } }],
    });
    expect(saved.body.code).toBe(2000);
    expect((await post('/workflowTemplate/enable', { id: saved.body.data.id, version: 1 })).body.code).toBe(2000);
    await expect(submit(creator, { amount: 999, warehouseIds: [7] })).rejects.toMatchObject({ code: 78205 });
    await expect(submit(creator, { amount: 1000, warehouseIds: [8] })).rejects.toMatchObject({ code: 78205 });
    const ok = await submit(creator, { amount: 1000, warehouseIds: [3, 7] });
    expect((await detail(ok.requestId)).steps.map((s: J) => s.nameEn)).toEqual(['Manager']);
    // the large template is used now: it cannot be deleted; enabling the default disables it
    const large = (await get(`/workflowTemplate/detail/${saved.body.data.id}`)).body.data;
    expect(large).toMatchObject({ used: true, enabled: true });
    expect((await post('/workflowTemplate/delete', { id: large.id, version: large.version })).body.code).toBe(1015);
    const back = (await get(`/workflowTemplate/detail/${tp!.id}`)).body.data;
    expect((await post('/workflowTemplate/enable', { id: back.id, version: back.version })).body.code).toBe(2000);
    expect((await get(`/workflowTemplate/detail/${large.id}`)).body.data.enabled).toBe(false);
  });

  it('two approvers of one step at once: one wins', async () => {
    const other = await approver('admin');
    const { requestId } = await submit(creator);
    const [a, b] = await Promise.all([approve(admins, requestId, 1, 1), approve(other, requestId, 1, 1)]);
    expect([a.body.code, b.body.code].sort()).toEqual([1005, 2000]);
    expect((await detail(requestId)).actions.filter((x: J) => x.action === 'approve')).toHaveLength(1);
  });
});

describe('templates', () => {
  it('adds, edits with its version, and deletes an unused template; steps name existing roles', async () => {
    const body = { docType: 'specialStock', nameZh: '特殊', nameEn: 'Special', steps: [{ nameZh: '一', nameEn: 'One', roleId: roleId.buyer }] };
    const s = await post('/workflowTemplate/save', body);
    expect(s.body).toMatchObject({ code: 2000, data: { version: 1 } });
    expect((await post('/workflowTemplate/save', { ...body, steps: [{ ...body.steps[0], roleId: 987654 }] })).body.code).toBe(1001);
    expect((await post('/workflowTemplate/save', { ...body, steps: [] })).body.code).toBe(1001);
    const u = await post('/workflowTemplate/update', {
      id: s.body.data.id,
      version: 1,
      nameZh: '特殊2',
      nameEn: 'Special 2',
      steps: [...body.steps, { nameZh: '二', nameEn: 'Two', roleId: roleId.manager, condition: { channelIds: [1] } }],
    });
    expect(u.body).toMatchObject({ code: 2000, data: { version: 2 } });
    expect((await post('/workflowTemplate/update', { id: s.body.data.id, version: 1, nameZh: 'x', nameEn: 'x', steps: body.steps })).status).toBe(409);
    const d = (await get(`/workflowTemplate/detail/${s.body.data.id}`)).body.data;
    expect(d.steps.map((x: J) => [x.seq, x.nameEn, x.condition])).toEqual([
      [1, 'One', {}],
      [2, 'Two', { channelIds: [1] }],
    ]);
    expect((await post('/workflowTemplate/delete', { id: d.id, version: 2 })).body.code).toBe(2000);
    expect((await get(`/workflowTemplate/detail/${d.id}`)).body.code).toBe(1002);
  });
});

describe('the inbox and the history', () => {
  it('shows only what I may act on', async () => {
    const both = await approver('admin', 'buyer');
    const { requestId } = await submit(creator, { docNo: 'INBOX-1' });
    const inbox = async (s: SignedIn) => ((await post('/approval/toBeApproved', { size: 100, docNo: 'inbox' }, s)).body.data.records as J[]).map((r) => r.id);
    expect(await inbox(both)).toEqual([requestId]);
    expect(await inbox(admins)).toEqual([requestId]);
    expect(await inbox(creator)).toEqual([]);
    expect(await inbox(buyer)).toEqual([]);
    expect((await approve(both, requestId)).body.code).toBe(2000);
    // step 2 is the buyer's: not for who approved step 1
    expect(await inbox(both)).toEqual([]);
    expect(await inbox(admins)).toEqual([]);
    expect(await inbox(buyer)).toEqual([requestId]);
    // the history: every request; mine: those I acted on
    const hist = (await post('/approval/page', { size: 100, docNo: 'INBOX' }, buyer)).body.data;
    expect(hist.records.map((r: J) => [r.id, r.status, r.stepNameEn])).toEqual([[requestId, 'applying', 'Buyer approval']]);
    expect((await post('/approval/page', { size: 100, mine: true }, both)).body.data.records.map((r: J) => r.id)).toEqual([requestId]);
    expect(
      (await post('/approval/page', { size: 100, status: 'passed', docType: 'transferPlan' }, buyer)).body.data.records.every((r: J) => r.status === 'passed'),
    ).toBe(true);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    expect((await post('/approval/page', { size: 10, submittedFrom: today, submittedTo: today, docNo: 'INBOX' }, buyer)).body.data.total).toBe(1);
    expect((await post('/approval/page', { size: 10, submittedFrom: '2030-01-01', docNo: 'INBOX' }, buyer)).body.data.total).toBe(0);
  });

  it('a withdrawn request (its document cancelled) leaves the inbox and can no longer be decided', async () => {
    const { docId, requestId } = await submit(creator, { docNo: 'WITHDRAW-1' });
    const inbox = async (s: SignedIn) =>
      ((await post('/approval/toBeApproved', { size: 100, docNo: 'WITHDRAW' }, s)).body.data.records as J[]).map((r) => r.id);
    expect((await approve(admins, requestId)).body.code).toBe(2000);
    expect(await inbox(buyer)).toEqual([requestId]);
    const withdraw = () => t.ctx.db.transaction((tx) => withdrawApproval(tx, DOC, docId, creator.userId, new Date(clock.now())));
    const seen = decided.length;
    expect(await withdraw()).toBe(true);
    expect(decided).toHaveLength(seen); // the document ended itself: no onDecided
    expect(await inbox(buyer)).toEqual([]);
    expect((await approve(buyer, requestId)).body.code).toBe(1017);
    expect((await post('/approval/reject', { id: requestId, docVersion: 1, reason: 'x' }, buyer)).body.code).toBe(1017);
    const d = await detail(requestId, buyer);
    expect(d).toMatchObject({ status: 'withdrawn', stepSeq: null, mayAct: false });
    expect(d.decidedAt).not.toBeNull();
    expect(d.steps.map((s: J) => s.state)).toEqual(['approved', 'waiting', 'waiting', 'waiting']);
    expect(d.actions.map((a: J) => [a.action, a.userId, a.stepSeq, a.voided])).toEqual([
      ['approve', admins.userId, 1, false],
      ['withdraw', creator.userId, 2, false],
    ]);
    expect((await approvalsOf(t.ctx.db, DOC, [docId])).get(docId)).toMatchObject({ requestId, status: 'withdrawn', step: null });
    // the history lists it by its status; withdrawing is not "acting on" a request
    expect((await post('/approval/page', { size: 100, status: 'withdrawn', docNo: 'WITHDRAW' }, buyer)).body.data.records.map((r: J) => r.id)).toEqual([
      requestId,
    ]);
    expect((await post('/approval/page', { size: 100, mine: true, docNo: 'WITHDRAW' }, creator)).body.data.total).toBe(0);
    // nothing left to withdraw
    expect(await withdraw()).toBe(false);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    const nobody = await userWith(t, []);
    const routes: Array<['GET' | 'POST', string, unknown?]> = [
      ['POST', '/workflowTemplate/page', {}],
      ['GET', '/workflowTemplate/detail/1'],
      ['GET', '/workflowTemplate/roles'],
      ['POST', '/workflowTemplate/save', { docType: DOC, nameZh: 'a', nameEn: 'a', steps: [{ nameZh: 'a', nameEn: 'a', roleId: 1 }] }],
      ['POST', '/workflowTemplate/update', { id: 1, version: 1, nameZh: 'a', nameEn: 'a', steps: [{ nameZh: 'a', nameEn: 'a', roleId: 1 }] }],
      ['POST', '/workflowTemplate/enable', { id: 1, version: 1 }],
      ['POST', '/workflowTemplate/disable', { id: 1, version: 1 }],
      ['POST', '/workflowTemplate/delete', { id: 1, version: 1 }],
      ['POST', '/approval/toBeApproved', {}],
      ['POST', '/approval/page', {}],
      ['GET', '/approval/detail/1'],
      ['GET', `/approval/doc?docType=${DOC}&docId=1`],
      ['POST', '/approval/approve', { id: 1, docVersion: 1 }],
      ['POST', '/approval/reject', { id: 1, docVersion: 1, reason: 'x' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(t, { method, url: S(url), payload })).status, `${method} ${url}`).toBe(401);
      const r = await call(t, { method, url: S(url), payload }, nobody.headers);
      expect(r.status, `${method} ${url}`).toBe(403);
    }
  });
});

describe('reminders', () => {
  it('tells the waiting step once the configured hours pass, and not again within the period', async () => {
    const { requestId } = await submit(creator, { docNo: 'REMIND-1' });
    expect(await remindApprovers(t.ctx)).toBe(0);
    clock.advance(23 * 3600_000);
    expect(await remindApprovers(t.ctx)).toBe(0);
    clock.advance(2 * 3600_000);
    expect(await remindApprovers(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await notices(admins)).filter((n) => n.title.startsWith('REMIND-1'))).toEqual([
      expect.objectContaining({ kind: 'approvalRemind', link: '/supply/toBeApproved' }),
    ]);
    expect((await notices(creator)).filter((n: J) => n.title.startsWith('REMIND-1'))).toEqual([]);
    expect((await notices(buyer)).filter((n: J) => n.title.startsWith('REMIND-1'))).toEqual([]);
    clock.advance(3600_000);
    await remindApprovers(t.ctx);
    expect((await notices(admins)).filter((n: J) => n.title.startsWith('REMIND-1'))).toHaveLength(1);
    // the next step starts its own wait (a fresh session: the old one expired)
    expect((await approve(await approver('admin'), requestId)).body.code).toBe(2000);
    clock.advance(25 * 3600_000);
    await remindApprovers(t.ctx);
    expect((await notices(buyer)).filter((n: J) => n.title.startsWith('REMIND-1'))).toHaveLength(1);
  });
});
