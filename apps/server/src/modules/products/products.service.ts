import {
  type Language,
  PRODUCT_PERMISSIONS,
  PRODUCT_STATUSES,
  type TBrand,
  type TDeleteRequest,
  type TPage,
  type TProduct,
  type TProductInfo,
  type TProductPageQuery,
  type TProductStatus,
  type TProductStatusRequest,
  type TSaveProductRequest,
  type TUpdateProductRequest,
} from '@diagops/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import { defineStateMachine } from '../../platform/kit/state-machine';
import { deleteVersioned, updateVersioned } from '../../platform/kit/versioned';
import { isProductLine } from '../dictionary';
import { brandExists, findProduct, modelsOf, presentModel, presentProduct, productPage, selectProducts } from './products.repository';
import { productBrands, productModels, products } from './products.tables';

const P = PRODUCT_PERMISSIONS;

/** Product lifecycle (business.md supply chain): draft → on sale ⇄ discontinued; discontinuing needs a reason. */
export const productLifecycle = defineStateMachine({
  entity: 'product',
  states: PRODUCT_STATUSES,
  initial: 'draft' as TProductStatus,
  transitions: {
    publish: { from: ['draft'], to: 'onSale', permission: P.productStatus.name },
    discontinue: { from: ['onSale'], to: 'discontinued', permission: P.productStatus.name, reasonRequired: true },
    resume: { from: ['discontinued'], to: 'onSale', permission: P.productStatus.name },
  },
});

/** Other areas that reference products (e.g. platform SKUs) say how many rows point at one. */
type ProductReference = (db: DbOrTx, productId: number) => Promise<number>;
const references: ProductReference[] = [];
export function registerProductReference(fn: ProductReference) {
  references.push(fn);
}

export function getProductPage(ctx: AppContext, q: TProductPageQuery, lang: Language): Promise<TPage<TProduct>> {
  return productPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectProducts(ctx.db, lang)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => presentProduct({ ...r.p, brandName: r.brandName, modelCount: r.modelCount }));
  });
}

export async function getProductById(ctx: AppContext, id: number, lang: Language): Promise<TProduct> {
  return found(await findProduct(ctx.db, id, lang));
}

export async function getProductInfo(ctx: AppContext, id: number, lang: Language): Promise<TProductInfo> {
  const product = await getProductById(ctx, id, lang);
  const [models, history] = await Promise.all([modelsOf(ctx.db, id), productLifecycle.history(ctx.db, id)]);
  return {
    ...product,
    models: models.map(presentModel),
    history: history.map((h) => ({
      fromState: h.fromState,
      toState: h.toState,
      action: h.action,
      reason: h.reason,
      username: h.username,
      createTime: h.createTime,
    })),
  };
}

async function checkRefs(db: DbOrTx, body: { brandId?: number | null; productLine: string }) {
  if (!(await isProductLine(db, body.productLine))) throw new AppError(1001, { errors: [{ field: 'productLine', message: 'unknown product line' }] });
  if (body.brandId != null && !(await brandExists(db, body.brandId))) throw new AppError(1001, { errors: [{ field: 'brandId', message: 'unknown brand' }] });
}

export async function saveProduct(ctx: AppContext, req: FastifyRequest, body: TSaveProductRequest): Promise<TProduct> {
  await checkRefs(ctx.db, body);
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'product', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(products)
        .values({
          ...body,
          brandId: body.brandId ?? null,
          category: body.category ?? null,
          description: body.description ?? null,
          status: 'draft',
          createdBy: req.auth!.userId,
        })
        .returning();
      await productLifecycle.record(tx, req, { entityId: created!.id, from: null, to: 'draft', action: 'create' });
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return found(await findProduct(ctx.db, row.id, requestLanguage(req)));
}

export async function updateProduct(ctx: AppContext, req: FastifyRequest, body: TUpdateProductRequest): Promise<TProduct> {
  await checkRefs(ctx.db, body);
  const { id, version, ...values } = body;
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'product', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, products, id, version, {
        ...values,
        brandId: values.brandId ?? null,
        category: values.category ?? null,
        description: values.description ?? null,
      });
      return { result: after, targetId: id, before, after };
    }),
  );
  return found(await findProduct(ctx.db, id, requestLanguage(req)));
}

export async function deleteProduct(ctx: AppContext, req: FastifyRequest, body: TDeleteRequest): Promise<void> {
  await mutate(ctx.db, req, { module: 'product', action: 'delete' }, async (tx) => {
    const [model] = await tx
      .select({ id: productModels.id })
      .from(productModels)
      .where(and(eq(productModels.productId, body.id), eq(productModels.delFlag, false)))
      .limit(1);
    if (model) throw new AppError(1015);
    for (const count of references) if ((await count(tx, body.id)) > 0) throw new AppError(1015);
    const before = await deleteVersioned(tx, products, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}

export async function changeProductStatus(ctx: AppContext, req: FastifyRequest, body: TProductStatusRequest): Promise<TProduct> {
  await mutate(ctx.db, req, { module: 'product', action: body.action }, async (tx) => {
    const [current] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, body.id), eq(products.delFlag, false)));
    if (!current) throw new AppError(1002);
    const to = productLifecycle.check(req, current.status as TProductStatus, body.action, body.reason);
    const { before, after } = await updateVersioned(tx, products, body.id, body.version, { status: to });
    await productLifecycle.record(tx, req, { entityId: body.id, from: current.status as TProductStatus, to, action: body.action, reason: body.reason });
    return { result: after, targetId: body.id, before: { status: before.status }, after: { status: to, reason: body.reason ?? null } };
  });
  return found(await findProduct(ctx.db, body.id, requestLanguage(req)));
}

// ---- for the dictionary ----

/** Enabled brands of a product line (dictionary getProductBrandList). */
export async function brandsOfLine(db: DbOrTx, productLine: string): Promise<TBrand[]> {
  const rows = await db
    .select()
    .from(productBrands)
    .where(and(eq(productBrands.productLine, productLine), eq(productBrands.enabled, true)))
    .orderBy(asc(productBrands.sort), asc(productBrands.id));
  return rows.map((b) => ({ id: b.id, code: b.code, nameZh: b.nameZh, nameEn: b.nameEn, productLine: b.productLine }));
}

/** Enabled models of the line's products (dictionary productModel). */
export async function modelsOfLine(db: DbOrTx, productLine: string) {
  return db
    .select({ id: productModels.id, productId: productModels.productId, code: productModels.code, nameZh: productModels.nameZh, nameEn: productModels.nameEn })
    .from(productModels)
    .innerJoin(products, eq(products.id, productModels.productId))
    .where(and(eq(products.productLine, productLine), eq(products.delFlag, false), eq(productModels.delFlag, false), eq(productModels.status, 'enabled')))
    .orderBy(asc(productModels.sort), asc(productModels.id));
}

/** The product a live model belongs to (SKUs check the pair), or null. */
export async function productOfModel(db: DbOrTx, modelId: number): Promise<number | null> {
  const [m] = await db
    .select({ productId: productModels.productId })
    .from(productModels)
    .where(and(eq(productModels.id, modelId), eq(productModels.delFlag, false)));
  return m?.productId ?? null;
}

export { productByCode, productsByIds } from './products.repository';
