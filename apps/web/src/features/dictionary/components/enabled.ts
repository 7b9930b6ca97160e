import type { StatusStyle } from '../../../shared/kit/status-tag';

export const ENABLED: StatusStyle = {
  true: { color: 'green', labelKey: 'dictionary.on' },
  false: { color: 'default', labelKey: 'dictionary.off' },
};
