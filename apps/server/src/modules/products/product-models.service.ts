import { productModelResource } from '@diagops/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { productModels, products } from './products.tables';

/** Product models (/supply/productModel): generated from the declaration; a model names a live product, and shows its code and name. */
export const productModelService = resourceService(productModelResource, {
  table: productModels,
  computed: async (db, rows, _ctx, req) => {
    const zh = requestLanguage(req) === 'zh-CN';
    const ids = [...new Set(rows.map((r) => r.productId as number))];
    const found = await db
      .select({ id: products.id, code: products.code, name: zh ? products.nameZh : products.nameEn })
      .from(products)
      .where(inArray(products.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    return new Map(
      rows.map((r) => [r.id, { productCode: byId.get(r.productId as number)?.code ?? null, productName: byId.get(r.productId as number)?.name ?? null }]),
    );
  },
  rules: {
    beforeSave: async (tx, _req, values) => {
      const [p] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, values.productId as number), eq(products.delFlag, false)));
      if (!p) throw new AppError(1001, { errors: [{ field: 'productId', message: 'unknown product' }] });
      return values;
    },
  },
});
