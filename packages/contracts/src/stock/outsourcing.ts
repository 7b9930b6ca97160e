import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { pageQuery, pageResult } from '../common/envelope';
import { ZRemark, ZText, ZVersion } from '../kit/strings';
import { definePermissions } from '../permissions/registry';
import { ZDocApproval } from './special-stock';

/** Outsourcing (/supply/outsourcing, issue 31): material issued to a supplier, finished goods received back. */
export const OUTSOURCING_ROUTE = '/supply/outsourcing';
export const OUTSOURCING_PERMISSIONS = definePermissions({
  view: { name: 'supply_outsourcing_view', page: OUTSOURCING_ROUTE, zh: '查看委外加工单', en: 'View outsourcing orders' },
  add: { name: 'supply_outsourcing_add', page: OUTSOURCING_ROUTE, zh: '新增委外加工单', en: 'Add outsourcing orders' },
  edit: { name: 'supply_outsourcing_edit', page: OUTSOURCING_ROUTE, zh: '编辑委外加工单', en: 'Edit outsourcing orders' },
  submit: { name: 'supply_outsourcing_submit', page: OUTSOURCING_ROUTE, zh: '提交委外加工单审批', en: 'Submit outsourcing orders for approval' },
  issue: { name: 'supply_outsourcing_issue', page: OUTSOURCING_ROUTE, zh: '委外发料', en: 'Issue material to the supplier' },
  receive: { name: 'supply_outsourcing_receive', page: OUTSOURCING_ROUTE, zh: '委外收货', en: 'Receive finished goods' },
  close: { name: 'supply_outsourcing_close', page: OUTSOURCING_ROUTE, zh: '关闭委外加工单', en: 'Close outsourcing orders' },
  cancel: { name: 'supply_outsourcing_cancel', page: OUTSOURCING_ROUTE, zh: '取消委外加工单', en: 'Cancel outsourcing orders' },
});

/** Over-receipt tolerance of a finished line: at most expected × (1 + 5%) in all. */
export const OUTSOURCING_TOLERANCE_PERCENT = 5;
export const OUTSOURCING_STATUSES = ['draft', 'applying', 'approved', 'rejected', 'issued', 'partlyReceived', 'completed', 'closed', 'cancelled'] as const;
export type OutsourcingStatus = (typeof OUTSOURCING_STATUSES)[number];
export const OUTSOURCING_ACTIONS = ['edit', 'submit', 'issue', 'receive', 'close', 'cancel'] as const;
export type OutsourcingAction = (typeof OUTSOURCING_ACTIONS)[number];

const ZPositiveId = z.number().int().positive().max(INT4_MAX);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const ZQty = z.number().int().min(1).max(1_000_000);
const ZLineInput = z.object({ skuId: ZPositiveId, qty: ZQty }).strict();

const saveShape = {
  supplierId: ZPositiveId,
  warehouseId: ZPositiveId,
  expectedDate: ZDay,
  remark: ZRemark.optional(),
  /** the material issued to the supplier */
  materials: z.array(ZLineInput).min(1, 'at least one line').max(200),
  /** the finished goods expected back */
  products: z.array(ZLineInput).min(1, 'at least one line').max(200),
};
export const ZOutsourcingSave = z.object(saveShape).strict();
export const ZOutsourcingUpdate = z.object({ id: ZPositiveId, version: ZVersion, ...saveShape }).strict();
export const ZOutsourcingAction = z.object({ id: ZPositiveId, version: ZVersion, reason: ZRemark.optional() }).strict();
const ZSns = z.array(ZText.trim().min(1).max(64)).max(10_000);
/** Issue all the material: a serialised material line names its SNs (as many as its quantity, in the order's warehouse). */
export const ZOutsourcingIssue = z
  .object({
    id: ZPositiveId,
    version: ZVersion,
    lines: z
      .array(z.object({ lineId: ZPositiveId, sns: ZSns }).strict())
      .max(200)
      .optional(),
  })
  .strict();
export const ZOutsourcingReceive = z
  .object({
    id: ZPositiveId,
    version: ZVersion,
    lines: z
      .array(
        z
          .object({
            lineId: ZPositiveId,
            qty: ZQty,
            sns: ZSns.optional(),
          })
          .strict(),
      )
      .min(1, 'at least one line')
      .max(200),
  })
  .strict();
export type TOutsourcingSave = z.infer<typeof ZOutsourcingSave>;
export type TOutsourcingUpdate = z.infer<typeof ZOutsourcingUpdate>;
export type TOutsourcingReceive = z.infer<typeof ZOutsourcingReceive>;
export type TOutsourcingIssue = z.infer<typeof ZOutsourcingIssue>;

export const ZOutsourcingPageQuery = pageQuery(
  {
    no: ZText.trim().min(1).max(64).optional(),
    status: z.enum(OUTSOURCING_STATUSES).optional(),
    supplierId: ZPositiveId.optional(),
    warehouseId: ZPositiveId.optional(),
    createdFrom: ZDay.optional(),
    createdTo: ZDay.optional(),
  },
  ['createTime', 'no', 'expectedDate'],
);
export type TOutsourcingPageQuery = z.infer<typeof ZOutsourcingPageQuery>;

export const ZOutsourcing = z.object({
  id: z.number(),
  no: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  expectedDate: z.string(),
  remark: z.string().nullable(),
  status: z.enum(OUTSOURCING_STATUSES),
  expectedQty: z.number(),
  receivedQty: z.number(),
  issuedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
  creatorId: z.number(),
  creatorName: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number(),
  approval: ZDocApproval.nullable(),
  allowedActions: z.array(z.enum(OUTSOURCING_ACTIONS)),
});
export type TOutsourcing = z.infer<typeof ZOutsourcing>;
export const ZOutsourcingLine = z.object({
  id: z.number(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  serialised: z.boolean(),
  qty: z.number(),
  /** finished lines: received so far (material lines: 0) */
  receivedQty: z.number(),
  /** serialised material lines: the SNs issued to the supplier (others: empty; the server always sends it, optional so older fixtures still type) */
  issuedSns: z.array(z.string()).optional(),
});
export type TOutsourcingLine = z.infer<typeof ZOutsourcingLine>;
export const ZOutsourcingReceipt = z.object({
  id: z.number(),
  lineId: z.number(),
  skuCode: z.string(),
  qty: z.number(),
  sns: z.array(z.string()),
  operatorName: z.string(),
  createTime: z.string(),
});
export const ZOutsourcingDetail = ZOutsourcing.extend({
  materials: z.array(ZOutsourcingLine),
  products: z.array(ZOutsourcingLine),
  receipts: z.array(ZOutsourcingReceipt),
});
export type TOutsourcingDetail = z.infer<typeof ZOutsourcingDetail>;
export const ZOutsourcingPage = pageResult(ZOutsourcing);
