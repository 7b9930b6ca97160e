import { CHAT_DEFAULT_TIME_ZONE, isIanaTimeZone } from '@diagops/contracts';

/** The zone an agent gets when the form leaves it empty: the server's own (TZ), else UTC. */
export function serverTimeZone(): string {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return tz && isIanaTimeZone(tz) ? tz : CHAT_DEFAULT_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: isIanaTimeZone(tz) ? tz : CHAT_DEFAULT_TIME_ZONE, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
    formats.set(tz, f);
  }
  return f;
}

/** The wall-clock time (HH:mm) of an instant in a zone. */
export function hmIn(tz: string, at: Date): string {
  let h = '00';
  let m = '00';
  for (const p of formatIn(tz).formatToParts(at)) {
    if (p.type === 'hour') h = p.value;
    else if (p.type === 'minute') m = p.value;
  }
  return `${h}:${m}`;
}

/**
 * Whether an instant falls within an agent's working hours, read in the agent's own zone
 * (start and end included; a start after the end spans midnight, e.g. 22:00–06:00).
 */
export function withinHours(a: { workStart: string; workEnd: string; timeZone: string }, at: Date): boolean {
  const t = hmIn(a.timeZone, at);
  return a.workStart <= a.workEnd ? t >= a.workStart && t <= a.workEnd : t >= a.workStart || t <= a.workEnd;
}
