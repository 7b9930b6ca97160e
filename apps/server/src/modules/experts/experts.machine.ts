import {
  CUSTOMER,
  EXPERT_ORDER_STATUSES,
  EXPERT_ORDER_STEPS,
  EXPERT_PERMISSIONS as P,
  type TExpertOrderAction,
  type TExpertOrderStatus,
  type TOrderParty,
} from '@diagops/contracts';
import { defineStateMachine, type Transition } from '../../platform/kit/state-machine';

/** The permission a console party needs for its steps; the customer's steps need a customer token. */
const PERMISSION: Record<TOrderParty, string> = { expert: P.orderHandle.name, staff: P.orderCancel.name, customer: CUSTOMER };

/**
 * The expert order on the kit's state machine, from the contracts' step table (the console's
 * buttons read the same table). Each step also names the ONE party allowed to take it
 * (EXPERT_ORDER_STEPS[a].by), which the service checks before the machine does.
 */
export const orderMachine = defineStateMachine<TExpertOrderStatus, TExpertOrderAction>({
  entity: 'expertOrder',
  states: EXPERT_ORDER_STATUSES,
  initial: 'waitingAcceptance',
  transitions: Object.fromEntries(
    Object.entries(EXPERT_ORDER_STEPS).map(([a, s]) => [a, { from: s.from, to: s.to, permission: PERMISSION[s.by], reasonRequired: s.reason ?? false }]),
  ) as Record<TExpertOrderAction, Transition<TExpertOrderStatus>>,
});
