import type { StatusStyle } from '../../../shared/kit/status-tag';

export const PRODUCT_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'products.status.draft' },
  onSale: { color: 'green', labelKey: 'products.status.onSale' },
  discontinued: { color: 'red', labelKey: 'products.status.discontinued' },
};
