import {
  APP_KEY_HEADER,
  customerAreaOf,
  FEEDBACK_FILE_AREAS,
  type TCustomerFeedbackAnswerRequest,
  type TCustomerFeedbackView,
  type TFeedbackCreateRequest,
} from '@diagops/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { keepHiddenData } from '../../platform/audit/hidden-data';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { type CustomerCaller, getCustomer } from '../customers';
import { openStoredFile, type StoredFile, storeFile } from '../files';
import { authenticateKey } from '../logfiles';
import { attachUploads, CUSTOMER_AREAS, createFeedback, messagesOf } from './feedback.service';
import { feedback, feedbackHistory, feedbackMessages } from './feedback.tables';

const now = (ctx: AppContext) => new Date(ctx.clock.now());

async function customerName(ctx: AppContext, c: CustomerCaller) {
  const s = await getCustomer(ctx, c.id);
  return { name: s?.name || c.account, email: s?.email ?? null };
}

export async function submitAsCustomer(ctx: AppContext, req: FastifyRequest, c: CustomerCaller, body: TFeedbackCreateRequest) {
  const who = await customerName(ctx, c);
  const { source: _s, ...rest } = body;
  const created = await createFeedback(
    ctx,
    req,
    { kind: 'customer', id: c.id, name: who.name, language: c.language, email: who.email },
    { ...rest, source: 'appPersonalCenter' },
  );
  return customerView(ctx, c, created.id);
}

/** A device submits by SN with its app key (X-App-Key), like log files. */
export async function submitAsDevice(ctx: AppContext, req: FastifyRequest, body: TFeedbackCreateRequest) {
  const key = await deviceKey(ctx, req);
  if (!body.sn) throw new AppError(1001, { errors: [{ field: 'sn', message: 'required' }] });
  const lang = body.language ?? 'en-US';
  const created = await createFeedback(
    ctx,
    req,
    { kind: 'device', id: key.id, name: `SN ${body.sn}`, language: lang },
    { ...body, source: body.source ?? 'diagnostic' },
  );
  return { id: created.id, seqNo: created.seqNo };
}

export async function deviceKey(ctx: AppContext, req: FastifyRequest) {
  const header = req.headers[APP_KEY_HEADER];
  return authenticateKey(ctx, Array.isArray(header) ? header[0] : header);
}

/** One upload (multipart `file`), judged by content into the customer image (5MB) or video (20M) area before it is kept. */
export async function receiveUpload(ctx: AppContext, req: FastifyRequest, uploader: { kind: 'customer' | 'device'; id: number }): Promise<StoredFile> {
  if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'multipart/form-data with a file is required' }] });
  const part = await req.file();
  if (part?.fieldname !== 'file') throw new AppError(1001, { errors: [{ field: 'file', message: 'required' }] });
  try {
    const area = customerAreaOf(part.filename) ?? FEEDBACK_FILE_AREAS.customerImage.area;
    return await storeFile(ctx, { area, name: part.filename, body: part.file, uploader });
  } finally {
    part.file.resume();
  }
}

/** The caller's own item, or 1002 (another customer's feedback is as good as missing). */
async function own(ctx: AppContext, c: CustomerCaller, id: number) {
  const [row] = await ctx.db
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.customerId, c.id)));
  if (!row || row.status === 'userDeleted' || row.status === 'deleted') throw new AppError(1002);
  return row;
}

export async function listMine(ctx: AppContext, c: CustomerCaller) {
  const rows = await ctx.db.select().from(feedback).where(eq(feedback.customerId, c.id)).orderBy(desc(feedback.feedbackAt), desc(feedback.id)).limit(200);
  return rows
    .filter((r) => r.status !== 'userDeleted' && r.status !== 'deleted')
    .map((r) => ({
      id: r.id,
      seqNo: r.seqNo,
      title: r.title,
      content: r.content,
      status: r.status as TCustomerFeedbackView['status'],
      externalStatus: r.externalStatus as TCustomerFeedbackView['externalStatus'],
      feedbackTime: r.feedbackAt.toISOString(),
    }));
}

export async function customerView(ctx: AppContext, c: CustomerCaller, id: number): Promise<TCustomerFeedbackView> {
  const r = await own(ctx, c, id);
  return {
    id: r.id,
    seqNo: r.seqNo,
    title: r.title,
    content: r.content,
    status: r.status as TCustomerFeedbackView['status'],
    externalStatus: r.externalStatus as TCustomerFeedbackView['externalStatus'],
    feedbackTime: r.feedbackAt.toISOString(),
    messages: await messagesOf(ctx, id, true),
  };
}

/** The customer answers their own open item; an answered item waits for staff again. Closed: 1017. */
export async function answerAsCustomer(ctx: AppContext, req: FastifyRequest, c: CustomerCaller, body: TCustomerFeedbackAnswerRequest) {
  const who = await customerName(ctx, c);
  await own(ctx, c, body.id);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, body.id)).for('update');
    if (!row || row.status === 'closed') throw new AppError(1017);
    const at = now(ctx);
    const [msg] = await tx
      .insert(feedbackMessages)
      .values({ feedbackId: row.id, kind: 'customer', authorId: c.id, authorName: who.name, content: body.content, createdAt: at })
      .returning();
    if (body.fileIds.length) {
      const files = await attachUploads(ctx, tx, {
        fileIds: body.fileIds,
        areas: CUSTOMER_AREAS,
        ownerId: `msg-${msg!.id}`,
        uploaderId: c.id,
        uploaderKind: 'customer',
      });
      await tx.update(feedbackMessages).set({ files }).where(eq(feedbackMessages.id, msg!.id));
    }
    const status = ['answered', 'resolved', 'toBeClosed'].includes(row.status) ? 'unanswered' : row.status;
    await tx
      .update(feedback)
      .set({ status, ...(status !== row.status ? { statusAt: at } : {}), version: sql`${feedback.version} + 1`, updatedAt: at })
      .where(eq(feedback.id, row.id));
    await tx.insert(feedbackHistory).values({ feedbackId: row.id, action: 'customerAnswer', actorName: who.name, detail: { status }, createdAt: at });
  });
  void req;
  return customerView(ctx, c, body.id);
}

/** The customer closes their own item (then batch reply skips it, FB-07). */
export async function closeAsCustomer(ctx: AppContext, c: CustomerCaller, id: number) {
  const who = await customerName(ctx, c);
  await own(ctx, c, id);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!row || row.status === 'closed') throw new AppError(1017);
    const at = now(ctx);
    await tx
      .update(feedback)
      .set({ status: 'closed', statusAt: at, resolvedAt: row.resolvedAt ?? at, version: sql`${feedback.version} + 1`, updatedAt: at })
      .where(eq(feedback.id, id));
    await tx.insert(feedbackHistory).values({ feedbackId: id, action: 'customerClose', actorName: who.name, detail: { status: 'closed' }, createdAt: at });
  });
  return customerView(ctx, c, id);
}

/**
 * The customer deletes their own item (FB-04 "user-deleted"): it leaves their list and detail
 * (1002 afterwards, as someone else's) and staff's queue, where the status filter still finds it.
 */
export async function deleteAsCustomer(ctx: AppContext, req: FastifyRequest, c: CustomerCaller, id: number): Promise<void> {
  const who = await customerName(ctx, c);
  await own(ctx, c, id);
  await mutate(ctx.db, req, { module: 'feedback', action: 'userDelete' }, async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!row || row.status === 'userDeleted' || row.status === 'deleted') throw new AppError(1002);
    const at = now(ctx);
    await tx
      .update(feedback)
      .set({ status: 'userDeleted', statusAt: at, version: sql`${feedback.version} + 1`, updatedAt: at })
      .where(eq(feedback.id, id));
    await tx.insert(feedbackHistory).values({ feedbackId: id, action: 'customerDelete', actorName: who.name, detail: { from: row.status }, createdAt: at });
    // what the customer no longer sees, as it was (the hidden-data backup list)
    await keepHiddenData(tx, { kind: 'feedback', ownerRef: c.account, summary: row.title, hiddenBy: 'customer', payload: row, at });
    return { result: undefined, targetId: id, before: { status: row.status }, after: { status: 'userDeleted' } };
  });
}

/** A file of the caller's own conversation (their uploads and the staff replies' attachments). */
export async function sendCustomerFile(ctx: AppContext, reply: FastifyReply, c: CustomerCaller, id: number, fileId: string) {
  await own(ctx, c, id);
  const messages = await messagesOf(ctx, id, true);
  if (!messages.some((m) => m.files.some((f) => f.id === fileId))) throw new AppError(1002);
  const { file, stream } = await openStoredFile(ctx, fileId);
  reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff');
  return reply.send(await stream());
}
