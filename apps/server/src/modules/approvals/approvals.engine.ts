import type { ApprovalDocType, ApprovalStatus } from '@diagops/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { usersView } from '../users';
import {
  approvalActions,
  approvalDocEditors,
  approvalRequests,
  type RequestStep,
  type StepCondition,
  workflowTemplateSteps,
  workflowTemplates,
} from './approvals.tables';

/*
 * The approval engine (decision 0030). Documents register a handler at start; submitting opens a
 * request at the first matching step of the document type's enabled template; each approval moves
 * it on, the last one passes it, a rejection (with a reason) ends it; the handler's onDecided runs
 * in the deciding transaction. A document change resets an applying request to its first step; a
 * document cancelled while in approval withdraws it.
 */

export type { ApprovalDocType };
export type ApprovalOutcome = 'passed' | 'rejected';
export type ApprovalDecider = { userId: number; reason?: string };
export type ApprovalDocumentHandler = {
  onDecided(tx: Tx, docId: number, outcome: ApprovalOutcome, by: ApprovalDecider): Promise<void>;
};

const handlers = new Map<string, ApprovalDocumentHandler>();

/** A document type's handler (the stock area registers each document at start; a test may register its own). */
export function registerApprovalDocument(docType: ApprovalDocType, handler: ApprovalDocumentHandler): void {
  handlers.set(docType, handler);
}

export type SubmitDocument = {
  docType: ApprovalDocType;
  docId: number;
  docNo: string;
  docVersion: number;
  title: string;
  creatorId: number;
  submitterId: number;
  amount?: number;
  warehouseIds?: number[];
  channelId?: number;
};

export function stepMatches(c: StepCondition, doc: Pick<SubmitDocument, 'amount' | 'warehouseIds' | 'channelId'>): boolean {
  if (c.minAmount != null && (doc.amount == null || doc.amount < c.minAmount)) return false;
  if (c.warehouseIds && c.warehouseIds.length > 0 && !(doc.warehouseIds ?? []).some((w) => c.warehouseIds!.includes(w))) return false;
  if (c.channelIds && c.channelIds.length > 0 && (doc.channelId == null || !c.channelIds.includes(doc.channelId))) return false;
  return true;
}

/**
 * Opens an approval request (`applying`) at the first matching step of the enabled template:
 * 78205 when there is none or no step matches; 1017 when the document already has an applying
 * request. A document rejected before opens a new request; who changed it before stays an editor.
 */
export async function submitForApproval(tx: Tx, doc: SubmitDocument, now: Date): Promise<{ requestId: number }> {
  if (!handlers.has(doc.docType)) throw new Error(`approvals: no handler registered for ${doc.docType}`);
  const [template] = await tx
    .select({ id: workflowTemplates.id })
    .from(workflowTemplates)
    .where(and(eq(workflowTemplates.docType, doc.docType), eq(workflowTemplates.enabled, true), eq(workflowTemplates.delFlag, false)));
  if (!template) throw new AppError(78205);
  const all = await tx.select().from(workflowTemplateSteps).where(eq(workflowTemplateSteps.templateId, template.id)).orderBy(asc(workflowTemplateSteps.seq));
  const steps: RequestStep[] = all
    .filter((s) => stepMatches(s.condition ?? {}, doc))
    .map((s) => ({ seq: s.seq, nameZh: s.nameZh, nameEn: s.nameEn, roleId: s.roleId }));
  if (steps.length === 0) throw new AppError(78205);
  const earlier = await tx
    .select({ status: approvalRequests.status, editorIds: approvalRequests.editorIds })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.docType, doc.docType), eq(approvalRequests.docId, doc.docId)))
    .for('update');
  if (earlier.some((r) => r.status === 'applying')) throw new AppError(1017);
  const before = await tx
    .select({ userId: approvalDocEditors.userId })
    .from(approvalDocEditors)
    .where(and(eq(approvalDocEditors.docType, doc.docType), eq(approvalDocEditors.docId, doc.docId)));
  const editorIds = [...new Set([...earlier.flatMap((r) => r.editorIds), ...before.map((e) => e.userId)])];
  const [row] = await tx
    .insert(approvalRequests)
    .values({
      docType: doc.docType,
      docId: doc.docId,
      docNo: doc.docNo.slice(0, 64),
      title: doc.title.slice(0, 255),
      docVersion: doc.docVersion,
      amount: doc.amount == null ? null : String(doc.amount),
      warehouseIds: doc.warehouseIds ?? [],
      channelId: doc.channelId ?? null,
      templateId: template.id,
      creatorId: doc.creatorId,
      editorIds,
      submitterId: doc.submitterId,
      status: 'applying',
      steps,
      currentSeq: steps[0]!.seq,
      stepSince: now,
      submittedAt: now,
    })
    .returning({ id: approvalRequests.id });
  return { requestId: row!.id };
}

async function userName(db: DbOrTx, userId: number): Promise<string> {
  const [u] = await db.select({ realName: usersView.realName, username: usersView.username }).from(usersView).where(eq(usersView.id, userId));
  return u?.realName || u?.username || String(userId);
}

/**
 * The document changed (a new version by editorId): an applying request goes back to its first
 * step at the new version (a `reset` action voids the approvals before it); the editor may no
 * longer approve it, nor a later request of the same document. Call it for every change, drafts
 * included: a change before the first submission is remembered for the first request.
 */
export async function documentChanged(tx: Tx, docType: ApprovalDocType, docId: number, docVersion: number, editorId: number, now: Date): Promise<void> {
  const [req] = await tx
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.docType, docType), eq(approvalRequests.docId, docId)))
    .orderBy(desc(approvalRequests.id))
    .limit(1)
    .for('update');
  if (!req) {
    // never submitted yet: remembered for its first request
    await tx.insert(approvalDocEditors).values({ docType, docId, userId: editorId }).onConflictDoNothing();
    return;
  }
  const editorIds = req.editorIds.includes(editorId) ? req.editorIds : [...req.editorIds, editorId];
  if (req.status !== 'applying') {
    if (editorIds !== req.editorIds) await tx.update(approvalRequests).set({ editorIds }).where(eq(approvalRequests.id, req.id));
    return;
  }
  const first = req.steps[0]!;
  await tx.insert(approvalActions).values({
    requestId: req.id,
    stepSeq: first.seq,
    stepNameZh: first.nameZh,
    stepNameEn: first.nameEn,
    userId: editorId,
    userName: await userName(tx, editorId),
    action: 'reset',
    docVersion,
    at: now,
  });
  await tx
    .update(approvalRequests)
    .set({ editorIds, docVersion, currentSeq: first.seq, stepSince: now, lastRemindedAt: null })
    .where(eq(approvalRequests.id, req.id));
}

/**
 * The document was cancelled while in approval: its applying request ends `withdrawn` (it leaves
 * every approver's inbox; approving or rejecting it answers 1017) and a `withdraw` action at the
 * waiting step names who cancelled it. The document's onDecided does not run (the document ended
 * itself). Nothing happens when the document has no applying request; true when one was withdrawn.
 */
export async function withdrawApproval(tx: Tx, docType: ApprovalDocType, docId: number, userId: number, now: Date): Promise<boolean> {
  const [req] = await tx
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.docType, docType), eq(approvalRequests.docId, docId), eq(approvalRequests.status, 'applying')))
    .for('update');
  if (!req) return false;
  const step = req.steps.find((s) => s.seq === req.currentSeq) ?? req.steps[0]!;
  await tx.insert(approvalActions).values({
    requestId: req.id,
    stepSeq: step.seq,
    stepNameZh: step.nameZh,
    stepNameEn: step.nameEn,
    userId,
    userName: await userName(tx, userId),
    action: 'withdraw',
    docVersion: req.docVersion,
    at: now,
  });
  await tx.update(approvalRequests).set({ status: 'withdrawn', currentSeq: null, decidedAt: now }).where(eq(approvalRequests.id, req.id));
  return true;
}

export type ApprovalSummary = { requestId: number; status: ApprovalStatus; step: { seq: number; nameZh: string; nameEn: string } | null };

/** Each document's latest request: its status and the step waiting (or where it was rejected). */
export async function approvalsOf(db: DbOrTx, docType: ApprovalDocType, docIds: number[]): Promise<Map<number, ApprovalSummary>> {
  const out = new Map<number, ApprovalSummary>();
  if (docIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([approvalRequests.docId], {
      id: approvalRequests.id,
      docId: approvalRequests.docId,
      status: approvalRequests.status,
      steps: approvalRequests.steps,
      currentSeq: approvalRequests.currentSeq,
    })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.docType, docType), inArray(approvalRequests.docId, [...new Set(docIds)])))
    .orderBy(approvalRequests.docId, desc(approvalRequests.id));
  for (const r of rows) {
    const s = r.currentSeq == null ? undefined : r.steps.find((x) => x.seq === r.currentSeq);
    out.set(r.docId, { requestId: r.id, status: r.status as ApprovalStatus, step: s ? { seq: s.seq, nameZh: s.nameZh, nameEn: s.nameEn } : null });
  }
  return out;
}

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;
export type ApprovalActionRow = typeof approvalActions.$inferSelect;
export type Approver = { userId: number; roleIds: number[] };

/** The actions that still count: those after the last reset. */
export function validActions(actions: ApprovalActionRow[]): ApprovalActionRow[] {
  let from = 0;
  actions.forEach((a, i) => {
    if (a.action === 'reset') from = i + 1;
  });
  return actions.slice(from);
}

/** Why the user may not act on the request's current step now (a catalogue code), or null. */
export function refusalOf(req: ApprovalRequestRow, actions: ApprovalActionRow[], who: Approver): number | null {
  if (req.status !== 'applying' || req.currentSeq == null) return 1017;
  const step = req.steps.find((s) => s.seq === req.currentSeq);
  if (!step || !who.roleIds.includes(step.roleId)) return 78204;
  if (req.creatorId === who.userId || req.submitterId === who.userId || req.editorIds.includes(who.userId)) return 78201;
  if (validActions(actions).some((a) => a.action === 'approve' && a.userId === who.userId)) return 78202;
  return null;
}

async function actionsOf(db: DbOrTx, requestId: number): Promise<ApprovalActionRow[]> {
  return db.select().from(approvalActions).where(eq(approvalActions.requestId, requestId)).orderBy(asc(approvalActions.id));
}

export type Decision = {
  requestId: number;
  /** the document version the approver was shown */
  docVersion: number;
  /** the step the approver was shown (another approver moved it on: 1005) */
  stepSeq?: number;
  outcome: 'approve' | 'reject';
  reason?: string;
};

/**
 * Approves or rejects the current step, holding the request's row lock (two approvers of one
 * step: one wins, the other is refused). The last approval passes the request and the
 * document's onDecided runs in this transaction; a rejection ends it the same way.
 */
export async function decide(tx: Tx, d: Decision, who: Approver, now: Date): Promise<{ before: ApprovalRequestRow; after: ApprovalRequestRow }> {
  const [req] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, d.requestId)).for('update');
  if (!req) throw new AppError(1002);
  if (req.status !== 'applying') throw new AppError(1017);
  // another approver moved the request on since it was shown
  if (d.stepSeq != null && d.stepSeq !== req.currentSeq) throw new AppError(1005);
  const actions = await actionsOf(tx, req.id);
  const refused = refusalOf(req, actions, who);
  if (refused) throw new AppError(refused as never);
  if (d.docVersion !== req.docVersion) throw new AppError(78203);
  const handler = handlers.get(req.docType);
  // a document type nobody registered cannot follow a decision: refused, nothing written
  if (!handler) throw new AppError(1017);
  if (d.outcome === 'reject' && !d.reason?.trim()) throw new AppError(1001);
  const idx = req.steps.findIndex((s) => s.seq === req.currentSeq);
  const step = req.steps[idx]!;
  await tx.insert(approvalActions).values({
    requestId: req.id,
    stepSeq: step.seq,
    stepNameZh: step.nameZh,
    stepNameEn: step.nameEn,
    userId: who.userId,
    userName: await userName(tx, who.userId),
    action: d.outcome,
    reason: d.outcome === 'reject' ? d.reason!.trim() : null,
    docVersion: req.docVersion,
    at: now,
  });
  const next = req.steps[idx + 1];
  let set: Partial<typeof approvalRequests.$inferInsert>;
  if (d.outcome === 'reject') set = { status: 'rejected', decidedAt: now };
  else if (next) set = { currentSeq: next.seq, stepSince: now, lastRemindedAt: null };
  else set = { status: 'passed', currentSeq: null, decidedAt: now };
  const [after] = await tx.update(approvalRequests).set(set).where(eq(approvalRequests.id, req.id)).returning();
  if (after!.status !== 'applying') {
    await handler.onDecided(
      tx,
      req.docId,
      after!.status as ApprovalOutcome,
      d.outcome === 'reject' ? { userId: who.userId, reason: d.reason!.trim() } : { userId: who.userId },
    );
  }
  return { before: req, after: after! };
}

/** Whether a document type registered its handler (start-up checks). */
export function registeredApprovalDocument(docType: string): boolean {
  return handlers.has(docType);
}
