import type { StatusStyle } from '../../../shared/kit';

export const PLAN_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'shipments.status.draft' },
  applying: { color: 'processing', labelKey: 'shipments.status.applying' },
  approved: { color: 'success', labelKey: 'shipments.status.approved' },
  rejected: { color: 'error', labelKey: 'shipments.status.rejected' },
  shipped: { color: 'blue', labelKey: 'shipments.status.shipped' },
  cancelled: { color: 'default', labelKey: 'shipments.status.cancelled' },
};
export const TARGET_KIND: StatusStyle = {
  dealer: { color: 'purple', labelKey: 'shipments.target.dealer' },
  channel: { color: 'cyan', labelKey: 'shipments.target.channel' },
};
