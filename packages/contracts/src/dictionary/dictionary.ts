import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { REMARK_MAX, ZKeyword, ZVersion } from '../kit/strings';
import { ZProductLine } from '../products/products';

/** A dictionary category code, e.g. card_type, feedback_urgency. */
export const ZDicCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'lowercase letters, digits and _');
/** An entry value: what other tables store (e.g. '273'). */
export const ZDicValue = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits and - _ .');
const ZLabel = z.string().trim().min(1).max(128);

export const ZDicProductParam = z.object({ product: ZProductLine }).strict();
export const ZDicCodeParam = z.object({ product: ZProductLine, code: ZDicCode }).strict();
/** Warehouse type codes getWarehouse/{type} answers: 1 own, 2 overseas, 3 third-party (platform fulfilment); the supply area names them (WAREHOUSE_TYPES). */
export const DIC_WAREHOUSE_TYPE_CODES = [1, 2, 3] as const;
export const ZWarehouseParams = z
  .object({ product: ZProductLine, type: z.coerce.number().int().min(1).max(3), delFlag: z.coerce.number().int().min(0).max(1).optional() })
  .strict();

/** Body of getCategoryName: which categories to name. */
export const ZCategoryNameQuery = z.object({ codes: z.array(ZDicCode).max(100).optional(), keyword: ZKeyword.optional() }).strict();
export type TCategoryNameQuery = z.infer<typeof ZCategoryNameQuery>;
export const ZCategoryName = z.object({ code: z.string(), name: z.string(), nameZh: z.string(), nameEn: z.string() });

/** getSysDic/{code} entries: label in the caller's language plus both labels. */
export const ZSysDicEntry = z.object({ value: z.string(), label: z.string(), labelZh: z.string(), labelEn: z.string(), sort: z.number() });
export type TSysDicEntry = z.infer<typeof ZSysDicEntry>;

export const ZNamedRef = z.object({ id: z.number(), code: z.string(), name: z.string(), nameZh: z.string(), nameEn: z.string() });
export const ZWarehouseRef = ZNamedRef.extend({ type: z.number(), delFlag: z.number() });
export const ZProductModelRef = ZNamedRef.extend({ productId: z.number() });

// ---- maintenance ----
const categoryFields = {
  code: ZDicCode,
  nameZh: ZLabel,
  nameEn: ZLabel,
  description: z.string().max(REMARK_MAX).nullable().optional(),
  sort: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
};
export const ZSaveDicCategoryRequest = z.object(categoryFields).strict();
export type TSaveDicCategoryRequest = z.infer<typeof ZSaveDicCategoryRequest>;
export const ZUpdateDicCategoryRequest = z.object({ id: ZId, version: ZVersion, ...categoryFields }).strict();
export type TUpdateDicCategoryRequest = z.infer<typeof ZUpdateDicCategoryRequest>;
export const ZDicCategoryPageQuery = pageQuery({ code: ZKeyword.optional(), name: ZKeyword.optional(), enabled: z.boolean().optional() }, [
  'code',
  'sort',
  'createTime',
] as const);
export type TDicCategoryPageQuery = z.infer<typeof ZDicCategoryPageQuery>;
export const ZDicCategory = z.object({
  id: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  description: z.string().nullable(),
  sort: z.number(),
  enabled: z.boolean(),
  builtIn: z.boolean(),
  entryCount: z.number(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TDicCategory = z.infer<typeof ZDicCategory>;
export const ZDicCategoryPage = pageResult(ZDicCategory);

const entryFields = {
  categoryId: ZId,
  value: ZDicValue,
  labelZh: ZLabel,
  labelEn: ZLabel,
  /** null: every product line */
  productLine: ZProductLine.nullable().optional(),
  sort: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
};
export const ZSaveDicEntryRequest = z.object(entryFields).strict();
export type TSaveDicEntryRequest = z.infer<typeof ZSaveDicEntryRequest>;
export const ZUpdateDicEntryRequest = z.object({ id: ZId, version: ZVersion, ...entryFields }).strict();
export type TUpdateDicEntryRequest = z.infer<typeof ZUpdateDicEntryRequest>;
export const ZDicEntryPageQuery = pageQuery({ categoryId: ZId, value: ZKeyword.optional(), label: ZKeyword.optional(), enabled: z.boolean().optional() }, [
  'value',
  'sort',
  'createTime',
] as const);
export type TDicEntryPageQuery = z.infer<typeof ZDicEntryPageQuery>;
export const ZDicEntry = z.object({
  id: z.number(),
  categoryId: z.number(),
  value: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  productLine: z.string().nullable(),
  sort: z.number(),
  enabled: z.boolean(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TDicEntry = z.infer<typeof ZDicEntry>;
export const ZDicEntryPage = pageResult(ZDicEntry);
