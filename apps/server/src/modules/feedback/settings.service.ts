import {
  FEEDBACK_FILE_AREAS,
  type TAppendProductFeedbackRequest,
  type TPage,
  type TProblemType,
  type TProblemTypePageQuery,
  type TProductFeedback,
  type TProductFeedbackPageQuery,
  type TRefundPageQuery,
  type TRefundRecord,
  type TReplyScene,
  type TReplyScenePageQuery,
  type TSaveProblemTypeRequest,
  type TSaveProductFeedbackRequest,
  type TSaveReplySceneRequest,
} from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, found } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { definePage, startsWith } from '../../platform/kit/page';
import { deleteVersioned, updateVersioned } from '../../platform/kit/versioned';
import { attachUploads, staffName } from './feedback.service';
import { problemTypes, productFeedback, refundRecords, replyScenes } from './feedback.tables';

const now = (ctx: AppContext) => new Date(ctx.clock.now());

// ---------------------------------------------------------------- problem types (FB-26…29, 61010)

type PtRow = typeof problemTypes.$inferSelect;
const presentPt = (r: PtRow): TProblemType => ({
  id: r.id,
  type: r.type,
  productModel: r.productModel,
  appName: r.appName,
  category: r.category,
  remark: r.remark,
  rows: r.rows,
  version: r.version,
  updateTime: r.updatedAt.toISOString(),
});
export const problemTypePage = definePage<TProblemTypePageQuery>({
  table: problemTypes,
  filters: {
    type: (v) => eq(problemTypes.type, v),
    category: (v) => eq(problemTypes.category, v),
    productModel: (v) => startsWith(problemTypes.productModel, v),
  },
  sortable: { updateTime: problemTypes.updatedAt },
  defaultSort: [{ column: problemTypes.updatedAt, order: 'desc' }],
  tiebreak: problemTypes.id,
});

export function getProblemTypePage(ctx: AppContext, q: TProblemTypePageQuery): Promise<TPage<TProblemType>> {
  // 61010: the type is queried within its configuration category
  if (q.type && !q.category) throw new AppError(61010);
  return problemTypePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) =>
    (
      await ctx.db
        .select()
        .from(problemTypes)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(presentPt),
  );
}
export async function getProblemType(ctx: AppContext, id: number): Promise<TProblemType> {
  const [r] = await ctx.db.select().from(problemTypes).where(eq(problemTypes.id, id));
  return presentPt(found(r));
}

/** FB-27/28: every language row has the same number of columns, none empty; a language once. */
function checkGrid(rows: TSaveProblemTypeRequest['rows']) {
  const langs = new Set(rows.map((r) => r.language));
  if (langs.size !== rows.length) throw new AppError(1001, { errors: [{ field: 'rows', message: 'a language appears twice' }] });
  const n = rows[0]!.values.length;
  if (rows.some((r) => r.values.length !== n)) throw new AppError(1001, { errors: [{ field: 'rows', message: 'please check for unfilled items' }] });
}

export async function saveProblemType(ctx: AppContext, req: FastifyRequest, b: TSaveProblemTypeRequest): Promise<TProblemType> {
  checkGrid(b.rows);
  const values = {
    type: b.type,
    productModel: b.productModel || null,
    appName: b.appName || null,
    category: b.category,
    remark: b.remark || null,
    rows: b.rows,
  };
  const row = await mutate(ctx.db, req, { module: 'problemType', action: b.id ? 'update' : 'create' }, async (tx) => {
    if (b.id) {
      if (!b.version) throw new AppError(1001, { errors: [{ field: 'version', message: 'required' }] });
      const { before, after } = await updateVersioned(tx, problemTypes, b.id, b.version, values);
      return { result: after, targetId: b.id, before: presentPt(before), after: presentPt(after) };
    }
    const at = now(ctx);
    const [created] = await tx
      .insert(problemTypes)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning();
    return { result: created!, targetId: created!.id, after: presentPt(created!) };
  });
  return presentPt(row);
}
export async function deleteProblemType(ctx: AppContext, req: FastifyRequest, id: number, version: number) {
  await mutate(ctx.db, req, { module: 'problemType', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, problemTypes, id, version);
    return { result: true, targetId: id, before: presentPt(before) };
  });
  return true;
}

// ---------------------------------------------------------------- standard reply scenes (FB-32)

type RsRow = typeof replyScenes.$inferSelect;
const presentRs = (r: RsRow): TReplyScene => ({
  id: r.id,
  name: r.name,
  scenario: r.scenario,
  description: r.description,
  texts: r.texts,
  version: r.version,
  updateTime: r.updatedAt.toISOString(),
});
export const replyScenePage = definePage<TReplyScenePageQuery>({
  table: replyScenes,
  filters: { name: (v) => startsWith(replyScenes.name, v), scenario: (v) => startsWith(replyScenes.scenario, v) },
  sortable: { updateTime: replyScenes.updatedAt },
  defaultSort: [{ column: replyScenes.updatedAt, order: 'desc' }],
  tiebreak: replyScenes.id,
});
export function getReplyScenePage(ctx: AppContext, q: TReplyScenePageQuery): Promise<TPage<TReplyScene>> {
  return replyScenePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) =>
    (
      await ctx.db
        .select()
        .from(replyScenes)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(presentRs),
  );
}
/** Every scene (at most 500), for the reply screens' one-click insert and the scene list. */
export async function allReplyScenes(ctx: AppContext): Promise<TReplyScene[]> {
  return (await ctx.db.select().from(replyScenes).orderBy(replyScenes.name, replyScenes.id).limit(500)).map(presentRs);
}
export async function getReplyScene(ctx: AppContext, id: number): Promise<TReplyScene> {
  const [r] = await ctx.db.select().from(replyScenes).where(eq(replyScenes.id, id));
  return presentRs(found(r));
}
export async function saveReplyScene(ctx: AppContext, req: FastifyRequest, b: TSaveReplySceneRequest): Promise<TReplyScene> {
  if (new Set(b.texts.map((t) => t.language)).size !== b.texts.length)
    throw new AppError(1001, { errors: [{ field: 'texts', message: 'a language appears twice' }] });
  const values = { name: b.name, scenario: b.scenario || null, description: b.description || null, texts: b.texts };
  const row = await mutate(ctx.db, req, { module: 'replyScene', action: b.id ? 'update' : 'create' }, async (tx) => {
    if (b.id) {
      if (!b.version) throw new AppError(1001, { errors: [{ field: 'version', message: 'required' }] });
      const { before, after } = await updateVersioned(tx, replyScenes, b.id, b.version, values);
      return { result: after, targetId: b.id, before: presentRs(before), after: presentRs(after) };
    }
    const at = now(ctx);
    const [created] = await tx
      .insert(replyScenes)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning();
    return { result: created!, targetId: created!.id, after: presentRs(created!) };
  });
  return presentRs(row);
}
export async function deleteReplyScene(ctx: AppContext, req: FastifyRequest, id: number, version: number) {
  await mutate(ctx.db, req, { module: 'replyScene', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, replyScenes, id, version);
    return { result: true, targetId: id, before: presentRs(before) };
  });
  return true;
}

// ---------------------------------------------------------------- refund records

type RfRow = typeof refundRecords.$inferSelect;
export const presentRf = (r: RfRow): TRefundRecord => ({
  id: r.id,
  orderNo: r.orderNo,
  customerAccount: r.customerAccount,
  sn: r.sn,
  cardNo: r.cardNo,
  amount: Number(r.amount),
  currency: r.currency,
  reason: r.reason,
  status: r.status as TRefundRecord['status'],
  feedbackId: r.feedbackId,
  operatorName: r.operatorName,
  createTime: r.createdAt.toISOString(),
});
export const refundPage = definePage<TRefundPageQuery>({
  table: refundRecords,
  filters: {
    orderNo: (v) => startsWith(refundRecords.orderNo, v),
    sn: (v) => startsWith(refundRecords.sn, v),
    status: (v) => eq(refundRecords.status, v),
  },
  sortable: { createTime: refundRecords.createdAt },
  defaultSort: [{ column: refundRecords.createdAt, order: 'desc' }],
  tiebreak: refundRecords.id,
});
export function getRefundPage(ctx: AppContext, q: TRefundPageQuery): Promise<TPage<TRefundRecord>> {
  return refundPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) =>
    (
      await ctx.db
        .select()
        .from(refundRecords)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(presentRf),
  );
}

// ---------------------------------------------------------------- product feedback (FB-31)

type PfRow = typeof productFeedback.$inferSelect;
const presentPf = (r: PfRow): TProductFeedback => ({
  id: r.id,
  source: r.source as TProductFeedback['source'],
  title: r.title,
  description: r.description,
  language: r.language as TProductFeedback['language'],
  sn: r.sn,
  files: r.files,
  appends: r.appends,
  authorName: r.authorName,
  createTime: r.createdAt.toISOString(),
});
export const productFeedbackPage = definePage<TProductFeedbackPageQuery>({
  table: productFeedback,
  filters: {
    title: (v) => startsWith(productFeedback.title, v),
    source: (v) => eq(productFeedback.source, v),
    language: (v) => eq(productFeedback.language, v),
  },
  sortable: { createTime: productFeedback.createdAt },
  defaultSort: [{ column: productFeedback.createdAt, order: 'desc' }],
  tiebreak: productFeedback.id,
});
export function getProductFeedbackPage(ctx: AppContext, q: TProductFeedbackPageQuery): Promise<TPage<TProductFeedback>> {
  return productFeedbackPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) =>
    (
      await ctx.db
        .select()
        .from(productFeedback)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(presentPf),
  );
}
export async function getProductFeedback(ctx: AppContext, id: number): Promise<TProductFeedback> {
  const [r] = await ctx.db.select().from(productFeedback).where(eq(productFeedback.id, id));
  return presentPf(found(r));
}
const PRODUCT_AREAS = [FEEDBACK_FILE_AREAS.product.area];

export async function addProductFeedback(ctx: AppContext, req: FastifyRequest, b: TSaveProductFeedbackRequest): Promise<TProductFeedback> {
  const authorName = await staffName(ctx, req.auth!.userId);
  const row = await mutate(ctx.db, req, { module: 'productFeedback', action: 'create' }, async (tx) => {
    const at = now(ctx);
    const [created] = await tx
      .insert(productFeedback)
      .values({
        source: b.source,
        title: b.title,
        description: b.description,
        language: b.language,
        sn: b.sn ?? null,
        authorId: req.auth!.userId,
        authorName,
        createdAt: at,
      })
      .returning();
    const files = await attachUploads(ctx, tx, {
      fileIds: b.fileIds,
      areas: PRODUCT_AREAS,
      ownerId: `pf-${created!.id}`,
      uploaderId: req.auth!.userId,
      uploaderKind: 'staff',
    });
    const [done] = await tx.update(productFeedback).set({ files }).where(eq(productFeedback.id, created!.id)).returning();
    return { result: done!, targetId: done!.id, after: { title: b.title, source: b.source } };
  });
  return presentPf(row);
}

export async function appendProductFeedback(ctx: AppContext, req: FastifyRequest, b: TAppendProductFeedbackRequest): Promise<TProductFeedback> {
  const authorName = await staffName(ctx, req.auth!.userId);
  const row = await mutate(ctx.db, req, { module: 'productFeedback', action: 'append' }, async (tx) => {
    const [cur] = await tx.select().from(productFeedback).where(eq(productFeedback.id, b.id)).for('update');
    if (!cur) throw new AppError(1002);
    const n = cur.appends.length + 1;
    const files = await attachUploads(ctx, tx, {
      fileIds: b.fileIds,
      areas: PRODUCT_AREAS,
      ownerId: `pf-${cur.id}-${n}`,
      uploaderId: req.auth!.userId,
      uploaderKind: 'staff',
    });
    const appends = [...cur.appends, { id: n, content: b.content, files, authorName, createTime: now(ctx).toISOString() }];
    const [done] = await tx.update(productFeedback).set({ appends }).where(eq(productFeedback.id, cur.id)).returning();
    return { result: done!, targetId: cur.id, after: { append: n } };
  });
  return presentPf(row);
}
