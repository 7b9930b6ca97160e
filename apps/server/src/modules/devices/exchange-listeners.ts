import type { Tx } from '../../platform/db/client';

/** What an exchange did: the old device (now disabled, without owner) and the new one that took its place. */
export type DeviceExchange = {
  oldDeviceId: number;
  oldSn: string;
  newDeviceId: number;
  newSn: string;
  note: string;
  at: Date;
  actor: { id: number; name: string | null };
};
/** Runs inside the exchange's transaction: a failure undoes the whole exchange. */
export type ExchangeListener = (tx: Tx, e: DeviceExchange) => Promise<void>;

const listeners: ExchangeListener[] = [];

/**
 * Areas above devices that keep something per SN (the dealers' stock and allocation records)
 * install a listener at start; devices never import them (docs/development.md, area order).
 * Installing the same function twice (a second app in one process) keeps one.
 */
export function onDeviceExchanged(fn: ExchangeListener): void {
  if (!listeners.includes(fn)) listeners.push(fn);
}

export async function tellExchange(tx: Tx, e: DeviceExchange): Promise<void> {
  for (const fn of listeners) await fn(tx, e);
}
