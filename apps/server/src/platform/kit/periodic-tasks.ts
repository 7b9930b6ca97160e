import type { AppContext } from '../context';

/** A periodic task as its area declared it: the journey clock runs the ones a move of the clock makes due. */
export type PeriodicTask = { name: string; everySeconds: number; handler: () => Promise<void> };

const registry = new WeakMap<AppContext, Map<string, PeriodicTask>>();

export function registerPeriodicTask(ctx: AppContext, task: PeriodicTask): void {
  let tasks = registry.get(ctx);
  if (!tasks) {
    tasks = new Map();
    registry.set(ctx, tasks);
  }
  tasks.set(task.name, task);
}

/** The tasks one of whose periods (counted from the epoch, as pg-boss's singleton periods are) starts in (from, to]. */
export function tasksDueBetween(ctx: AppContext, from: number, to: number): PeriodicTask[] {
  const period = (t: number, every: number) => Math.floor(t / (every * 1000));
  return [...(registry.get(ctx)?.values() ?? [])].filter((t) => period(to, t.everySeconds) > period(from, t.everySeconds));
}
