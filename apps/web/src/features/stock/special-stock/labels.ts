import type { StatusStyle } from '../../../shared/kit';

export const SS_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'stockSpecial.status.draft' },
  applying: { color: 'processing', labelKey: 'stockSpecial.status.applying' },
  approved: { color: 'success', labelKey: 'stockSpecial.status.posted' },
  rejected: { color: 'error', labelKey: 'stockSpecial.status.rejected' },
  cancelled: { color: 'default', labelKey: 'stockSpecial.status.cancelled' },
};
export const DIRECTION: StatusStyle = {
  in: { color: 'green', labelKey: 'stockSpecial.direction.in' },
  out: { color: 'orange', labelKey: 'stockSpecial.direction.out' },
};
export const KIND: StatusStyle = {
  sample: { color: 'blue', labelKey: 'stockSpecial.kind.sample' },
  scrap: { color: 'red', labelKey: 'stockSpecial.kind.scrap' },
  gift: { color: 'purple', labelKey: 'stockSpecial.kind.gift' },
  found: { color: 'green', labelKey: 'stockSpecial.kind.found' },
  loss: { color: 'volcano', labelKey: 'stockSpecial.kind.loss' },
  other: { color: 'default', labelKey: 'stockSpecial.kind.other' },
};
export const OS_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'stockSpecial.status.draft' },
  applying: { color: 'processing', labelKey: 'stockSpecial.status.applying' },
  approved: { color: 'success', labelKey: 'stockSpecial.status.approved' },
  rejected: { color: 'error', labelKey: 'stockSpecial.status.rejected' },
  issued: { color: 'blue', labelKey: 'stockSpecial.status.issued' },
  partlyReceived: { color: 'cyan', labelKey: 'stockSpecial.status.partlyReceived' },
  completed: { color: 'green', labelKey: 'stockSpecial.status.completed' },
  closed: { color: 'default', labelKey: 'stockSpecial.status.closed' },
  cancelled: { color: 'default', labelKey: 'stockSpecial.status.cancelled' },
};
