import type { StatusStyle } from '../../../shared/kit/status-tag';

export const CHANNEL_ENABLED: StatusStyle = {
  true: { color: 'green', labelKey: 'channels.enabled' },
  false: { color: 'default', labelKey: 'channels.disabled' },
};
