import type { StatusStyle } from '../../../shared/kit/status-tag';

export const RELEASE_STATE: StatusStyle = {
  draft: { color: 'default', labelKey: 'software.state.draft' },
  inReview: { color: 'blue', labelKey: 'software.state.inReview' },
  released: { color: 'green', labelKey: 'software.state.released' },
  withdrawn: { color: 'red', labelKey: 'software.state.withdrawn' },
};
export const CODE_STATUS: StatusStyle = {
  enabled: { color: 'green', labelKey: 'software.codeStatus.enabled' },
  disabled: { color: 'default', labelKey: 'software.codeStatus.disabled' },
};
/** Actions that need a reason (the server refuses them without one). */
export const REASON_ACTIONS = new Set(['reject', 'withdraw']);
