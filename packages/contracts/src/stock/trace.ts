import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { ZPageSize } from '../common/envelope';
import { ZText } from '../kit/strings';

export { TRACE_PERMISSIONS } from './shipment-names';

export const ZTraceSnQuery = z.object({ sn: ZText.trim().min(1).max(64) }).strict();
export const ZTracePoLineQuery = z
  .object({
    poLineId: z.coerce.number().int().positive().max(INT4_MAX),
    current: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
    size: z.coerce.number().pipe(ZPageSize).default(20),
  })
  .strict();

export const ZTracePurchase = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  lineId: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  orderDate: z.string().nullable(),
});
export const ZTraceReceipt = z.object({ receiptId: z.number(), receiptNo: z.string(), receivedAt: z.string().nullable(), boxNo: z.string().nullable() });
export const ZTraceMovement = z.object({
  id: z.number(),
  kind: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  qty: z.number(),
  docType: z.string(),
  docId: z.number(),
  docNo: z.string(),
  at: z.string(),
  operator: z.string(),
});
export const ZTraceDealer = z.object({ id: z.number(), name: z.string() });
export const ZTraceDevice = z.object({ status: z.string(), activationTime: z.string().nullable(), bindTime: z.string().nullable(), bound: z.boolean() });

export const ZSnTrace = z.object({
  sn: z.string(),
  /** where the SN is now (the stock SN register), null when stock never held it */
  current: z.object({ status: z.string(), warehouseId: z.number().nullable(), warehouseName: z.string().nullable() }).nullable(),
  purchase: ZTracePurchase.nullable(),
  receipt: ZTraceReceipt.nullable(),
  movements: z.array(ZTraceMovement),
  /** the transfer plans it went through (document numbers, in order) */
  transfers: z.array(z.object({ docId: z.number(), docNo: z.string() })),
  shippedTo: ZTraceDealer.nullable(),
  heldBy: ZTraceDealer.nullable(),
  device: ZTraceDevice.nullable(),
});
export type TSnTrace = z.infer<typeof ZSnTrace>;

export const ZPoLineTraceRow = z.object({
  sn: z.string(),
  status: z.string(),
  warehouseId: z.number().nullable(),
  warehouseName: z.string().nullable(),
  boxNo: z.string().nullable(),
  dealer: ZTraceDealer.nullable(),
  deviceStatus: z.string().nullable(),
  activationTime: z.string().nullable(),
});
export const ZPoLineTrace = z.object({
  purchase: ZTracePurchase.nullable(),
  records: z.array(ZPoLineTraceRow),
  total: z.number(),
  current: z.number(),
  size: z.number(),
});
export type TPoLineTrace = z.infer<typeof ZPoLineTrace>;
