import type { SPECIAL_PHASES } from '@diagops/contracts';

const DAY_MS = 86_400_000;
export type SpecialPhase = keyof typeof SPECIAL_PHASES;
type Special = { effectType: string; effectAt: Date; durationDays: number };

/**
 * When a special config is in effect for its SN (CFG-07): never before the SN's activation. "On
 * activation" starts at the activation; "at the effect time" at the later of the effect time and
 * the activation. The duration counts from the start.
 */
export function specialWindow(s: Special, activationTime: Date | null, at: Date): { phase: SpecialPhase; start: Date | null; end: Date | null } {
  if (!activationTime || activationTime.getTime() > at.getTime()) return { phase: 'awaitingActivation', start: null, end: null };
  const start = s.effectType === 'onActivation' ? activationTime : new Date(Math.max(s.effectAt.getTime(), activationTime.getTime()));
  const end = new Date(start.getTime() + s.durationDays * DAY_MS);
  const phase: SpecialPhase = at < start ? 'scheduled' : at >= end ? 'expired' : 'active';
  return { phase, start, end };
}
