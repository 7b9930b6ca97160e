import type { StatusStyle } from '../../../shared/kit';

export const ORDER_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'stock.orderStatus.draft' },
  applying: { color: 'processing', labelKey: 'stock.orderStatus.applying' },
  rejected: { color: 'red', labelKey: 'stock.orderStatus.rejected' },
  toReceive: { color: 'blue', labelKey: 'stock.orderStatus.toReceive' },
  partlyReceived: { color: 'orange', labelKey: 'stock.orderStatus.partlyReceived' },
  received: { color: 'green', labelKey: 'stock.orderStatus.received' },
  closed: { color: 'default', labelKey: 'stock.orderStatus.closed' },
  cancelled: { color: 'default', labelKey: 'stock.orderStatus.cancelled' },
};
export const RETURN_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'stock.returnStatus.draft' },
  applying: { color: 'processing', labelKey: 'stock.returnStatus.applying' },
  approved: { color: 'green', labelKey: 'stock.returnStatus.approved' },
  rejected: { color: 'red', labelKey: 'stock.returnStatus.rejected' },
};
