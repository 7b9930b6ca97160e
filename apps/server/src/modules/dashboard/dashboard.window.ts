import { AppError } from '../../platform/http/errors';

export type MonthWindow = { from: Date; to: Date; zone: number };
const HOUR = 3_600_000;

/** The instants a month starts and ends at in the zone (hours east of UTC; UTIL-10: 0 or 8). */
export function monthWindow(month: string, zone: number): MonthWindow {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1) - zone * HOUR), to: new Date(Date.UTC(y, m, 1) - zone * HOUR), zone };
}

/** The `count` months up to and including `month`, oldest first (YYYY-MM). */
export function monthsUpTo(month: string, count: number): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The month an instant falls in, in the zone. */
export function monthOf(at: number, zone: number): string {
  const d = new Date(at + zone * HOUR);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A month from 2000-01 up to the current one (in the zone) can be shown; a later one answers 79403. */
export function checkMonth(month: string, zone: number, now: number): void {
  if (month < '2000-01' || month > monthOf(now, zone)) throw new AppError(79403, { month });
}
