import {
  type ErrorCode,
  errorMessage,
  FEEDBACK_EXPORT_MAX,
  FEEDBACK_FILE_AREAS,
  type Language,
  type TBatchOutcome,
  type TFeedback,
  type TFeedbackAssignRequest,
  type TFeedbackCreateRequest,
  type TFeedbackDetail,
  type TFeedbackItem,
  type TFeedbackPageQuery,
  type TFeedbackRdAnswerRequest,
  type TFeedbackReactivateRequest,
  type TFeedbackRemoveRequest,
  type TFeedbackReplyRequest,
  type TFeedbackUpdateRequest,
  type TFeedbackValidityRequest,
  type TPage,
} from '@diagops/contracts';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { getCustomer } from '../customers';
import { deviceIdBySn } from '../devices';
import { attachFiles, fileRow, type StoredFile } from '../files';
import { findUserById, searchStaff } from '../users';
import { createTrackerIssue } from './bug-tracker';
import { replyMail } from './feedback.mail';
import { tellHandlerChange } from './feedback.notify';
import { type FeedbackRow, feedbackById, feedbackPage, presentFeedback, visibleFilters, whereOf } from './feedback.repository';
import { type FileRef, feedback, feedbackHistory, feedbackMessages } from './feedback.tables';

const MODULE = 'feedback';
/** how long "X is replying" shows to others after they opened the reply screen */
export const REPLYING_MS = 5 * 60_000;

type Insert = typeof feedback.$inferInsert;
const now = (ctx: AppContext) => new Date(ctx.clock.now());
const ref = (f: StoredFile): FileRef => ({ id: f.id, name: f.name, size: f.size, type: f.type, url: f.url });

export async function staffName(ctx: AppContext, userId: number): Promise<string> {
  const u = await findUserById(ctx.db, userId);
  return u?.realName || u?.username || `#${userId}`;
}

// ---------------------------------------------------------------- reading

export function getFeedbackPage(ctx: AppContext, q: TFeedbackPageQuery): Promise<TPage<TFeedback>> {
  const at = ctx.clock.now();
  return feedbackPage.run(ctx.db, visibleFilters(q), async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => presentFeedback(r, at));
  });
}

/** Counts per status under the same filters (the queue's tabs). */
export async function getFeedbackCounts(ctx: AppContext, q: Record<string, unknown>): Promise<Record<string, number>> {
  const rows = await ctx.db
    .select({ status: feedback.status, n: count() })
    .from(feedback)
    .where(whereOf(q, ['status']))
    .groupBy(feedback.status);
  const out: Record<string, number> = {};
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

export async function messagesOf(ctx: AppContext, id: number, customerView = false) {
  const rows = await ctx.db.select().from(feedbackMessages).where(eq(feedbackMessages.feedbackId, id)).orderBy(asc(feedbackMessages.id));
  return rows
    .filter((m) => !customerView || m.kind === 'customer' || m.kind === 'reply')
    .map((m) => ({
      id: m.id,
      kind: m.kind as 'customer' | 'reply' | 'rdAnswer' | 'note',
      authorName: m.authorName,
      content: m.content,
      files: m.files,
      createTime: m.createdAt.toISOString(),
    }));
}

export async function getFeedbackDetail(ctx: AppContext, id: number): Promise<TFeedbackDetail> {
  const row = found(await feedbackById(ctx.db, id));
  const history = await ctx.db.select().from(feedbackHistory).where(eq(feedbackHistory.feedbackId, id)).orderBy(asc(feedbackHistory.id));
  const customer = row.customerId ? await getCustomer(ctx, row.customerId) : null;
  return {
    feedback: presentFeedback(row, ctx.clock.now()),
    messages: await messagesOf(ctx, id),
    history: history.map((h) => ({ id: h.id, action: h.action, actorName: h.actorName, detail: h.detail, createTime: h.createdAt.toISOString() })),
    customer: customer ? { id: customer.id, account: customer.account, name: customer.name, language: row.language } : null,
    device: row.sn ? { id: row.snDetailId, sn: row.sn } : null,
  };
}

// ---------------------------------------------------------------- attachments

/**
 * Attaches uploads (already finished: an unknown id is 1002) to a message, each in the area
 * it was uploaded into; only the given areas are accepted (a customer cannot attach a reply
 * upload, staff cannot attach a customer's).
 */
export async function attachUploads(
  ctx: AppContext,
  tx: Tx,
  a: { fileIds: string[]; areas: string[]; ownerId: string; uploaderId: number; uploaderKind: 'staff' | 'customer' | 'device' },
): Promise<FileRef[]> {
  const byArea = new Map<string, string[]>();
  for (const id of [...new Set(a.fileIds)]) {
    const row = await fileRow(tx, id);
    if (!row || !a.areas.includes(row.area)) throw new AppError(1002);
    byArea.set(row.area, [...(byArea.get(row.area) ?? []), id]);
  }
  const out: FileRef[] = [];
  for (const [area, ids] of byArea) {
    const files = await attachFiles(ctx, tx, { area, ownerId: a.ownerId, fileIds: ids, uploaderId: a.uploaderId, uploaderKind: a.uploaderKind });
    out.push(...files.filter((f) => ids.includes(f.id)).map(ref));
  }
  // in the order they were given
  return a.fileIds.map((id) => out.find((f) => f.id === id)).filter((f): f is FileRef => !!f);
}

export const CUSTOMER_AREAS = [FEEDBACK_FILE_AREAS.customerImage.area, FEEDBACK_FILE_AREAS.customerVideo.area];
export const REPLY_AREAS = [FEEDBACK_FILE_AREAS.replyImage.area, FEEDBACK_FILE_AREAS.replyVideo.area, FEEDBACK_FILE_AREAS.replyFile.area];

// ---------------------------------------------------------------- creating

export type Submitter =
  | { kind: 'customer'; id: number; name: string; language: Language; email: string | null }
  | { kind: 'device'; id: number; name: string; language: Language }
  | { kind: 'staff'; id: number; name: string; language: Language };

const seqNoOf = (at: Date, id: number) => `FB${at.toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

export async function createFeedback(ctx: AppContext, req: FastifyRequest | null, who: Submitter, body: TFeedbackCreateRequest): Promise<TFeedback> {
  const at = now(ctx);
  const snDetailId = body.sn ? await deviceIdBySn(ctx, body.sn) : null;
  const write = async (tx: Tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        seqNo: `tmp-${at.getTime()}-${Math.random()}`.slice(0, 32),
        appName: body.appName ?? null,
        feedbackType: body.feedbackType,
        language: body.language ?? who.language,
        questionType: body.questionType ?? null,
        title: body.title,
        content: body.content,
        userEmail: body.userEmail ?? (who.kind === 'customer' ? who.email : null),
        customerId: who.kind === 'customer' ? who.id : null,
        deviceKeyId: who.kind === 'device' ? who.id : null,
        feedbackAt: at,
        vin: body.vin || null,
        sn: body.sn ?? null,
        snDetailId,
        boundVehicles: body.boundVehicles ?? null,
        logFileIds: body.logFileIds ?? [],
        source: body.source ?? (who.kind === 'staff' ? 'backstage' : who.kind === 'device' ? 'diagnostic' : 'appPersonalCenter'),
        statusAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const id = row!.id;
    const [msg] = await tx
      .insert(feedbackMessages)
      .values({ feedbackId: id, kind: 'customer', authorId: who.id, authorName: who.name, content: body.content, createdAt: at })
      .returning();
    const files = body.fileIds.length
      ? await attachUploads(ctx, tx, {
          fileIds: body.fileIds,
          areas: who.kind === 'staff' ? [...CUSTOMER_AREAS, ...REPLY_AREAS] : CUSTOMER_AREAS,
          ownerId: `msg-${msg!.id}`,
          uploaderId: who.id,
          uploaderKind: who.kind,
        })
      : [];
    if (files.length) await tx.update(feedbackMessages).set({ files }).where(eq(feedbackMessages.id, msg!.id));
    const [done] = await tx
      .update(feedback)
      .set({ seqNo: seqNoOf(at, id), screenshots: files })
      .where(eq(feedback.id, id))
      .returning();
    await tx.insert(feedbackHistory).values({ feedbackId: id, action: 'create', actorName: who.name, detail: { by: who.kind }, createdAt: at });
    return done!;
  };
  const row = req
    ? await mutate(ctx.db, req, { module: MODULE, action: 'create' }, async (tx) => {
        const r = await write(tx);
        return { result: r, targetId: r.id, after: { seqNo: r.seqNo, title: r.title, by: who.kind } };
      })
    : await ctx.db.transaction(write);
  return presentFeedback(row, ctx.clock.now());
}

// ---------------------------------------------------------------- the two axes and the batch

type Change = {
  set: Partial<Insert>;
  detail?: Record<string, unknown>;
  message?: { kind: 'reply' | 'rdAnswer'; content: string; files: FileRef[] };
  after?: () => Promise<void>;
};
type Step = (tx: Tx, row: FeedbackRow, at: Date) => Promise<Change>;

const refuse = (code: ErrorCode): never => {
  throw new AppError(code);
};
/** ERR-15/16 settled: processing actions need validity "valid" (61001). */
const needValid = (row: FeedbackRow) => row.validity !== 'valid' && refuse(61001);
/** FB-07: the customer closed it (or it was deleted): no reply. */
const CLOSED = ['closed', 'deleted', 'userDeleted'];

/**
 * Applies one action to each item in its own transaction (locked, version-checked, its
 * history and operation-log rows with it): an item is done whole or refused whole, and the
 * answer names both. One item alone refused answers its code as the reply's.
 */
async function runBatch(ctx: AppContext, req: FastifyRequest, action: string, items: TFeedbackItem[], step: Step): Promise<TBatchOutcome> {
  if (items.length === 0) throw new AppError(61000);
  const lang = requestLanguage(req);
  const actorName = await staffName(ctx, req.auth!.userId);
  const out: TBatchOutcome = { done: [], refused: [] };
  const afterCommit: Array<() => Promise<void>> = [];
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    try {
      const change = await mutate(ctx.db, req, { module: MODULE, action }, async (tx) => {
        const [row] = await tx.select().from(feedback).where(eq(feedback.id, item.id)).for('update');
        if (!row) throw new AppError(1002);
        if (row.version !== item.version) throw new AppError(1005, { currentVersion: row.version });
        const at = now(ctx);
        const c = await step(tx, row, at);
        const set: Record<string, unknown> = { ...c.set, version: sql`${feedback.version} + 1`, updatedAt: at };
        // since when the item has its status (the to-be-closed job counts from it)
        if (c.set.status !== undefined && c.set.status !== row.status) set.statusAt = at;
        if (c.message) {
          await tx.insert(feedbackMessages).values({
            feedbackId: row.id,
            kind: c.message.kind,
            authorId: req.auth!.userId,
            authorName: actorName,
            content: c.message.content,
            files: c.message.files,
            createdAt: at,
          });
          if (c.message.kind === 'reply') {
            if (!row.firstResponseAt) set.firstResponseAt = at;
            // the reply ends the "is replying" mark
            set.replyingBy = null;
            set.replyingName = null;
            set.replyingUntil = null;
          }
        }
        await tx.update(feedback).set(set).where(eq(feedback.id, row.id));
        await tx.insert(feedbackHistory).values({ feedbackId: row.id, action, actorName, detail: c.detail ?? null, createdAt: at });
        return { result: c, targetId: row.id, before: { validity: row.validity, status: row.status }, after: { ...c.set, ...c.detail } };
      });
      out.done.push(item.id);
      if (change.after) afterCommit.push(change.after);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (items.length === 1) throw err;
      out.refused.push({ id: item.id, code: err.code, message: errorMessage(err.code, lang) });
    }
  }
  for (const fn of afterCommit) await fn().catch((err) => req.log.warn({ err }, 'feedback: after-commit step failed'));
  return out;
}

/** Mark valid / mark invalid (FB-05): only items still "to be confirmed" (61001). */
export function setValidity(ctx: AppContext, req: FastifyRequest, body: TFeedbackValidityRequest) {
  return runBatch(ctx, req, body.validity === 'valid' ? 'markValid' : 'markInvalid', body.items, async (_tx, row) => {
    if (row.validity !== 'pending') refuse(61001);
    const set: Partial<Insert> = { validity: body.validity };
    if (body.urgency) set.urgency = body.urgency;
    return { set, detail: { validity: body.validity, ...(body.urgency ? { urgency: body.urgency } : {}) } };
  });
}

/** Reply to the customer (FB-07, FB-10, FB-14): valid items the customer has not closed; e-mailed in the item's language. */
export async function reply(ctx: AppContext, req: FastifyRequest, body: TFeedbackReplyRequest) {
  let files: FileRef[] = [];
  let attached = false;
  return runBatch(ctx, req, body.items.length > 1 ? 'batchReply' : 'reply', body.items, async (tx, row) => {
    needValid(row);
    if (CLOSED.includes(row.status)) refuse(1017);
    if (body.fileIds.length && !attached) {
      // one set of uploads for every item of the batch, owned by the first reply
      files = await attachUploads(ctx, tx, {
        fileIds: body.fileIds,
        areas: REPLY_AREAS,
        ownerId: `reply-${row.id}-${row.version}`,
        uploaderId: req.auth!.userId,
        uploaderKind: 'staff',
      });
      attached = true;
    }
    const status = row.status === 'processing' ? 'processing' : 'answered';
    return {
      set: { status },
      detail: { status, files: files.length },
      message: { kind: 'reply', content: body.content, files },
      after: () => replyMail(ctx, row, body.content),
    };
  });
}

/** Batch R&D answer (FB-06): valid items in processing or reactivated; may set the expected version (FB-19/20) and time. */
export function rdAnswer(ctx: AppContext, req: FastifyRequest, body: TFeedbackRdAnswerRequest) {
  return runBatch(ctx, req, 'rdAnswer', body.items, async (_tx, row, at) => {
    needValid(row);
    if (row.status !== 'processing' && row.status !== 'reactivated') refuse(1017);
    const internalStatus = body.internalStatus ?? 'done';
    const set: Partial<Insert> = { internalStatus };
    if (body.expectedVersion) set.expectedVersion = body.expectedVersion;
    if (body.expectedTime) set.expectedAt = new Date(body.expectedTime);
    if (internalStatus === 'done') {
      set.status = 'resolved';
      set.externalStatus = 'fixed';
      set.resolvedAt = at;
    } else if (body.expectedVersion) set.externalStatus = 'planned';
    return {
      set,
      detail: { internalStatus, expectedVersion: body.expectedVersion ?? null, status: set.status ?? row.status },
      message: { kind: 'rdAnswer', content: body.content, files: [] },
    };
  });
}

/** Close (FB-08 asks on screen): valid items not closed yet. */
export function close(ctx: AppContext, req: FastifyRequest, items: TFeedbackItem[]) {
  return runBatch(ctx, req, 'close', items, async (_tx, row, at) => {
    needValid(row);
    if (CLOSED.includes(row.status)) refuse(1017);
    return { set: { status: 'closed', resolvedAt: row.resolvedAt ?? at }, detail: { status: 'closed' } };
  });
}

/** Reactivate (FB-09): a reason; items closed, resolved or waiting to be closed. */
export function reactivate(ctx: AppContext, req: FastifyRequest, body: TFeedbackReactivateRequest) {
  return runBatch(ctx, req, 'reactivate', body.items, async (_tx, row) => {
    needValid(row);
    if (!['closed', 'resolved', 'toBeClosed'].includes(row.status)) refuse(1017);
    return { set: { status: 'reactivated', reactivateReason: body.reason, resolvedAt: null }, detail: { reason: body.reason } };
  });
}

/**
 * Delete (FB-04 "deleted"): any item not deleted yet (1017), with a reason. It leaves the queue
 * (which shows deleted and user-deleted items only when its status filter asks for them) and the
 * customer's list, and takes no reply, close or assignment any more.
 */
export function remove(ctx: AppContext, req: FastifyRequest, body: TFeedbackRemoveRequest) {
  return runBatch(ctx, req, 'delete', body.items, async (_tx, row) => {
    if (CLOSED.includes(row.status) && row.status !== 'closed') refuse(1017);
    return {
      set: { status: 'deleted', deleteReason: body.reason, replyingBy: null, replyingName: null, replyingUntil: null },
      detail: { reason: body.reason, from: row.status },
    };
  });
}

/**
 * The to-be-closed job (pg-boss, every hour; tests call it after moving the clock): an answered
 * item the customer has not answered for FEEDBACK_TO_BE_CLOSED_DAYS becomes "to be closed", and
 * one still waiting FEEDBACK_CLOSE_AFTER_DAYS later is closed. A customer's answer sends it back
 * to "unanswered" (answerAsCustomer). Each change is locked and version-checked like a staff
 * action, with a history row by "system"; returns how many items moved.
 */
export async function advanceWaitingFeedback(ctx: AppContext): Promise<{ toBeClosed: number; closed: number }> {
  const at = now(ctx);
  const days = (n: number) => new Date(at.getTime() - n * 86_400_000);
  const steps = [
    { from: 'answered', to: 'toBeClosed', before: days(ctx.config.FEEDBACK_TO_BE_CLOSED_DAYS), action: 'toBeClosed' },
    { from: 'toBeClosed', to: 'closed', before: days(ctx.config.FEEDBACK_CLOSE_AFTER_DAYS), action: 'autoClose' },
  ] as const;
  const moved = { toBeClosed: 0, closed: 0 };
  for (const s of steps) {
    for (;;) {
      const due = await ctx.db
        .select({ id: feedback.id })
        .from(feedback)
        .where(and(eq(feedback.status, s.from), lte(sql`coalesce(${feedback.statusAt}, ${feedback.updatedAt})`, s.before)))
        .orderBy(asc(feedback.id))
        .limit(200);
      if (due.length === 0) break;
      for (const { id } of due) {
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
          // answered by the customer or changed by staff meanwhile: left for the next round
          if (row?.status !== s.from || (row.statusAt ?? row.updatedAt).getTime() > s.before.getTime()) return;
          const set: Partial<Insert> = { status: s.to, statusAt: at, updatedAt: at };
          if (s.to === 'closed') set.resolvedAt = row.resolvedAt ?? at;
          await tx
            .update(feedback)
            .set({ ...set, version: sql`${feedback.version} + 1` })
            .where(eq(feedback.id, id));
          await tx.insert(feedbackHistory).values({ feedbackId: id, action: s.action, actorName: 'system', detail: { status: s.to }, createdAt: at });
          moved[s.to] += 1;
        });
      }
      if (due.length < 200) break;
    }
  }
  return moved;
}

/** Assign or transfer the handler: valid items; the handler needs an e-mail (61004), the item an urgency (61005). */
export async function assign(ctx: AppContext, req: FastifyRequest, body: TFeedbackAssignRequest, transfer: boolean) {
  const handler = await findUserById(ctx.db, body.handlerId);
  if (!handler) throw new AppError(1002);
  return runBatch(ctx, req, transfer ? 'transfer' : 'assign', body.items, async (_tx, row) => {
    needValid(row);
    if (CLOSED.includes(row.status)) refuse(1017);
    if (transfer && row.handlerId === null) refuse(1017);
    if (!handler.email) refuse(61004);
    if (!row.urgency) refuse(61005);
    const status = ['unanswered', 'answered', 'reactivated'].includes(row.status) ? 'processing' : row.status;
    return {
      set: {
        handlerId: handler.id,
        handlerName: handler.realName || handler.username,
        handlerEmail: handler.email,
        status,
        externalStatus: 'inProgress',
        internalStatus: row.internalStatus === 'todo' ? 'analysing' : row.internalStatus,
      },
      detail: { from: row.handlerName, to: handler.realName || handler.username, status },
      // a new handler is told at once, the previous one that the item left them; re-assigning the same one tells nobody again
      after: row.handlerId === handler.id ? undefined : () => tellHandlerChange(row, handler.id, req.auth!.userId, transfer),
    };
  });
}

/** Mark invalid in a batch (FB-05) is setValidity; this edits one item's classification (FB-19/20/21). */
export async function updateFeedback(ctx: AppContext, req: FastifyRequest, body: TFeedbackUpdateRequest): Promise<TFeedback> {
  const { id, version, expectedTime, ...rest } = body;
  const set: Partial<Insert> = { ...rest } as Partial<Insert>;
  if (expectedTime !== undefined) set.expectedAt = expectedTime ? new Date(expectedTime) : null;
  const outcome = await runBatch(ctx, req, 'update', [{ id, version }], async (_tx, row) => {
    if (row.validity === 'invalid') refuse(61001);
    return { set, detail: { ...rest, ...(expectedTime !== undefined ? { expectedTime } : {}) } };
  });
  void outcome;
  return presentFeedback(found(await feedbackById(ctx.db, id)), ctx.clock.now());
}

/** Move to the bug tracker: one call to the tracker; on failure (1014, with the reason) nothing changes. */
export async function moveToBugTracker(ctx: AppContext, req: FastifyRequest, items: TFeedbackItem[]) {
  return runBatch(ctx, req, 'bugTracker', items, async (_tx, row) => {
    needValid(row);
    if (row.bugTrackerKey) refuse(1017);
    const key = await createTrackerIssue(ctx, row);
    return { set: { bugTrackerKey: key, internalStatus: row.internalStatus === 'todo' ? 'analysing' : row.internalStatus }, detail: { key } };
  });
}

/** "I am replying": shown to others for REPLYING_MS; another's live mark is reported, not taken over. */
export async function markReplying(ctx: AppContext, req: FastifyRequest, id: number): Promise<TFeedback> {
  const at = ctx.clock.now();
  const row = found(await feedbackById(ctx.db, id));
  const held = row.replyingBy && row.replyingBy !== req.auth!.userId && row.replyingUntil && row.replyingUntil.getTime() > at;
  if (!held) {
    const name = await staffName(ctx, req.auth!.userId);
    await ctx.db
      .update(feedback)
      .set({ replyingBy: req.auth!.userId, replyingName: name, replyingUntil: new Date(at + REPLYING_MS) })
      .where(eq(feedback.id, id));
  }
  return presentFeedback(found(await feedbackById(ctx.db, id)), at);
}

export const EXPORT_MAX = FEEDBACK_EXPORT_MAX;

/** Staff who can be handlers, by name prefix (id, name, e-mail; 61004 shows when it is empty): the users area's staff search. */
export function handlerOptions(ctx: AppContext, keyword: string | undefined) {
  return searchStaff(ctx.db, keyword);
}
