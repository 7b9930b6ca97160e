import type {
  ApprovalActionKind,
  ApprovalDocType,
  ApprovalStatus,
  TApprovalDetail,
  TApprovalPageQuery,
  TApprovalRequestRow,
  TInboxQuery,
  TPage,
  TSaveTemplateRequest,
  TTemplateDetail,
  TTemplatePageQuery,
  TTemplateRow,
  TUpdateTemplateRequest,
} from '@diagops/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { definePage, startsWith } from '../../platform/kit/page';
import { deleteVersioned, lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { checkRoleIds, rolesView } from '../roles';
import { usersView } from '../users';
import { type ApprovalActionRow, type ApprovalRequestRow, type Approver, refusalOf, validActions } from './approvals.engine';
import { approvalActions, approvalRequests, workflowTemplateSteps, workflowTemplates } from './approvals.tables';

/* ---------------------------------------------------------------- templates */

type TemplateRow = typeof workflowTemplates.$inferSelect;

const templatePage = definePage<TTemplatePageQuery>({
  table: workflowTemplates,
  base: eq(workflowTemplates.delFlag, false),
  filters: {
    docType: (v) => eq(workflowTemplates.docType, v),
    enabled: (v) => eq(workflowTemplates.enabled, v),
  },
  sortable: { updatedAt: workflowTemplates.updatedAt, createdAt: workflowTemplates.createdAt },
  defaultSort: [{ column: workflowTemplates.updatedAt, order: 'desc' }],
  tiebreak: workflowTemplates.id,
});

async function templateFacts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return { steps: new Map<number, number>(), used: new Set<number>() };
  const steps = await db
    .select({ id: workflowTemplateSteps.templateId, n: count() })
    .from(workflowTemplateSteps)
    .where(inArray(workflowTemplateSteps.templateId, ids))
    .groupBy(workflowTemplateSteps.templateId);
  const used = await db.selectDistinct({ id: approvalRequests.templateId }).from(approvalRequests).where(inArray(approvalRequests.templateId, ids));
  return { steps: new Map(steps.map((s) => [s.id, Number(s.n)])), used: new Set(used.map((u) => u.id)) };
}

function presentTemplate(t: TemplateRow, facts: Awaited<ReturnType<typeof templateFacts>>): TTemplateRow {
  return {
    id: t.id,
    docType: t.docType as ApprovalDocType,
    nameZh: t.nameZh,
    nameEn: t.nameEn,
    enabled: t.enabled,
    version: t.version,
    stepCount: facts.steps.get(t.id) ?? 0,
    used: facts.used.has(t.id),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export async function pageTemplates(db: DbOrTx, q: TTemplatePageQuery): Promise<TPage<TTemplateRow>> {
  const page = await templatePage.run(db, q, ({ where, orderBy, limit, offset }) =>
    db
      .select()
      .from(workflowTemplates)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  const facts = await templateFacts(
    db,
    page.records.map((r) => r.id),
  );
  return { ...page, records: page.records.map((r) => presentTemplate(r, facts)) };
}

export async function templateDetail(db: DbOrTx, id: number): Promise<TTemplateDetail> {
  const [t] = await db
    .select()
    .from(workflowTemplates)
    .where(and(eq(workflowTemplates.id, id), eq(workflowTemplates.delFlag, false)));
  if (!t) throw new AppError(1002);
  const steps = await db
    .select({
      seq: workflowTemplateSteps.seq,
      nameZh: workflowTemplateSteps.nameZh,
      nameEn: workflowTemplateSteps.nameEn,
      roleId: workflowTemplateSteps.roleId,
      condition: workflowTemplateSteps.condition,
      roleName: rolesView.roleName,
    })
    .from(workflowTemplateSteps)
    .leftJoin(rolesView, and(eq(rolesView.id, workflowTemplateSteps.roleId), eq(rolesView.delFlag, false)))
    .where(eq(workflowTemplateSteps.templateId, id))
    .orderBy(asc(workflowTemplateSteps.seq));
  return {
    ...presentTemplate(t, await templateFacts(db, [id])),
    steps: steps.map((s) => ({ ...s, roleName: s.roleName ?? null, condition: s.condition ?? {} })),
  };
}

async function writeSteps(tx: Tx, templateId: number, steps: TSaveTemplateRequest['steps']) {
  await checkRoleIds(
    tx,
    steps.map((s) => s.roleId),
    'steps',
  );
  await tx.delete(workflowTemplateSteps).where(eq(workflowTemplateSteps.templateId, templateId));
  await tx.insert(workflowTemplateSteps).values(
    steps.map((s, i) => ({
      templateId,
      seq: i + 1,
      nameZh: s.nameZh,
      nameEn: s.nameEn,
      roleId: s.roleId,
      condition: Object.fromEntries(Object.entries(s.condition ?? {}).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))),
    })),
  );
}

/** A new template (disabled until enabled). */
export async function saveTemplate(tx: Tx, body: TSaveTemplateRequest, now: Date): Promise<TemplateRow> {
  const [t] = await tx
    .insert(workflowTemplates)
    .values({ docType: body.docType, nameZh: body.nameZh, nameEn: body.nameEn, enabled: false, createdAt: now, updatedAt: now })
    .returning();
  await writeSteps(tx, t!.id, body.steps);
  return t!;
}

/** Names and steps; requests already open keep the steps they were opened with. */
export async function updateTemplate(tx: Tx, body: TUpdateTemplateRequest) {
  const out = await updateVersioned(tx, workflowTemplates, body.id, body.version, { nameZh: body.nameZh, nameEn: body.nameEn });
  await writeSteps(tx, body.id, body.steps);
  return out;
}

/** Enabling a template disables the other enabled template of its document type (one each). */
export async function setTemplateEnabled(tx: Tx, id: number, version: number, enabled: boolean) {
  const row = await lockVersion(tx, workflowTemplates, id, version);
  if (row.enabled === enabled) throw new AppError(1017);
  if (enabled) {
    await tx
      .update(workflowTemplates)
      .set({ enabled: false, version: sql`${workflowTemplates.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(workflowTemplates.docType, row.docType), eq(workflowTemplates.enabled, true), ne(workflowTemplates.id, id)));
  }
  return updateVersioned(tx, workflowTemplates, id, version, { enabled });
}

/** Only a template no request was ever opened with (1015 otherwise). */
export async function deleteTemplate(tx: Tx, id: number, version: number) {
  const [used] = await tx.select({ id: approvalRequests.id }).from(approvalRequests).where(eq(approvalRequests.templateId, id)).limit(1);
  if (used) throw new AppError(1015);
  const before = await deleteVersioned(tx, workflowTemplates, id, version);
  await tx.update(workflowTemplates).set({ enabled: false }).where(eq(workflowTemplates.id, id));
  await tx.delete(workflowTemplateSteps).where(eq(workflowTemplateSteps.templateId, id));
  return before;
}

/** The roles a step may name. */
export async function roleOptions(db: DbOrTx) {
  const rows = await db
    .select({ id: rolesView.id, name: rolesView.roleName, code: rolesView.roleCode })
    .from(rolesView)
    .where(eq(rolesView.delFlag, false))
    .orderBy(asc(rolesView.id));
  return rows;
}

/* ---------------------------------------------------------------- requests */

const day = (d: string, next = false) => {
  const t = new Date(`${d}T00:00:00Z`);
  if (next) t.setUTCDate(t.getUTCDate() + 1);
  return t;
};

const r = approvalRequests;
/** the role of the step a request waits on */
const currentRole = sql`(select (s->>'roleId')::int from jsonb_array_elements(${r.steps}) s where (s->>'seq')::int = ${r.currentSeq})`;

/**
 * The inbox: applying requests waiting on a step whose role the caller holds and that they may
 * act on (not their own or changed by them, not a second step of theirs).
 */
const inboxPage = definePage<TInboxQuery, Approver>({
  table: approvalRequests,
  base: eq(r.status, 'applying'),
  scope: (who) => {
    const roles = who.roleIds.length > 0 ? who.roleIds : [-1];
    return and(
      ne(r.creatorId, who.userId),
      ne(r.submitterId, who.userId),
      sql`not (${who.userId} = any(${r.editorIds}))`,
      sql`${currentRole} in (${sql.join(
        roles.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      sql`not exists (select 1 from ${approvalActions} a where a.request_id = ${r.id} and a.user_id = ${who.userId} and a.action = 'approve'
        and a.id > coalesce((select max(b.id) from ${approvalActions} b where b.request_id = ${r.id} and b.action = 'reset'), 0))`,
    );
  },
  filters: {
    docType: (v) => eq(r.docType, v),
    docNo: (v) => startsWith(r.docNo, v),
    submittedFrom: (v) => sql`${r.submittedAt} >= ${day(v).toISOString()}`,
    submittedTo: (v) => sql`${r.submittedAt} < ${day(v, true).toISOString()}`,
  },
  sortable: { submittedAt: r.submittedAt },
  defaultSort: [{ column: r.submittedAt, order: 'asc' }],
  tiebreak: r.id,
});

const historyPage = definePage<TApprovalPageQuery, { userId: number }>({
  table: approvalRequests,
  scope: () => undefined,
  filters: {
    docType: (v) => eq(r.docType, v),
    status: (v) => eq(r.status, v),
    docNo: (v) => startsWith(r.docNo, v),
    submittedFrom: (v) => sql`${r.submittedAt} >= ${day(v).toISOString()}`,
    submittedTo: (v) => sql`${r.submittedAt} < ${day(v, true).toISOString()}`,
    mine: () => undefined,
  },
  sortable: { submittedAt: r.submittedAt, decidedAt: r.decidedAt },
  defaultSort: [{ column: r.submittedAt, order: 'desc' }],
  tiebreak: r.id,
});

async function submitterNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: usersView.id, realName: usersView.realName, username: usersView.username })
    .from(usersView)
    .where(inArray(usersView.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, u.realName || u.username]));
}

function presentRequest(q: ApprovalRequestRow, names: Map<number, string>): TApprovalRequestRow {
  const step = q.currentSeq == null ? undefined : q.steps.find((s) => s.seq === q.currentSeq);
  return {
    id: q.id,
    docType: q.docType as ApprovalDocType,
    docId: q.docId,
    docNo: q.docNo,
    title: q.title,
    docVersion: q.docVersion,
    amount: q.amount == null ? null : Number(q.amount),
    status: q.status as ApprovalStatus,
    stepSeq: step?.seq ?? null,
    stepNameZh: step?.nameZh ?? null,
    stepNameEn: step?.nameEn ?? null,
    submitterId: q.submitterId,
    submitterName: names.get(q.submitterId) ?? null,
    submittedAt: q.submittedAt.toISOString(),
    decidedAt: q.decidedAt?.toISOString() ?? null,
  };
}

async function presentPage(db: DbOrTx, page: TPage<ApprovalRequestRow>): Promise<TPage<TApprovalRequestRow>> {
  const names = await submitterNames(
    db,
    page.records.map((x) => x.submitterId),
  );
  return { ...page, records: page.records.map((x) => presentRequest(x, names)) };
}

export async function inbox(db: DbOrTx, q: TInboxQuery, who: Approver): Promise<TPage<TApprovalRequestRow>> {
  const page = await inboxPage.run(
    db,
    q,
    ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(r)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    who,
  );
  return presentPage(db, page);
}

export async function history(db: DbOrTx, q: TApprovalPageQuery, userId: number): Promise<TPage<TApprovalRequestRow>> {
  const mine = q.mine
    ? sql`exists (select 1 from ${approvalActions} a where a.request_id = ${r.id} and a.user_id = ${userId} and a.action in ('approve', 'reject'))`
    : undefined;
  const query = { ...q };
  const run = async () => {
    if (!mine) {
      return historyPage.run(
        db,
        query,
        ({ where, orderBy, limit, offset }) =>
          db
            .select()
            .from(r)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        { userId },
      );
    }
    // "mine": the requests I acted on (counted exactly: a person's own actions are few)
    const where = and(historyPage.where(query, { userId }), mine);
    const size = q.size ?? 10;
    const current = q.current ?? 1;
    const [n] = await db.select({ n: count() }).from(r).where(where);
    const records = await db
      .select()
      .from(r)
      .where(where)
      .orderBy(...historyPage.orderBy(query))
      .limit(size)
      .offset((current - 1) * size);
    return { records, total: Number(n?.n ?? 0), current, size };
  };
  return presentPage(db, await run());
}

async function presentDetail(db: DbOrTx, q: ApprovalRequestRow, who: Approver): Promise<TApprovalDetail> {
  const actions: ApprovalActionRow[] = await db.select().from(approvalActions).where(eq(approvalActions.requestId, q.id)).orderBy(asc(approvalActions.id));
  const valid = new Set(validActions(actions).map((a) => a.id));
  const roleIds = [...new Set(q.steps.map((s) => s.roleId))];
  const roles = roleIds.length ? await db.select({ id: rolesView.id, name: rolesView.roleName }).from(rolesView).where(inArray(rolesView.id, roleIds)) : [];
  const roleName = new Map(roles.map((x) => [x.id, x.name]));
  const names = await submitterNames(db, [q.submitterId]);
  return {
    ...presentRequest(q, names),
    steps: q.steps.map((s) => {
      const decided = actions.find((a) => valid.has(a.id) && a.stepSeq === s.seq && (a.action === 'approve' || a.action === 'reject'));
      const state = decided
        ? decided.action === 'reject'
          ? 'rejected'
          : 'approved'
        : q.status === 'applying' && q.currentSeq === s.seq
          ? 'current'
          : 'waiting';
      return {
        seq: s.seq,
        nameZh: s.nameZh,
        nameEn: s.nameEn,
        roleId: s.roleId,
        roleName: roleName.get(s.roleId) ?? null,
        state,
        by: decided ? { userId: decided.userId, userName: decided.userName, at: decided.at.toISOString(), reason: decided.reason } : null,
      };
    }),
    actions: actions.map((a) => ({
      id: a.id,
      stepSeq: a.stepSeq,
      stepNameZh: a.stepNameZh,
      stepNameEn: a.stepNameEn,
      userId: a.userId,
      userName: a.userName,
      action: a.action as ApprovalActionKind,
      reason: a.reason,
      docVersion: a.docVersion,
      at: a.at.toISOString(),
      voided: (a.action === 'approve' || a.action === 'reject') && !valid.has(a.id),
    })),
    mayAct: refusalOf(q, actions, who) === null,
  };
}

export async function requestDetail(db: DbOrTx, id: number, who: Approver): Promise<TApprovalDetail> {
  const [q] = await db.select().from(r).where(eq(r.id, id));
  if (!q) throw new AppError(1002);
  return presentDetail(db, q, who);
}

/** A document's latest request, or null when it was never submitted. */
export async function documentRequest(db: DbOrTx, docType: ApprovalDocType, docId: number, who: Approver): Promise<TApprovalDetail | null> {
  const [q] = await db
    .select()
    .from(r)
    .where(and(eq(r.docType, docType), eq(r.docId, docId)))
    .orderBy(desc(r.id))
    .limit(1);
  return q ? presentDetail(db, q, who) : null;
}
