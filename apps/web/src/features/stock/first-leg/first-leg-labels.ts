import type { StatusStyle } from '../../../shared/kit';

export const FIRST_LEG_STATUS: StatusStyle = {
  planned: { color: 'default', labelKey: 'transfers.fl.status.planned' },
  inTransit: { color: 'processing', labelKey: 'transfers.fl.status.inTransit' },
  arrived: { color: 'success', labelKey: 'transfers.fl.status.arrived' },
};
export const FIRST_LEG_MODE: StatusStyle = {
  truck: { color: 'default', labelKey: 'transfers.fl.mode.truck' },
  rail: { color: 'default', labelKey: 'transfers.fl.mode.rail' },
  sea: { color: 'blue', labelKey: 'transfers.fl.mode.sea' },
  air: { color: 'purple', labelKey: 'transfers.fl.mode.air' },
  express: { color: 'cyan', labelKey: 'transfers.fl.mode.express' },
};
