import { DEALER_STATUSES, DOI_STATUSES, SHIPMENT_REMARK_TYPES } from '@diagops/contracts';
import type { StatusStyle } from '../../../shared/kit';

export const DEALER_STATUS: StatusStyle = Object.fromEntries(
  DEALER_STATUSES.map((s) => [s, { color: s === 'enabled' ? 'green' : 'red', labelKey: `dealers.statusValue.${s}` }]),
);
const REMARK_COLORS: Record<string, string> = { returned: 'orange', interDealer: 'blue', factory: 'purple', exchange: 'cyan' };
/** DEALER-14 */
export const REMARK_TYPE: StatusStyle = Object.fromEntries(
  SHIPMENT_REMARK_TYPES.map((s) => [s, { color: REMARK_COLORS[s] ?? 'default', labelKey: `dealers.remarkType.${s}` }]),
);
const DOI_COLORS: Record<string, string> = { applying: 'blue', passed: 'green', rejected: 'red' };
export const DOI_STATUS: StatusStyle = Object.fromEntries(
  DOI_STATUSES.map((s) => [s, { color: DOI_COLORS[s] ?? 'default', labelKey: `dealers.doiStatus.${s}` }]),
);

export const when = (iso: string | null | undefined) => (iso ? iso.replace('T', ' ').slice(0, 19) : '-');
