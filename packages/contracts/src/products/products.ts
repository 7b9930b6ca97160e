import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { REMARK_MAX, ZCode, ZKeyword, ZName, ZVersion } from '../kit/strings';
import { PRODUCT_MODEL_CONTRACTS, ZModelStatus } from './product-models';

/** Product lifecycle: draft → on sale → discontinued (a reason is required) → on sale again. */
export const PRODUCT_STATUSES = ['draft', 'onSale', 'discontinued'] as const;
export const ZProductStatus = z.enum(PRODUCT_STATUSES);
export type TProductStatus = z.infer<typeof ZProductStatus>;
export const PRODUCT_ACTIONS = ['publish', 'discontinue', 'resume'] as const;
export const ZProductAction = z.enum(PRODUCT_ACTIONS);

/** The product line a product, brand or dictionary entry belongs to (the {product} path segment). */
export const ZProductLine = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[a-z][a-z0-9_-]*$/, 'lowercase letters, digits, - and _');

const productFields = {
  code: ZCode,
  nameZh: ZName,
  nameEn: ZName,
  productLine: ZProductLine,
  brandId: ZId.nullable().optional(),
  /** value of the dictionary category product_category */
  category: z.string().trim().max(64).nullable().optional(),
  description: z.string().max(REMARK_MAX).nullable().optional(),
};

export const ZSaveProductRequest = z.object(productFields).strict();
export type TSaveProductRequest = z.infer<typeof ZSaveProductRequest>;
export const ZUpdateProductRequest = z.object({ id: ZId, version: ZVersion, ...productFields }).strict();
export type TUpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;

export const ZProductStatusRequest = z.object({ id: ZId, version: ZVersion, action: ZProductAction, reason: z.string().trim().max(500).optional() }).strict();
export type TProductStatusRequest = z.infer<typeof ZProductStatusRequest>;

export const ZDeleteRequest = z.object({ id: ZId, version: ZVersion }).strict();
export type TDeleteRequest = z.infer<typeof ZDeleteRequest>;

export const PRODUCT_SORTABLE = ['code', 'createTime', 'updateTime'] as const;
export const ZProductPageQuery = pageQuery(
  {
    code: ZKeyword.optional(),
    name: ZKeyword.optional(),
    productLine: ZProductLine.optional(),
    brandId: ZId.optional(),
    category: z.string().max(64).optional(),
    status: ZProductStatus.optional(),
  },
  PRODUCT_SORTABLE,
);
export type TProductPageQuery = z.infer<typeof ZProductPageQuery>;

export const ZProduct = z.object({
  id: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  productLine: z.string(),
  brandId: z.number().nullable(),
  brandName: z.string().nullable(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  status: ZProductStatus,
  modelCount: z.number(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductPage = pageResult(ZProduct);

/** Product models: declared in product-models.ts; the form checks with the derived save schema. */
export const ZSaveProductModelRequest = PRODUCT_MODEL_CONTRACTS.ZSave;
export type TSaveProductModelRequest = {
  productId: number;
  code: string;
  nameZh: string;
  nameEn: string;
  status?: z.infer<typeof ZModelStatus>;
  sort?: number;
};
export type TUpdateProductModelRequest = TSaveProductModelRequest & { id: number; version: number };

/** A model as a product's detail lists it. */
export const ZProductModel = z.object({
  id: z.number(),
  productId: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  status: ZModelStatus,
  sort: z.number(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TProductModel = z.infer<typeof ZProductModel>;

export const ZProductInfo = ZProduct.extend({
  models: z.array(ZProductModel),
  history: z.array(
    z.object({
      fromState: z.string().nullable(),
      toState: z.string(),
      action: z.string(),
      reason: z.string().nullable(),
      username: z.string().nullable(),
      createTime: z.string(),
    }),
  ),
});
export type TProductInfo = z.infer<typeof ZProductInfo>;

/** Brands (dictionary getProductBrandList) */
export const ZBrand = z.object({ id: z.number(), code: z.string(), nameZh: z.string(), nameEn: z.string(), productLine: z.string() });
export type TBrand = z.infer<typeof ZBrand>;

/** A row of the model list: the model with its product's code and name and the caller's actions. */
export type TProductModelRow = TProductModel & { productCode: string | null; productName: string | null; allowedActions: string[] };
