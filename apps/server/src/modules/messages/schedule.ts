import type { TMessageSchedule } from '@diagops/contracts';

/**
 * MSG-13/19: firings computed in the chosen IANA time zone with Intl (daylight-saving correct),
 * kept and shown in GMT. A local time that does not exist (spring forward) moves forward by the
 * gap; one that exists twice (fall back) takes the earlier instant.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

export function isTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in tz of an instant, as if it were UTC (ms). */
function wallOf(tz: string, utcMs: number): number {
  const p: Record<string, number> = {};
  for (const part of formatter(tz).formatToParts(new Date(utcMs))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
}

/** The instant of a local wall-clock time in tz. */
export function zonedToUtc(tz: string, y: number, m: number, d: number, h: number, min: number): number {
  const local = Date.UTC(y, m - 1, d, h, min);
  const before = wallOf(tz, local - 86_400_000) - (local - 86_400_000);
  const after = wallOf(tz, local + 86_400_000) - (local + 86_400_000);
  const candidates = [...new Set([local - before, local - after])].filter((u) => wallOf(tz, u) === local).sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0]!;
  // a gap: the offset before the change puts it after the gap, by the gap's length
  return local - before;
}

type Civil = { y: number; m: number; d: number };
const parseDate = (s: string): Civil => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const civilMs = (c: Civil) => Date.UTC(c.y, c.m - 1, c.d);
const fromMs = (ms: number): Civil => {
  const x = new Date(ms);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const DAY = 86_400_000;
/** ISO weekday, 1 = Monday … 7 = Sunday */
const weekday = (c: Civil) => ((new Date(civilMs(c)).getUTCDay() + 6) % 7) + 1;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function isValidDate(s: string): boolean {
  const c = parseDate(s);
  return c.m >= 1 && c.m <= 12 && c.d >= 1 && c.d <= daysIn(c.y, c.m);
}

/** The k-th local date of the schedule (k from 0), or null past the end date. */
function nthDate(s: TMessageSchedule, k: number): Civil | null {
  const start = parseDate(s.date);
  let c: Civil;
  if (s.repeat === 'none') {
    if (k > 0) return null;
    c = start;
  } else if (s.repeat === 'daily') c = fromMs(civilMs(start) + k * DAY);
  else if (s.repeat === 'weekly') {
    const want = s.weekday ?? weekday(start);
    const first = civilMs(start) + ((((want - weekday(start)) % 7) + 7) % 7) * DAY;
    c = fromMs(first + k * 7 * DAY);
  } else {
    const months = start.m - 1 + k;
    const y = start.y + Math.floor(months / 12);
    const m = (months % 12) + 1;
    c = { y, m, d: Math.min(start.d, daysIn(y, m)) };
  }
  if (s.endDate && civilMs(c) > civilMs(parseDate(s.endDate))) return null;
  return c;
}

function firingAt(s: TMessageSchedule, c: Civil): number {
  const [h, min] = s.time.split(':').map(Number) as [number, number];
  return zonedToUtc(s.timeZone, c.y, c.m, c.d, h, min);
}

/** The first firing strictly after `afterMs` (or the first of all), null when none is left. */
export function nextFiring(s: TMessageSchedule, afterMs = Number.NEGATIVE_INFINITY): number | null {
  // jump close to afterMs for long daily/weekly series instead of walking from the start
  let k = 0;
  if (Number.isFinite(afterMs) && (s.repeat === 'daily' || s.repeat === 'weekly')) {
    const step = s.repeat === 'daily' ? DAY : 7 * DAY;
    k = Math.max(0, Math.floor((afterMs - civilMs(parseDate(s.date))) / step) - 2);
  }
  for (let i = 0; i < 100_000; i++, k++) {
    const c = nthDate(s, k);
    if (!c) return null;
    const at = firingAt(s, c);
    if (at > afterMs) return at;
  }
  return null;
}

/** The last firing (the end date's), null when the series has no end. */
export function lastFiring(s: TMessageSchedule): number | null {
  if (s.repeat === 'none') return nextFiring(s);
  if (!s.endDate) return null;
  let last: number | null = null;
  for (let k = 0; k < 100_000; k++) {
    const c = nthDate(s, k);
    if (!c) break;
    last = firingAt(s, c);
  }
  return last;
}
