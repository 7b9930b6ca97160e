import type { Language, TProduct, TProductModel, TProductPageQuery } from '@diagops/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import { productBrands, productModels, products } from './products.tables';

export type ProductRow = typeof products.$inferSelect;
export type ModelRow = typeof productModels.$inferSelect;

export const productPage = definePage<TProductPageQuery>({
  table: products,
  base: eq(products.delFlag, false),
  filters: {
    code: (v) => startsWith(products.code, v),
    name: (v) => or(startsWith(products.nameZh, v), startsWith(products.nameEn, v)),
    productLine: (v) => eq(products.productLine, v),
    brandId: (v) => eq(products.brandId, v),
    category: (v) => eq(products.category, v),
    status: (v) => eq(products.status, v),
  },
  sortable: { code: products.code, createTime: products.createdAt, updateTime: products.updatedAt },
  defaultSort: [{ column: products.createdAt, order: 'desc' }],
  tiebreak: products.id,
});

const modelCount = sql<number>`(select count(*)::int from ${productModels} m where m.product_id = ${products.id} and m.del_flag = false)`;

function brandNameOf(lang: Language) {
  return lang === 'zh-CN' ? productBrands.nameZh : productBrands.nameEn;
}

export function presentProduct(r: ProductRow & { brandName: string | null; modelCount: number }): TProduct {
  return {
    id: r.id,
    code: r.code,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    productLine: r.productLine,
    brandId: r.brandId,
    brandName: r.brandName,
    category: r.category,
    description: r.description,
    status: r.status as TProduct['status'],
    modelCount: Number(r.modelCount),
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

export function presentModel(r: ModelRow): TProductModel {
  return {
    id: r.id,
    productId: r.productId,
    code: r.code,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    status: r.status as TProductModel['status'],
    sort: r.sort,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/** Products with their brand name (caller's language) and live model count. */
export function selectProducts(db: DbOrTx, lang: Language) {
  return db
    .select({ p: products, brandName: brandNameOf(lang), modelCount })
    .from(products)
    .leftJoin(productBrands, eq(productBrands.id, products.brandId))
    .$dynamic();
}

export async function findProduct(db: DbOrTx, id: number, lang: Language): Promise<TProduct | null> {
  const [row] = await selectProducts(db, lang).where(and(eq(products.id, id), eq(products.delFlag, false)));
  return row ? presentProduct({ ...row.p, brandName: row.brandName, modelCount: row.modelCount }) : null;
}

export async function productsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.delFlag, false)));
}

export async function productByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(sql`lower(${products.code}) = ${code.toLowerCase()}`, eq(products.delFlag, false)));
  return row ?? null;
}

export async function modelsOf(db: DbOrTx, productId: number): Promise<ModelRow[]> {
  return db
    .select()
    .from(productModels)
    .where(and(eq(productModels.productId, productId), eq(productModels.delFlag, false)))
    .orderBy(productModels.sort, productModels.id);
}

export async function brandExists(db: DbOrTx, id: number): Promise<boolean> {
  const [b] = await db
    .select({ id: productBrands.id })
    .from(productBrands)
    .where(and(eq(productBrands.id, id), eq(productBrands.enabled, true)));
  return Boolean(b);
}
