import type { Language, TPage, TSaveSkuRequest, TSku, TSkuPageQuery, TUpdateSkuBatchRequest, TUpdateSkuRequest } from '@diagops/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import { prepared } from '../../platform/kit/page';
import { deleteVersioned, updateVersioned } from '../../platform/kit/versioned';
import { productOfModel, productsByIds, registerProductReference } from '../products';
import { liveChannel } from '../supply';
import { presentSku, selectSkus, skuPage } from './skus.repository';
import { platformSkus } from './skus.tables';

// a product with live SKUs cannot be deleted
registerProductReference(async (db, productId) => {
  const [row] = await db
    .select({ n: count() })
    .from(platformSkus)
    .where(and(eq(platformSkus.productId, productId), eq(platformSkus.delFlag, false)));
  return Number(row?.n ?? 0);
});

export function getSkuPage(ctx: AppContext, q: TSkuPageQuery, lang: Language): Promise<TPage<TSku>> {
  return skuPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await prepared(
      selectSkus(ctx.db, lang)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    return rows.map(presentSku);
  });
}

async function findSku(db: DbOrTx, id: number, lang: Language): Promise<TSku> {
  const [row] = await selectSkus(db, lang).where(and(eq(platformSkus.id, id), eq(platformSkus.delFlag, false)));
  return presentSku(found(row));
}

export const getSku = (ctx: AppContext, id: number, lang: Language) => findSku(ctx.db, id, lang);

/** platformsku/query: the live SKUs of one product on one channel. */
export async function querySkus(ctx: AppContext, channelId: number, productId: number, lang: Language): Promise<TSku[]> {
  const rows = await selectSkus(ctx.db, lang)
    .where(and(eq(platformSkus.channelId, channelId), eq(platformSkus.productId, productId), eq(platformSkus.delFlag, false)))
    .orderBy(platformSkus.skuCode)
    .limit(1000);
  return rows.map(presentSku);
}

/** The product, its model and the channel must exist (1001 naming the field otherwise). */
async function checkRefs(db: DbOrTx, body: TSaveSkuRequest) {
  const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });
  const [product] = await productsByIds(db, [body.productId]);
  if (!product) throw bad('productId', 'unknown product');
  if (body.productModelId != null) {
    if ((await productOfModel(db, body.productModelId)) !== body.productId) throw bad('productModelId', 'not a model of the product');
  }
  if (!(await liveChannel(db, { id: body.channelId }))) throw bad('channelId', 'unknown or disabled channel');
}

const toRow = (b: TSaveSkuRequest) => ({ ...b, price: b.price.toFixed(2), productModelId: b.productModelId ?? null, remark: b.remark ?? null });

export async function addSku(ctx: AppContext, req: FastifyRequest, body: TSaveSkuRequest): Promise<TSku> {
  await checkRefs(ctx.db, body);
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'platformSku', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(platformSkus)
        .values({ ...toRow(body), createdBy: req.auth!.userId })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return findSku(ctx.db, row.id, requestLanguage(req));
}

export async function updateSku(ctx: AppContext, req: FastifyRequest, body: TUpdateSkuRequest): Promise<TSku> {
  const { id, version, ...values } = body;
  await checkRefs(ctx.db, values);
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'platformSku', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, platformSkus, id, version, toRow(values));
      return { result: after, targetId: id, before, after };
    }),
  );
  return findSku(ctx.db, id, requestLanguage(req));
}

export async function deleteSku(ctx: AppContext, req: FastifyRequest, body: { id: number; version: number }): Promise<void> {
  await mutate(ctx.db, req, { module: 'platformSku', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, platformSkus, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}

/** The same change to every selected live SKU; 61000 when nothing is selected. */
export async function updateSkuBatch(ctx: AppContext, req: FastifyRequest, body: TUpdateSkuBatchRequest): Promise<{ updated: number }> {
  const ids = [...new Set(body.ids)];
  if (ids.length === 0) throw new AppError(61000);
  const set: Record<string, unknown> = { version: sql`${platformSkus.version} + 1`, updatedAt: sql`now()` };
  if (body.status !== undefined) set.status = body.status;
  if (body.price !== undefined) set.price = body.price.toFixed(2);
  if (body.currency !== undefined) set.currency = body.currency;
  if (body.remark !== undefined) set.remark = body.remark;
  return mutate(ctx.db, req, { module: 'platformSku', action: 'updateBatch' }, async (tx) => {
    const rows = await tx
      .update(platformSkus)
      .set(set as never)
      .where(and(inArray(platformSkus.id, ids), eq(platformSkus.delFlag, false)))
      .returning({ id: platformSkus.id });
    const { ids: _ids, ...changes } = body;
    return { result: { updated: rows.length }, targetId: `batch:${rows.length}`, after: { ids: rows.map((r) => r.id), changes } };
  });
}
