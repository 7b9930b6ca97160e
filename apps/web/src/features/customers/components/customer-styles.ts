import type { StatusStyle } from '../../../shared/kit';

export const CLASSIFICATION: StatusStyle = {
  normal: { color: 'default', labelKey: 'customers.classValue.normal' },
  beta: { color: 'purple', labelKey: 'customers.classValue.beta' },
};
export const CUSTOMER_STATUS: StatusStyle = {
  enabled: { color: 'green', labelKey: 'customers.statusValue.enabled' },
  disabled: { color: 'default', labelKey: 'customers.statusValue.disabled' },
};
export const SFD_STATUS: StatusStyle = {
  none: { color: 'default', labelKey: 'customers.sfdValue.none' },
  pending: { color: 'orange', labelKey: 'customers.sfdValue.pending' },
  passed: { color: 'green', labelKey: 'customers.sfdValue.passed' },
  rejected: { color: 'red', labelKey: 'customers.sfdValue.rejected' },
};
export const FORECAST_STATUS: StatusStyle = {
  pending: { color: 'orange', labelKey: 'customers.forecastValue.pending' },
  converted: { color: 'green', labelKey: 'customers.forecastValue.converted' },
};
