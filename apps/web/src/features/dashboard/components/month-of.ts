/** The month (YYYY-MM) an instant falls in, hours east of UTC. */
export function monthOf(at: number, zone: number): string {
  const d = new Date(at + zone * 3_600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The month and zone of the address (?month=2026-10&zone=0), else this month in UTC+8. */
export function readPeriod(params: URLSearchParams, now: number): { month: string; zone: 0 | 8 } {
  const zone = params.get('zone') === '0' ? 0 : 8;
  const month = params.get('month') ?? '';
  return { zone, month: MONTH.test(month) && month <= monthOf(now, zone) ? month : monthOf(now, zone) };
}
