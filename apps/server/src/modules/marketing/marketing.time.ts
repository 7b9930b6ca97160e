import type { ActivityPhase } from '@diagops/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';

type Values = Record<string, unknown>;

/** Today's date (UTC) on the app's clock: the day statistics count a reach or a join on. */
export const todayOf = (ctx: AppContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10);

/**
 * Start and end of a saved or updated row as Dates (the columns' type), the update's values over the
 * row as it was; an end not after the start is refused with 102051.
 */
export function checkPeriod(values: Values, before: Values | null): Values {
  const out = { ...values };
  for (const k of ['startTime', 'endTime'] as const) if (typeof out[k] === 'string') out[k] = new Date(out[k] as string);
  const start = (out.startTime ?? before?.startTime) as Date;
  const end = (out.endTime ?? before?.endTime) as Date;
  if (end.getTime() <= start.getTime()) throw new AppError(102051);
  return out;
}

/** Not started, running or ended, by the injected clock (never stored). */
export function phaseAt(now: number, row: { startTime: unknown; endTime: unknown }): ActivityPhase {
  const start = new Date(row.startTime as Date).getTime();
  const end = new Date(row.endTime as Date).getTime();
  return now < start ? 'notStarted' : now < end ? 'running' : 'ended';
}
