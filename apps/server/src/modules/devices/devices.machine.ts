import { DEVICE_PERMISSIONS as P, type TDeviceAction, type TDeviceStatus } from '@diagops/contracts';
import { defineStateMachine } from '../../platform/kit/state-machine';

/** Statuses from which a device is live for the service actions (everything but locked). */
const LIVE: TDeviceStatus[] = ['unactivated', 'activated', 'disabled', 'unbound', 'transferring'];

/**
 * The device life cycle (DEV-03, DEV-06, DEV-09). Actions whose `to` equals one of their
 * `from` states and that are listed in KEEPS_STATUS leave the status as it is (warranty,
 * software, purpose, transfer change fields, not the status). Nothing leaves `locked`.
 */
export const deviceMachine = defineStateMachine<TDeviceStatus, TDeviceAction>({
  entity: 'device',
  states: ['unactivated', 'activated', 'disabled', 'locked', 'unbound', 'transferring'],
  initial: 'unactivated',
  transitions: {
    bind: { from: ['unactivated', 'unbound'], to: 'activated', permission: P.deviceBind.name },
    unbind: { from: ['activated', 'disabled', 'transferring'], to: 'unbound', permission: P.deviceUnbind.name },
    transfer: { from: ['activated', 'transferring'], to: 'activated', permission: P.deviceTransfer.name },
    extendWarranty: { from: LIVE, to: 'activated', permission: P.deviceWarranty.name },
    renewSoftware: { from: LIVE, to: 'activated', permission: P.deviceSoftware.name },
    markPurpose: { from: LIVE, to: 'activated', permission: P.deviceMark.name },
    lock: { from: LIVE, to: 'locked', permission: P.deviceLock.name },
    exchange: { from: ['unactivated', 'activated', 'disabled', 'unbound'], to: 'disabled', permission: P.deviceExchange.name },
    return: { from: ['unbound'], to: 'unactivated', permission: P.deviceReturn.name },
  },
});

/** Actions that change fields but keep the device's status. */
export const KEEPS_STATUS: ReadonlySet<TDeviceAction> = new Set(['extendWarranty', 'renewSoftware', 'markPurpose']);
