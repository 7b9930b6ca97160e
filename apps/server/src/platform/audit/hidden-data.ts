import type { DbOrTx } from '../db/client';

/** Data hidden from a customer's view, kept whole (the logs area's hidden-data backup list). */
export type HiddenDataRecord = {
  kind: string;
  ownerRef: string;
  summary?: string | null;
  hiddenBy?: string | null;
  payload: Record<string, unknown>;
  at: Date;
};
type Writer = (tx: DbOrTx, d: HiddenDataRecord) => Promise<number>;

let writer: Writer | null = null;

/** The logs area installs its writer at start: an area that hides data sits below logs and cannot import it. */
export function installHiddenDataBackup(w: Writer): void {
  writer = w;
}

/** Keeps what an area hides from a customer, in the hiding area's own transaction (throws when no writer is installed: fails closed). */
export function keepHiddenData(tx: DbOrTx, d: HiddenDataRecord): Promise<number> {
  if (!writer) throw new Error('the hidden-data backup is not installed (the logs area installs it)');
  return writer(tx, d);
}
