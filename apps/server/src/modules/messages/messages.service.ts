import {
  MESSAGE_VIDEO_MAX_BYTES,
  type TAudience,
  type TMessage,
  type TMessageAction,
  type TMessageActionRequest,
  type TMessageContent,
  type TMessageDetail,
  type TMessagePageQuery,
  type TMessageReviewRequest,
  type TMessageSchedule,
  type TMessageSend,
  type TMessageSendPageQuery,
  type TMessageState,
  type TPage,
  type TSaveMessageRequest,
  type TSendRecord,
  type TSendRecordPageQuery,
  type TUpdateMessageRequest,
} from '@diagops/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { customerColumns } from '../customers';
import { attachFiles } from '../files';
import { checkAudience, countAudience } from './audience';
import { messageMachine } from './machine';
import { EMPTY_STATS, messagePage, presentMessage, presentRecord, recordPage, sendPage, statsBy } from './messages.repository';
import { messageRecords, messageSends, messages } from './messages.tables';
import { isTimeZone, isValidDate, lastFiring, nextFiring } from './schedule';
import { guideImageLimit } from './settings.service';

export const MESSAGE_FILE_AREA = 'messages';
const MODULE = 'message';

// ------------------------------------------------------------------ checks

/** MSG-07: title, summary and body for each language given, each language once. */
function checkContents(contents: TMessageContent[]) {
  const errors: Array<{ field: string; message: string }> = [];
  const seen = new Set<string>();
  contents.forEach((c, i) => {
    if (seen.has(c.language)) errors.push({ field: `contents.${i}.language`, message: 'repeated' });
    seen.add(c.language);
    for (const f of ['title', 'summary', 'body'] as const) if (!c[f]?.trim()) errors.push({ field: `contents.${i}.${f}`, message: 'required' });
    if (c.linkUrl && !c.linkText?.trim()) errors.push({ field: `contents.${i}.linkText`, message: 'required' });
  });
  if (errors.length > 0) throw new AppError(76103, { errors });
}

/** MSG-13/19: a real zone and dates, the end not before the start, the first firing not in the past. */
export function checkSchedule(s: TMessageSchedule | null, now: number): { first: number | null; last: number | null } {
  if (!s) return { first: null, last: null };
  if (!isTimeZone(s.timeZone)) throw new AppError(1001, { errors: [{ field: 'schedule.timeZone', message: 'unknown time zone' }] });
  if (!isValidDate(s.date)) throw new AppError(1001, { errors: [{ field: 'schedule.date', message: 'YYYY-MM-DD' }] });
  if (s.endDate && !isValidDate(s.endDate)) throw new AppError(1001, { errors: [{ field: 'schedule.endDate', message: 'YYYY-MM-DD' }] });
  if (s.repeat === 'weekly' && !s.weekday) throw new AppError(1001, { errors: [{ field: 'schedule.weekday', message: 'required' }] });
  if (s.endDate && s.endDate < s.date) throw new AppError(76108);
  const first = nextFiring(s);
  if (first === null) throw new AppError(76108);
  const upcoming = nextFiring(s, now - 1);
  if (upcoming === null || (s.repeat === 'none' && first < now)) throw new AppError(76107);
  return { first, last: lastFiring(s) };
}

/** Attaches guide images and videos to the message and checks each against its channel's configured limit (MSG-08/09/10). */
async function attachMedia(ctx: AppContext, tx: Tx, req: FastifyRequest, messageId: number, channel: TMessage['channel'], contents: TMessageContent[]) {
  const ids = contents.flatMap((c) => [c.guideImageId, c.videoId]).filter((x): x is string => Boolean(x));
  const stored = await attachFiles(ctx, tx, { area: MESSAGE_FILE_AREA, ownerId: String(messageId), fileIds: ids, uploaderId: req.auth!.userId });
  const byId = new Map(stored.map((f) => [f.id, f]));
  const imageLimit = await guideImageLimit(tx, channel);
  contents.forEach((c, i) => {
    const img = c.guideImageId ? byId.get(c.guideImageId) : null;
    if (img && (!/^image\/(png|jpeg)$/.test(img.type) || img.size > imageLimit))
      throw new AppError(76104, { errors: [{ field: `contents.${i}.guideImageId`, message: 'too large or not PNG/JPEG' }] });
    const video = c.videoId ? byId.get(c.videoId) : null;
    if (video && (video.type !== 'video/mp4' || video.size > MESSAGE_VIDEO_MAX_BYTES)) throw new AppError(76110);
  });
}

// ------------------------------------------------------------------ messages

export function getMessagePage(ctx: AppContext, q: TMessagePageQuery): Promise<TPage<TMessage>> {
  return messagePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentMessage);
  });
}

export async function getMessageDetail(ctx: AppContext, req: FastifyRequest, id: number): Promise<TMessageDetail> {
  const [m] = await ctx.db.select().from(messages).where(eq(messages.id, id));
  const message = presentMessage(found(m));
  const stats = (await statsBy(ctx.db, 'message', [id])).get(id) ?? EMPTY_STATS;
  const own = isAuthor(m!, req.auth?.userId);
  const actions: string[] = messageMachine
    .allowedActions(message.state, req.auth?.permissions ?? new Set())
    .filter((a) => a !== 'complete' && !(own && (a === 'pass' || a === 'fail')));
  return { message, actions, history: await messageMachine.history(ctx.db, id), stats };
}

function fields(ctx: AppContext, body: TSaveMessageRequest, audience: TAudience) {
  return {
    channel: body.channel,
    title: body.title,
    classification: body.classification,
    terminals: body.terminals,
    guest: body.guest,
    periodic: body.periodic || (body.schedule !== null && body.schedule.repeat !== 'none'),
    usePushProvider: body.usePushProvider,
    providerId: body.providerId ?? null,
    contents: body.contents,
    audience,
    schedule: body.schedule,
    updatedAt: new Date(ctx.clock.now()),
  };
}

async function prepare(ctx: AppContext, body: TSaveMessageRequest) {
  checkContents(body.contents);
  const when = checkSchedule(body.schedule, ctx.clock.now());
  const audience = await checkAudience(ctx.db, body.audience);
  return { audience, when };
}

export async function createMessage(ctx: AppContext, req: FastifyRequest, body: TSaveMessageRequest): Promise<TMessage> {
  const { audience, when } = await prepare(ctx, body);
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'create' }, async (tx) => {
    const [m] = await tx
      .insert(messages)
      .values({
        ...fields(ctx, body, audience),
        sendStart: when.first === null ? null : new Date(when.first),
        sendEnd: when.last === null ? null : new Date(when.last),
        createdBy: req.auth!.userId,
        createdByName: req.auth!.username,
        createdAt: new Date(ctx.clock.now()),
      })
      .returning();
    await attachMedia(ctx, tx, req, m!.id, body.channel, body.contents);
    await messageMachine.record(tx, req, { entityId: m!.id, from: null, to: 'new', action: 'create' });
    return { result: m!, targetId: m!.id, after: { title: m!.title, channel: m!.channel } };
  });
  return presentMessage(row);
}

/**
 * Nobody reviews a message they wrote: its creator, or anyone who changed its content since
 * its last review (pass or fail), who are kept in `editor_ids`.
 */
function isAuthor(m: typeof messages.$inferSelect, userId: number | undefined): boolean {
  return userId !== undefined && (m.createdBy === userId || m.editorIds.includes(userId));
}

/** Only a new message (written, or sent back by review) is edited; the editor may not review it afterwards. */
export async function updateMessage(ctx: AppContext, req: FastifyRequest, body: TUpdateMessageRequest): Promise<TMessage> {
  const { id, version, ...rest } = body;
  const { audience, when } = await prepare(ctx, rest);
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'update' }, async (tx) => {
    const current = await lockVersion(tx, messages, id, version);
    if (current.state !== 'new') throw new AppError(1017, { state: current.state, action: 'edit' });
    if (current.channel !== rest.channel) throw new AppError(1001, { errors: [{ field: 'channel', message: 'cannot be changed' }] });
    const editorIds = current.editorIds.includes(req.auth!.userId) ? current.editorIds : [...current.editorIds, req.auth!.userId];
    const { before, after } = await updateVersioned(tx, messages, id, version, {
      ...fields(ctx, rest, audience),
      editorIds,
      sendStart: when.first === null ? null : new Date(when.first),
      sendEnd: when.last === null ? null : new Date(when.last),
    });
    await attachMedia(ctx, tx, req, id, rest.channel, rest.contents);
    return { result: after, targetId: id, before: { title: before.title }, after: { title: after.title } };
  });
  return presentMessage(row);
}

/** One step of the review flow (MSG-02…04) with its history row and operation-log row. */
async function transition(
  ctx: AppContext,
  req: FastifyRequest,
  body: TMessageActionRequest,
  action: TMessageAction,
  extra?: (tx: Tx, m: typeof messages.$inferSelect) => Promise<Partial<typeof messages.$inferInsert>>,
) {
  const row = await mutate(ctx.db, req, { module: MODULE, action }, async (tx) => {
    const current = await lockVersion(tx, messages, body.id, body.version);
    const from = current.state as TMessageState;
    if ((action === 'send' || action === 'disable') && from !== 'approved' && from !== 'published') throw new AppError(76101);
    const review = action === 'pass' || action === 'fail';
    if (review && isAuthor(current, req.auth?.userId)) throw new AppError(76102);
    const to = messageMachine.check(req, from, action, body.reason);
    // a review closes the round: who edits it from now on is counted afresh
    const set = { ...(extra ? await extra(tx, current) : {}), ...(review ? { editorIds: [] } : {}) };
    const { after } = await updateVersioned(tx, messages, body.id, body.version, { state: to, updatedAt: new Date(ctx.clock.now()), ...set });
    await messageMachine.record(tx, req, { entityId: body.id, from, to, action, reason: body.reason });
    return { result: after, targetId: body.id, before: { state: from }, after: { state: to, reason: body.reason ?? null } };
  });
  return presentMessage(row);
}

export const submitMessage = (ctx: AppContext, req: FastifyRequest, b: TMessageActionRequest) => transition(ctx, req, b, 'submit');
export const revokeReview = (ctx: AppContext, req: FastifyRequest, b: TMessageActionRequest) => transition(ctx, req, b, 'revoke');
export const reviewMessage = (ctx: AppContext, req: FastifyRequest, b: TMessageReviewRequest) =>
  transition(ctx, req, { id: b.id, version: b.version, reason: b.reason ?? null }, b.pass ? 'pass' : 'fail');

/** Send: the first firing now (no schedule) or the schedule's next one, which must not be past (MSG-13). */
export const sendMessage = (ctx: AppContext, req: FastifyRequest, b: TMessageActionRequest) =>
  transition(ctx, req, b, 'send', async (tx, m) => {
    const now = ctx.clock.now();
    const schedule = m.schedule as TMessageSchedule | null;
    const { first } = checkSchedule(schedule, now);
    const next = schedule ? nextFiring(schedule, now - 1) : now;
    if (first !== null && next === null) throw new AppError(76107);
    // the audience may have changed since the save: a group must still reach someone
    await checkAudience(tx, m.audience as TAudience);
    return { nextRunAt: new Date(next!), sendStart: first === null ? new Date(now) : new Date(first) };
  });

/** Cancel send: nothing planned fires any more; sends not yet out are cancelled, their undelivered records withdrawn. */
export const cancelSend = (ctx: AppContext, req: FastifyRequest, b: TMessageActionRequest) =>
  transition(ctx, req, b, 'cancelSend', async (tx, m) => {
    await stopSends(tx, m.id);
    return { nextRunAt: null };
  });

export const disableMessage = (ctx: AppContext, req: FastifyRequest, b: TMessageActionRequest) =>
  transition(ctx, req, b, 'disable', async (tx, m) => {
    await stopSends(tx, m.id);
    return { nextRunAt: null };
  });

async function stopSends(tx: Tx, messageId: number) {
  const open = await tx
    .update(messageSends)
    .set({ status: 'cancelled' })
    .where(and(eq(messageSends.messageId, messageId), inArray(messageSends.status, ['pending', 'expanding', 'delivering'])))
    .returning({ id: messageSends.id });
  if (open.length > 0)
    await tx
      .update(messageRecords)
      .set({ status: 'withdrawn', nextAttemptAt: null, remarks: 'send cancelled' })
      .where(
        and(
          inArray(
            messageRecords.sendId,
            open.map((s) => s.id),
          ),
          eq(messageRecords.status, 'pending'),
        ),
      );
}

/** MSG-05: copy one message at a time, as a new message of the caller. */
export async function copyMessage(ctx: AppContext, req: FastifyRequest, ids: number[]): Promise<TMessage> {
  if (ids.length !== 1) throw new AppError(76109);
  const [src] = await ctx.db.select().from(messages).where(eq(messages.id, ids[0]!));
  const m = found(src);
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'copy' }, async (tx) => {
    const now = new Date(ctx.clock.now());
    const [copy] = await tx
      .insert(messages)
      .values({
        channel: m.channel,
        title: m.title,
        classification: m.classification,
        terminals: m.terminals,
        guest: m.guest,
        periodic: m.periodic,
        usePushProvider: m.usePushProvider,
        providerId: m.providerId,
        contents: m.contents,
        audience: m.audience,
        schedule: null,
        createdBy: req.auth!.userId,
        createdByName: req.auth!.username,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await messageMachine.record(tx, req, { entityId: copy!.id, from: null, to: 'new', action: 'create', reason: `copy of ${m.id}` });
    return { result: copy!, targetId: copy!.id, after: { copyOf: m.id } };
  });
  return presentMessage(row);
}

// ------------------------------------------------------------------ audiences

export const audienceCount = async (ctx: AppContext, audience: TAudience) => ({ count: await countAudience(ctx.db, audience) });

/** MSG-16: an Excel file of IDs, one per line (first column of the first sheet; a header "ID" is skipped). */
export async function readIdFile(buffer: Buffer): Promise<{ ids: string[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError(1001, { errors: [{ field: 'file', message: 'not an Excel file' }] });
  }
  const sheet = wb.worksheets[0];
  const ids: string[] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, n) => {
    const v = row.getCell(1).text?.trim() ?? '';
    if (n === 1 && /^(id|账号|account)$/i.test(v)) return;
    ids.push(v);
  });
  while (ids.length > 0 && ids.at(-1) === '') ids.pop();
  if (ids.length === 0) throw new AppError(1001, { errors: [{ field: 'file', message: 'no IDs in the file' }] });
  return { ids };
}

// ------------------------------------------------------------------ sends and records

export async function getSendPage(ctx: AppContext, q: TMessageSendPageQuery): Promise<TPage<TMessageSend>> {
  return sendPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select({ s: messageSends, title: messages.title })
      .from(messageSends)
      .innerJoin(messages, eq(messages.id, messageSends.messageId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const stats = await statsBy(
      ctx.db,
      'send',
      rows.map((r) => r.s.id),
    );
    return rows.map(({ s, title }) => ({
      id: s.id,
      messageId: s.messageId,
      messageTitle: title,
      channel: s.channel as TMessageSend['channel'],
      batchSerial: s.batchSerial,
      occurrence: s.occurrence.toISOString(),
      status: s.status as TMessageSend['status'],
      sender: s.sender,
      stats: stats.get(s.id) ?? EMPTY_STATS,
      createTime: s.createdAt.toISOString(),
    }));
  });
}

export async function getRecordPage(ctx: AppContext, q: TSendRecordPageQuery): Promise<TPage<TSendRecord>> {
  return recordPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select({ r: messageRecords, batchSerial: messageSends.batchSerial, sender: messageSends.sender, account: customerColumns.account })
      .from(messageRecords)
      .innerJoin(messageSends, eq(messageSends.id, messageRecords.sendId))
      .leftJoin(customerColumns, eq(customerColumns.id, messageRecords.customerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((x) => presentRecord(x.r, x));
  });
}

export async function getStats(ctx: AppContext, messageId: number) {
  return (await statsBy(ctx.db, 'message', [messageId])).get(messageId) ?? EMPTY_STATS;
}

/** MSG-03: withdraw a sent record (it leaves the customer's inbox). */
export async function withdrawRecord(ctx: AppContext, req: FastifyRequest, id: number): Promise<boolean> {
  return mutate(ctx.db, req, { module: MODULE, action: 'withdraw' }, async (tx) => {
    const [r] = await tx.select().from(messageRecords).where(eq(messageRecords.id, id)).for('update');
    if (!r) throw new AppError(1002);
    if (r.status !== 'success') throw new AppError(1017, { state: r.status, action: 'withdraw' });
    await tx
      .update(messageRecords)
      .set({ status: 'withdrawn', remarks: `withdrawn by ${req.auth?.username ?? ''}` })
      .where(eq(messageRecords.id, id));
    return { result: true, targetId: id, before: { status: r.status }, after: { status: 'withdrawn' } };
  });
}

/** MSG-23: a provider's figures, up to 5 days late, merged into the records it names. */
export async function mergeReceipts(ctx: AppContext, req: FastifyRequest, ids: number[], delivered: boolean): Promise<number> {
  return mutate(ctx.db, req, { module: MODULE, action: 'receipt' }, async (tx) => {
    const rows = await tx
      .update(messageRecords)
      .set(delivered ? { deliveredAt: new Date(ctx.clock.now()) } : { deliveredAt: null, remarks: 'provider reported not delivered' })
      .where(and(inArray(messageRecords.id, ids), eq(messageRecords.channel, 'push'), ne(messageRecords.status, 'withdrawn')))
      .returning({ id: messageRecords.id });
    return { result: rows.length, after: { ids, delivered } };
  });
}
