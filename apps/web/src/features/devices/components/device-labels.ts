import { CARD_STATUSES, DEVICE_STATUSES, DEVICE_PERMISSIONS as P, type TDeviceAction } from '@diagops/contracts';
import type { StatusStyle } from '../../../shared/kit';

const COLORS: Record<string, string> = {
  unactivated: 'default',
  activated: 'green',
  disabled: 'orange',
  locked: 'red',
  unbound: 'blue',
  transferring: 'purple',
};
export const DEVICE_STATUS: StatusStyle = Object.fromEntries(
  DEVICE_STATUSES.map((s) => [s, { color: COLORS[s] ?? 'default', labelKey: `devices.statusValue.${s}` }]),
);
const CARD_COLORS: Record<string, string> = {
  shipped: 'blue',
  sold: 'green',
  gifted: 'cyan',
  locked: 'red',
  taken: 'purple',
  redeemed: 'default',
  occupied: 'orange',
  refunded: 'magenta',
};
export const CARD_STATUS: StatusStyle = Object.fromEntries(
  CARD_STATUSES.map((s) => [s, { color: CARD_COLORS[s] ?? 'default', labelKey: `devices.cardStatus.${s}` }]),
);

/** The permission each device action needs (the server checks it again). */
export const ACTION_PERMISSION: Record<TDeviceAction, string> = {
  bind: P.deviceBind.name,
  unbind: P.deviceUnbind.name,
  transfer: P.deviceTransfer.name,
  acceptTransfer: P.deviceTransfer.name,
  declineTransfer: P.deviceTransfer.name,
  cancelTransfer: P.deviceTransfer.name,
  extendWarranty: P.deviceWarranty.name,
  renewSoftware: P.deviceSoftware.name,
  setRegistrationCode: P.deviceSoftware.name,
  markPurpose: P.deviceMark.name,
  lock: P.deviceLock.name,
  exchange: P.deviceExchange.name,
  return: P.deviceReturn.name,
};

/** Day and time in the browser's zone, or '-' */
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');
