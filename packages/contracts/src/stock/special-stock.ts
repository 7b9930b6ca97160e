import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approvals/approval-names';
import { INT4_MAX } from '../common/constants';
import { pageQuery, pageResult } from '../common/envelope';
import { ZRemark, ZText, ZVersion } from '../kit/strings';
import { definePermissions } from '../permissions/registry';

/** Special in / out stock (/supply/specialStock, issue 31): samples, scrapping, gifts, found and lost goods, with a reason and an approval. */
export const SPECIAL_STOCK_ROUTE = '/supply/specialStock';
export const SPECIAL_STOCK_PERMISSIONS = definePermissions({
  view: { name: 'supply_special_stock_view', page: SPECIAL_STOCK_ROUTE, zh: '查看特殊出入库', en: 'View special stock documents' },
  add: { name: 'supply_special_stock_add', page: SPECIAL_STOCK_ROUTE, zh: '新增特殊出入库', en: 'Add special stock documents' },
  edit: { name: 'supply_special_stock_edit', page: SPECIAL_STOCK_ROUTE, zh: '编辑特殊出入库', en: 'Edit special stock documents' },
  submit: { name: 'supply_special_stock_submit', page: SPECIAL_STOCK_ROUTE, zh: '提交特殊出入库审批', en: 'Submit special stock documents for approval' },
  cancel: { name: 'supply_special_stock_cancel', page: SPECIAL_STOCK_ROUTE, zh: '取消特殊出入库', en: 'Cancel special stock documents' },
});

export const SPECIAL_STOCK_DIRECTIONS = ['in', 'out'] as const;
export type SpecialStockDirection = (typeof SPECIAL_STOCK_DIRECTIONS)[number];
export const SPECIAL_STOCK_KINDS = ['sample', 'scrap', 'gift', 'found', 'loss', 'other'] as const;
export type SpecialStockKind = (typeof SPECIAL_STOCK_KINDS)[number];
/** The kinds each direction allows: found goods only come in, scrapping and losses only go out. */
export const SPECIAL_STOCK_KINDS_OF: Record<SpecialStockDirection, readonly SpecialStockKind[]> = {
  in: ['sample', 'gift', 'found', 'other'],
  out: ['sample', 'scrap', 'gift', 'loss', 'other'],
};
/**
 * draft → applying (in approval) → approved (posted to the ledger in the approving transaction) / rejected (editable,
 * submitted again); a draft or rejected document may be cancelled (nothing posted).
 */
export const SPECIAL_STOCK_STATUSES = ['draft', 'applying', 'approved', 'rejected', 'cancelled'] as const;
export type SpecialStockStatus = (typeof SPECIAL_STOCK_STATUSES)[number];
export const SPECIAL_STOCK_ACTIONS = ['edit', 'submit', 'cancel'] as const;
export type SpecialStockAction = (typeof SPECIAL_STOCK_ACTIONS)[number];

const ZPositiveId = z.number().int().positive().max(INT4_MAX);
const ZSn = ZText.trim().min(1).max(64);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const ZSpecialStockLineInput = z
  .object({
    skuId: ZPositiveId,
    qty: z.number().int().min(1).max(1_000_000),
    /** the serial numbers moved: required for serialised SKUs (as many as the quantity), refused for others */
    sns: z.array(ZSn).max(10_000).optional(),
  })
  .strict();

const saveShape = {
  direction: z.enum(SPECIAL_STOCK_DIRECTIONS),
  kind: z.enum(SPECIAL_STOCK_KINDS),
  warehouseId: ZPositiveId,
  reason: ZText.trim().min(1, 'a reason is required').max(500),
  remark: ZRemark.optional(),
  lines: z.array(ZSpecialStockLineInput).min(1, 'at least one line').max(200),
};
export const ZSpecialStockSave = z.object(saveShape).strict();
export const ZSpecialStockUpdate = z.object({ id: ZPositiveId, version: ZVersion, ...saveShape }).strict();
export const ZSpecialStockAction = z.object({ id: ZPositiveId, version: ZVersion }).strict();
export type TSpecialStockSave = z.infer<typeof ZSpecialStockSave>;
export type TSpecialStockUpdate = z.infer<typeof ZSpecialStockUpdate>;

export const ZSpecialStockPageQuery = pageQuery(
  {
    no: ZText.trim().min(1).max(64).optional(),
    status: z.enum(SPECIAL_STOCK_STATUSES).optional(),
    direction: z.enum(SPECIAL_STOCK_DIRECTIONS).optional(),
    kind: z.enum(SPECIAL_STOCK_KINDS).optional(),
    warehouseId: ZPositiveId.optional(),
    createdFrom: ZDay.optional(),
    createdTo: ZDay.optional(),
  },
  ['createTime', 'no'],
);
export type TSpecialStockPageQuery = z.infer<typeof ZSpecialStockPageQuery>;

/** Where the document's approval stands (the approval engine's request). */
export const ZDocApproval = z.object({
  requestId: z.number(),
  status: z.enum(APPROVAL_STATUSES),
  step: z.object({ seq: z.number(), nameZh: z.string(), nameEn: z.string() }).nullable(),
});

export const ZSpecialStock = z.object({
  id: z.number(),
  no: z.string(),
  direction: z.enum(SPECIAL_STOCK_DIRECTIONS),
  kind: z.enum(SPECIAL_STOCK_KINDS),
  warehouseId: z.number(),
  warehouseName: z.string(),
  reason: z.string(),
  remark: z.string().nullable(),
  status: z.enum(SPECIAL_STOCK_STATUSES),
  lineCount: z.number(),
  totalQty: z.number(),
  creatorId: z.number(),
  creatorName: z.string(),
  postedAt: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number(),
  approval: ZDocApproval.nullable(),
  allowedActions: z.array(z.enum(SPECIAL_STOCK_ACTIONS)),
});
export type TSpecialStock = z.infer<typeof ZSpecialStock>;
export const ZSpecialStockLine = z.object({
  id: z.number(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  serialised: z.boolean(),
  qty: z.number(),
  sns: z.array(z.string()),
});
export type TSpecialStockLine = z.infer<typeof ZSpecialStockLine>;
export const ZSpecialStockDetail = ZSpecialStock.extend({ lines: z.array(ZSpecialStockLine) });
export type TSpecialStockDetail = z.infer<typeof ZSpecialStockDetail>;
export const ZSpecialStockPage = pageResult(ZSpecialStock);

/** The SKU picker of the special stock and outsourcing forms: live SKUs by code prefix, or by ids (comma separated). */
export const ZStockSkuOptionsQuery = z
  .object({
    keyword: ZText.trim().max(64).optional(),
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'ids separated by commas')
      .optional(),
  })
  .strict();
export const ZStockSkuOption = z.object({ id: z.number(), code: z.string(), name: z.string(), serialised: z.boolean() });
export type TStockSkuOption = z.infer<typeof ZStockSkuOption>;
