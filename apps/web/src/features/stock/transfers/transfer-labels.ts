import type { StatusStyle } from '../../../shared/kit';

export const TRANSFER_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'transfers.status.draft' },
  applying: { color: 'processing', labelKey: 'transfers.status.applying' },
  approved: { color: 'success', labelKey: 'transfers.status.approved' },
  rejected: { color: 'error', labelKey: 'transfers.status.rejected' },
  shipped: { color: 'blue', labelKey: 'transfers.status.shipped' },
  partlyArrived: { color: 'cyan', labelKey: 'transfers.status.partlyArrived' },
  arrived: { color: 'green', labelKey: 'transfers.status.arrived' },
  closed: { color: 'orange', labelKey: 'transfers.status.closed' },
  cancelled: { color: 'default', labelKey: 'transfers.status.cancelled' },
};
