import { describe, expect, it } from 'vitest';
import type { AppContext } from './context';
import { JourneyClock } from './journey-clock';
import { registerPeriodicTask, tasksDueBetween } from './kit/periodic-tasks';

describe('journey clock', () => {
  it('moves forward only', () => {
    const clock = new JourneyClock();
    const start = clock.now();
    clock.moveTo(start + 3_600_000);
    expect(clock.now() - start).toBeGreaterThanOrEqual(3_600_000);
    const before = clock.moveTo(start);
    expect(clock.now()).toBeGreaterThanOrEqual(before);
  });

  it('runs the periodic tasks a period of which starts during the move, as pg-boss would', () => {
    const ctx = {} as AppContext;
    const noop = async () => {};
    registerPeriodicTask(ctx, { name: 'quarter', everySeconds: 900, handler: noop });
    registerPeriodicTask(ctx, { name: 'hourly', everySeconds: 3600, handler: noop });
    const names = (from: string, to: string) => tasksDueBetween(ctx, Date.parse(from), Date.parse(to)).map((t) => t.name);
    expect(names('2026-11-29T10:01:00Z', '2026-11-29T10:14:59Z')).toEqual([]);
    expect(names('2026-11-29T10:01:00Z', '2026-11-29T10:15:00Z')).toEqual(['quarter']);
    expect(names('2026-11-29T10:50:00Z', '2026-11-29T11:05:00Z')).toEqual(['quarter', 'hourly']);
    expect(tasksDueBetween({} as AppContext, 0, Date.now())).toEqual([]);
  });
});
