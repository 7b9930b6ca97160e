import { EXPERT_ACTIONS_OF, EXPERT_ORDER_STATUSES, EXPERT_ORDER_STEPS, groupOfStatus } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { isDanger, needsReason, ORDER_GROUPS, ORDER_STATUS } from './expert-labels';

describe('expert order labels', () => {
  it('styles every fine state and puts each in exactly one coarse group', () => {
    for (const s of EXPERT_ORDER_STATUSES) {
      expect(ORDER_STATUS[s]?.labelKey).toBe(`experts.status.${s}`);
      expect(ORDER_GROUPS).toContain(groupOfStatus(s));
    }
  });

  it('gives each party its own steps; none skips a state, reasons where the spec asks', () => {
    expect(EXPERT_ACTIONS_OF('expert')).toEqual(['accept', 'reject', 'start', 'finish']);
    expect(EXPERT_ACTIONS_OF('customer')).toEqual(['confirm', 'confirmCompletion', 'cancel']);
    expect(EXPERT_ACTIONS_OF('staff')).toEqual(['close']);
    const order = EXPERT_ORDER_STATUSES;
    for (const a of ['accept', 'confirm', 'start', 'finish', 'confirmCompletion'] as const) {
      const s = EXPERT_ORDER_STEPS[a];
      expect(s.from).toHaveLength(1);
      expect(order.indexOf(s.to)).toBe(order.indexOf(s.from[0]!) + 1);
    }
    expect(needsReason('reject') && needsReason('close')).toBe(true);
    expect(needsReason('accept')).toBe(false);
    expect(isDanger('close') && !isDanger('finish')).toBe(true);
  });
});
