import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approvals/approval-names';
import { INT4_MAX } from '../common/constants';
import { pageQuery, pageResult } from '../common/envelope';
import { ZMoney, ZRemark, ZText, ZVersion } from '../kit/strings';
import { ZCurrency } from '../skus/skus';
import { SN_STATUSES, STOCK_MOVEMENT_KINDS } from './ledger';

/** Purchase orders, receipts and returns, and the inventory (/supply/purchaseOrder, /purchaseReturn, /inventory; issue 31). */
export * from './purchasing-names';

/** Computed from the approval and the lines, never set by hand. */
export const PURCHASE_ORDER_STATUSES = ['draft', 'applying', 'rejected', 'toReceive', 'partlyReceived', 'received', 'closed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_ACTIONS = ['edit', 'submit', 'receive', 'close', 'cancel'] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_ACTIONS)[number];
export const PURCHASE_RETURN_STATUSES = ['draft', 'applying', 'approved', 'rejected'] as const;
export type PurchaseReturnStatus = (typeof PURCHASE_RETURN_STATUSES)[number];
export const OVER_RECEIPT_PCT_MAX = 20;

const ZPositiveId = z.number().int().positive().max(INT4_MAX);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const ZSn = ZText.trim().min(1).max(64);
const ZQty = z.number().int().min(1).max(1_000_000);

export const ZPurchaseOrderLineInput = z.object({ skuId: ZPositiveId, qty: ZQty, unitPrice: ZMoney }).strict();
const orderShape = {
  supplierId: ZPositiveId,
  warehouseId: ZPositiveId,
  currency: ZCurrency,
  expectedDate: ZDay,
  overReceiptPct: z.number().int().min(0).max(OVER_RECEIPT_PCT_MAX).optional(),
  remark: ZRemark.optional(),
  lines: z.array(ZPurchaseOrderLineInput).min(1, 'at least one line').max(200),
};
export const ZPurchaseOrderSave = z.object(orderShape).strict();
export const ZPurchaseOrderUpdate = z.object({ id: ZPositiveId, version: ZVersion, ...orderShape }).strict();
export const ZPurchaseOrderAction = z.object({ id: ZPositiveId, version: ZVersion }).strict();
export const ZPurchaseOrderClose = z.object({ id: ZPositiveId, version: ZVersion, reason: ZText.trim().min(1, 'a reason is required').max(500) }).strict();
export type TPurchaseOrderSave = z.infer<typeof ZPurchaseOrderSave>;
export type TPurchaseOrderUpdate = z.infer<typeof ZPurchaseOrderUpdate>;

export const ZReceiptLineInput = z
  .object({
    orderLineId: ZPositiveId,
    receivedQty: z.number().int().min(0).max(1_000_000),
    rejectedQty: z.number().int().min(0).max(1_000_000).default(0),
    rejectReason: ZText.trim().max(500).optional(),
    sns: z.array(ZSn).max(10_000).optional(),
    boxNo: ZText.trim().max(64).optional(),
  })
  .strict();
export const ZPurchaseReceive = z
  .object({ id: ZPositiveId, version: ZVersion, remark: ZRemark.optional(), lines: z.array(ZReceiptLineInput).min(1, 'at least one line').max(200) })
  .strict();
export type TPurchaseReceive = z.infer<typeof ZPurchaseReceive>;

export const ZPurchaseOrderPageQuery = pageQuery(
  {
    no: ZText.trim().min(1).max(64).optional(),
    status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
    supplierId: ZPositiveId.optional(),
    warehouseId: ZPositiveId.optional(),
    createdFrom: ZDay.optional(),
    createdTo: ZDay.optional(),
  },
  ['createTime', 'no', 'expectedDate'],
);
export type TPurchaseOrderPageQuery = z.infer<typeof ZPurchaseOrderPageQuery>;

const ZApproval = z
  .object({
    requestId: z.number(),
    status: z.enum(APPROVAL_STATUSES),
    step: z.object({ seq: z.number(), nameZh: z.string(), nameEn: z.string() }).nullable(),
  })
  .nullable();

export const ZPurchaseOrder = z.object({
  id: z.number(),
  no: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  currency: z.string(),
  expectedDate: z.string(),
  overReceiptPct: z.number(),
  remark: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  totalAmount: z.number(),
  totalQty: z.number(),
  receivedQty: z.number(),
  closeReason: z.string().nullable(),
  creatorId: z.number(),
  creatorName: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number(),
  approval: ZApproval,
  allowedActions: z.array(z.enum(PURCHASE_ORDER_ACTIONS)),
});
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;
export const ZPurchaseOrderLine = z.object({
  id: z.number(),
  seq: z.number(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  serialised: z.boolean(),
  qty: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  receivedQty: z.number(),
  rejectedQty: z.number(),
  returnedQty: z.number(),
});
export type TPurchaseOrderLine = z.infer<typeof ZPurchaseOrderLine>;
export const ZPurchaseReceiptLine = z.object({
  id: z.number(),
  orderLineId: z.number(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  serialised: z.boolean(),
  receivedQty: z.number(),
  rejectedQty: z.number(),
  rejectReason: z.string().nullable(),
  returnedQty: z.number(),
  sns: z.array(z.string()),
  boxNo: z.string().nullable(),
});
export type TPurchaseReceiptLine = z.infer<typeof ZPurchaseReceiptLine>;
export const ZPurchaseReceipt = z.object({
  id: z.number(),
  no: z.string(),
  operatorName: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
  lines: z.array(ZPurchaseReceiptLine),
});
export type TPurchaseReceipt = z.infer<typeof ZPurchaseReceipt>;
export const ZPurchaseOrderDetail = ZPurchaseOrder.extend({ lines: z.array(ZPurchaseOrderLine), receipts: z.array(ZPurchaseReceipt) });
export type TPurchaseOrderDetail = z.infer<typeof ZPurchaseOrderDetail>;
export const ZPurchaseOrderPage = pageResult(ZPurchaseOrder);
/** The form's default over-receipt tolerance (server configuration PURCHASE_OVER_RECEIPT_PCT). */
export const ZPurchaseSettings = z.object({ overReceiptPct: z.number() });

// ---------------------------------------------------------------- returns
export const ZPurchaseReturnLineInput = z.object({ receiptLineId: ZPositiveId, qty: ZQty, sns: z.array(ZSn).max(10_000).optional() }).strict();
export const ZPurchaseReturnSave = z
  .object({
    orderId: ZPositiveId,
    reason: ZText.trim().min(1, 'a reason is required').max(500),
    lines: z.array(ZPurchaseReturnLineInput).min(1, 'at least one line').max(200),
  })
  .strict();
export type TPurchaseReturnSave = z.infer<typeof ZPurchaseReturnSave>;
export const ZPurchaseReturnAction = z.object({ id: ZPositiveId, version: ZVersion }).strict();
export const ZPurchaseReturnPageQuery = pageQuery(
  {
    no: ZText.trim().min(1).max(64).optional(),
    orderNo: ZText.trim().min(1).max(64).optional(),
    status: z.enum(PURCHASE_RETURN_STATUSES).optional(),
  },
  ['createTime', 'no'],
);
export type TPurchaseReturnPageQuery = z.infer<typeof ZPurchaseReturnPageQuery>;
export const ZPurchaseReturn = z.object({
  id: z.number(),
  no: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  supplierName: z.string(),
  warehouseName: z.string(),
  reason: z.string(),
  status: z.enum(PURCHASE_RETURN_STATUSES),
  totalQty: z.number(),
  creatorId: z.number(),
  creatorName: z.string(),
  createTime: z.string(),
  version: z.number(),
  approval: ZApproval,
  allowedActions: z.array(z.enum(['submit'])),
});
export type TPurchaseReturn = z.infer<typeof ZPurchaseReturn>;
export const ZPurchaseReturnLine = z.object({
  id: z.number(),
  receiptLineId: z.number(),
  receiptNo: z.string(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  serialised: z.boolean(),
  qty: z.number(),
  sns: z.array(z.string()),
});
export const ZPurchaseReturnDetail = ZPurchaseReturn.extend({ lines: z.array(ZPurchaseReturnLine) });
export type TPurchaseReturnDetail = z.infer<typeof ZPurchaseReturnDetail>;
export const ZPurchaseReturnPage = pageResult(ZPurchaseReturn);
/** What an order may still return: its receipt lines with what is left of each. */
export const ZReturnableLine = ZPurchaseReceiptLine.extend({ receiptNo: z.string(), returnable: z.number(), snsInStock: z.array(z.string()) });
export const ZReturnable = z.object({ orderId: z.number(), orderNo: z.string(), lines: z.array(ZReturnableLine) });
export type TReturnable = z.infer<typeof ZReturnable>;

// ---------------------------------------------------------------- inventory
export const ZInventoryPageQuery = pageQuery(
  {
    warehouseId: ZPositiveId.optional(),
    skuCode: ZText.trim().min(1).max(64).optional(),
    nonZero: z.boolean().optional(),
  },
  ['qty', 'sku'],
);
export type TInventoryPageQuery = z.infer<typeof ZInventoryPageQuery>;
export const ZInventoryRow = z.object({
  id: z.number(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  serialised: z.boolean(),
  warehouseId: z.number(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseType: z.string(),
  qty: z.number(),
  updateTime: z.string(),
});
export type TInventoryRow = z.infer<typeof ZInventoryRow>;
export const ZInventoryPage = pageResult(ZInventoryRow);
export const ZInventoryExportQuery = z
  .object({
    warehouseId: ZPositiveId.optional(),
    skuCode: ZText.trim().min(1).max(64).optional(),
    nonZero: z.boolean().optional(),
    sort: z
      .object({ field: z.enum(['qty', 'sku']), order: z.enum(['asc', 'desc']) })
      .strict()
      .optional(),
  })
  .strict();
export type TInventoryExportQuery = z.infer<typeof ZInventoryExportQuery>;
export const ZInventoryMovementsQuery = pageQuery({ skuId: ZPositiveId, warehouseId: ZPositiveId }, ['id']);
export type TInventoryMovementsQuery = z.infer<typeof ZInventoryMovementsQuery>;
export const ZStockMovement = z.object({
  id: z.number(),
  at: z.string(),
  qty: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  docType: z.string(),
  docId: z.number(),
  docNo: z.string(),
  sns: z.array(z.string()),
  reason: z.string().nullable(),
  operatorName: z.string(),
  balanceAfter: z.number(),
});
export const ZStockMovementPage = pageResult(ZStockMovement);
export const ZInventorySnsQuery = z.object({ skuId: ZPositiveId, warehouseId: ZPositiveId }).strict();
export const ZInventorySns = z.object({
  total: z.number(),
  records: z.array(z.object({ sn: z.string(), status: z.enum(SN_STATUSES), boxNo: z.string().nullable(), updateTime: z.string() })),
});
