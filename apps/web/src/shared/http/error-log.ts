/** Recent request failures (platform.md §8: "record an exception / a timeout"), newest last. */
export type ErrorRecord = { kind: 'exception' | 'timeout'; url: string; code?: number; status?: number; message: string; at: number };

const MAX = 100;
const records: ErrorRecord[] = [];

export function recordError(r: Omit<ErrorRecord, 'at'>): void {
  records.push({ ...r, at: Date.now() });
  if (records.length > MAX) records.shift();
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.warn('[http]', r.kind, r.url, r.code ?? r.status, r.message);
}

export function errorLog(): readonly ErrorRecord[] {
  return records;
}
