import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { REMARK_MAX, ZCode, ZIds, ZKeyword, ZMoney, ZName, ZVersion } from '../kit/strings';

/** Platform SKUs: what a product model is sold as on one sales channel. */
export const SKU_STATUSES = ['enabled', 'disabled'] as const;
export const ZSkuStatus = z.enum(SKU_STATUSES);
export type TSkuStatus = z.infer<typeof ZSkuStatus>;
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD'] as const;
export const ZCurrency = z.enum(CURRENCIES);

const skuFields = {
  skuCode: ZCode,
  nameZh: ZName,
  nameEn: ZName,
  productId: ZId,
  productModelId: ZId.nullable().optional(),
  channelId: ZId,
  /** the SKU's id on the channel (seller SKU, listing id) */
  platformSkuCode: ZCode,
  price: ZMoney,
  currency: ZCurrency,
  status: ZSkuStatus.default('enabled'),
  remark: z.string().max(REMARK_MAX).nullable().optional(),
  /** moved with its serial numbers in the stock ledger (issue 31) */
  serialised: z.boolean().default(false),
};
/** platformsku/add — also the schema every imported row is checked with. */
export const ZSaveSkuRequest = z.object(skuFields).strict();
export type TSaveSkuRequest = z.infer<typeof ZSaveSkuRequest>;
export const ZUpdateSkuRequest = z.object({ id: ZId, version: ZVersion, ...skuFields }).strict();
export type TUpdateSkuRequest = z.infer<typeof ZUpdateSkuRequest>;
export const ZDeleteSkuRequest = z.object({ id: ZId, version: ZVersion }).strict();

/** platformsku/updateBatch: the same change to every selected SKU (61000 when none is selected). */
export const ZUpdateSkuBatchRequest = z
  .object({
    ids: ZIds,
    status: ZSkuStatus.optional(),
    price: ZMoney.optional(),
    currency: ZCurrency.optional(),
    remark: z.string().max(REMARK_MAX).nullable().optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.price !== undefined || b.currency !== undefined || b.remark !== undefined, {
    message: 'nothing to change',
    path: ['status'],
  });
export type TUpdateSkuBatchRequest = z.infer<typeof ZUpdateSkuBatchRequest>;

export const SKU_FILTERS = {
  skuCode: ZKeyword.optional(),
  name: ZKeyword.optional(),
  platformSkuCode: ZKeyword.optional(),
  channelId: ZId.optional(),
  productId: ZId.optional(),
  status: ZSkuStatus.optional(),
  currency: ZCurrency.optional(),
};
export const SKU_SORTABLE = ['skuCode', 'price', 'createTime', 'updateTime'] as const;
/** platformsku/skus */
export const ZSkuPageQuery = pageQuery(SKU_FILTERS, SKU_SORTABLE);
export type TSkuPageQuery = z.infer<typeof ZSkuPageQuery>;
/** platformsku/exportExcel: the list's filters and sort, every page (at most EXPORT_MAX_ROWS rows). */
export const ZSkuExportQuery = z
  .object({
    ...SKU_FILTERS,
    sort: z
      .object({ field: z.enum(SKU_SORTABLE), order: z.enum(['asc', 'desc']) })
      .strict()
      .optional(),
  })
  .strict();
export type TSkuExportQuery = z.infer<typeof ZSkuExportQuery>;
/** platformsku/query */
export const ZSkuQuery = z.object({ channelId: ZId, productId: ZId }).strict();

export const ZSku = z.object({
  id: z.number(),
  skuCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  productId: z.number(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  productModelId: z.number().nullable(),
  channelId: z.number(),
  channelCode: z.string().nullable(),
  channelName: z.string().nullable(),
  platformSkuCode: z.string(),
  price: z.number(),
  currency: ZCurrency,
  status: ZSkuStatus,
  remark: z.string().nullable(),
  serialised: z.boolean(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TSku = z.infer<typeof ZSku>;
export const ZSkuPage = pageResult(ZSku);
export const ZSkuBatchResult = z.object({ updated: z.number() });
