import { DEVICE_ACTION_FROM as FROM, DEVICE_PERMISSIONS as P, type TDeviceAction, type TDeviceStatus } from '@diagops/contracts';
import { defineStateMachine } from '../../platform/kit/state-machine';

/**
 * The device life cycle (DEV-03, DEV-06, DEV-09). Actions whose `to` equals one of their
 * `from` states and that are listed in KEEPS_STATUS leave the status as it is (warranty,
 * software, purpose change fields, not the status). Nothing leaves `locked`. A transfer
 * leaves the device its owner's until the receiver accepts it; accept and decline are the
 * receiving customer's, cancel is staff's.
 */
export const deviceMachine = defineStateMachine<TDeviceStatus, TDeviceAction>({
  entity: 'device',
  states: ['unactivated', 'activated', 'disabled', 'locked', 'unbound', 'transferring'],
  initial: 'unactivated',
  transitions: {
    bind: { from: FROM.bind, to: 'activated', permission: P.deviceBind.name },
    unbind: { from: FROM.unbind, to: 'unbound', permission: P.deviceUnbind.name },
    // the device waits for the receiver, who accepts or declines through the customer API
    transfer: { from: FROM.transfer, to: 'transferring', permission: P.deviceTransfer.name },
    acceptTransfer: { from: FROM.acceptTransfer, to: 'activated', permission: P.deviceTransfer.name },
    declineTransfer: { from: FROM.declineTransfer, to: 'activated', permission: P.deviceTransfer.name },
    cancelTransfer: { from: FROM.cancelTransfer, to: 'activated', permission: P.deviceTransfer.name },
    extendWarranty: { from: FROM.extendWarranty, to: 'activated', permission: P.deviceWarranty.name },
    renewSoftware: { from: FROM.renewSoftware, to: 'activated', permission: P.deviceSoftware.name },
    // the code a customer binds the device with is software's registration code
    setRegistrationCode: { from: FROM.setRegistrationCode, to: 'activated', permission: P.deviceSoftware.name },
    markPurpose: { from: FROM.markPurpose, to: 'activated', permission: P.deviceMark.name },
    lock: { from: FROM.lock, to: 'locked', permission: P.deviceLock.name },
    exchange: { from: FROM.exchange, to: 'disabled', permission: P.deviceExchange.name },
    return: { from: FROM.return, to: 'unactivated', permission: P.deviceReturn.name },
  },
});

/** Actions that change fields but keep the device's status. */
export const KEEPS_STATUS: ReadonlySet<TDeviceAction> = new Set(['extendWarranty', 'renewSoftware', 'setRegistrationCode', 'markPurpose']);

/** Actions only the receiving customer takes (through the customer API), never staff. */
export const CUSTOMER_ONLY: ReadonlySet<TDeviceAction> = new Set(['acceptTransfer', 'declineTransfer']);
