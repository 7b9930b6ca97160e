import { EXPERT_ORDER_GROUPS, EXPERT_ORDER_STATUSES, EXPERT_ORDER_STEPS, REMOTE_SESSION_STATES, type TExpertOrderAction } from '@diagops/contracts';
import dayjs from 'dayjs';
import type { StatusStyle } from '../../../shared/kit';

const COLORS: Record<string, string> = {
  waitingAcceptance: 'gold',
  waitingConfirmation: 'cyan',
  waitingService: 'blue',
  inService: 'purple',
  waitingCompletion: 'geekblue',
  completed: 'green',
  cancelled: 'default',
};
export const ORDER_STATUS: StatusStyle = Object.fromEntries(
  EXPERT_ORDER_STATUSES.map((s) => [s, { color: COLORS[s] ?? 'default', labelKey: `experts.status.${s}` }]),
);
export const ORDER_GROUPS = Object.keys(EXPERT_ORDER_GROUPS) as Array<keyof typeof EXPERT_ORDER_GROUPS>;

const SESSION_COLORS: Record<string, string> = { available: 'green', reserved: 'gold', inSession: 'blue', unavailable: 'default' };
export const SESSION_STATE: StatusStyle = Object.fromEntries(
  REMOTE_SESSION_STATES.map((s) => [s, { color: SESSION_COLORS[s] ?? 'default', labelKey: `experts.session.${s}` }]),
);

export const ENABLED: StatusStyle = {
  true: { color: 'green', labelKey: 'experts.enabled' },
  false: { color: 'red', labelKey: 'experts.disabled' },
};

/** Console steps that ask for a reason (reject, close); the server checks it again. */
export const needsReason = (a: TExpertOrderAction) => EXPERT_ORDER_STEPS[a].reason === true;
/** Steps that end an order: asked twice. */
export const isDanger = (a: TExpertOrderAction) => EXPERT_ORDER_STEPS[a].to === 'cancelled';

/** "2026-11-24 05:00:00" in the browser's zone (as the lists show times), or '-' */
export const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-');
