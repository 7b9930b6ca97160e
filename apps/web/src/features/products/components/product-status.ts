import type { StatusStyle } from '../../../shared/kit/status-tag';

export const PRODUCT_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'products.status.draft' },
  onSale: { color: 'green', labelKey: 'products.status.onSale' },
  discontinued: { color: 'red', labelKey: 'products.status.discontinued' },
};
export const MODEL_STATUS: StatusStyle = {
  enabled: { color: 'green', labelKey: 'products.modelStatus.enabled' },
  disabled: { color: 'default', labelKey: 'products.modelStatus.disabled' },
};
