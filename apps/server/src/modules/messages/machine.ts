import { MESSAGE_PERMISSIONS as P, type TMessageAction, type TMessageState } from '@diagops/contracts';
import { defineStateMachine } from '../../platform/kit/state-machine';

/** MSG-01…05 on the kit's state machine; every step goes to the state history and the operation log. */
export const messageMachine = defineStateMachine<TMessageState, TMessageAction>({
  entity: 'message',
  states: ['new', 'reviewing', 'approved', 'published', 'completed', 'disabled'],
  initial: 'new',
  transitions: {
    submit: { from: ['new'], to: 'reviewing', permission: P.messageEdit.name },
    pass: { from: ['reviewing'], to: 'approved', permission: P.messageReview.name },
    fail: { from: ['reviewing'], to: 'new', permission: P.messageReview.name, reasonRequired: true },
    revoke: { from: ['reviewing'], to: 'new', permission: P.messageEdit.name },
    send: { from: ['approved'], to: 'published', permission: P.messageSend.name },
    cancelSend: { from: ['published'], to: 'approved', permission: P.messageSend.name },
    disable: { from: ['approved', 'published'], to: 'disabled', permission: P.messageSend.name },
    complete: { from: ['published'], to: 'completed', permission: P.messageSend.name },
  },
});
