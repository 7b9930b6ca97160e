import { envelope, SIGNED_IN } from '@diagops/contracts';
import { z } from 'zod';
import type { Clock } from './clock';
import { ok } from './http/reply';
import type { App } from './http/types';
import { tasksDueBetween } from './kit/periodic-tasks';

/**
 * The clock of a journey server (JOURNEY_CLOCK=true, never set in a deployment): real time plus an
 * offset that only grows. A journey moves it forward instead of waiting for a quarter hour or the
 * 1st of a month; everything that reads ctx.clock (expiries, windows, schedules) sees the move.
 */
export class JourneyClock implements Clock {
  private offset = 0;
  now() {
    return Date.now() + this.offset;
  }
  /** Moves to `t` (never back); answers the time before the move. */
  moveTo(t: number): number {
    const before = this.now();
    this.offset = Math.max(this.offset, t - Date.now());
    return before;
  }
}

export function journeyClockFromEnv(env: NodeJS.ProcessEnv = process.env): JourneyClock | undefined {
  return env.JOURNEY_CLOCK === 'true' ? new JourneyClock() : undefined;
}

const ZMove = z.object({ to: z.iso.datetime({ offset: true }) }).strict();
const ZMoved = z.object({ now: z.string(), ran: z.array(z.string()), failed: z.array(z.string()) });

/**
 * `POST /{svc}-user/journey/clock { to }`: moves the journey clock and runs, one after the other, every
 * periodic task (schedulePeriodic) a period of which starts during the move, as pg-boss would have.
 * Registered only on a server started with the journey clock.
 */
export async function journeyClockRoutes(app: App) {
  const { ctx } = app;
  const clock = ctx.clock;
  if (!(clock instanceof JourneyClock)) return;
  app.log.warn('JOURNEY_CLOCK is on: signed-in users can move this server’s clock (journeys only)');
  app.post(
    ctx.svcPath('user', '/journey/clock'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Move the journey clock forward and run the periodic tasks that fall due (journey servers only)',
        tags: ['journeys'],
        body: ZMove,
        response: { 200: envelope(ZMoved) },
      },
    },
    async (req) => {
      const from = clock.moveTo(Date.parse(req.body.to));
      const ran: string[] = [];
      const failed: string[] = [];
      for (const task of tasksDueBetween(ctx, from, clock.now())) {
        try {
          await task.handler();
          ran.push(task.name);
        } catch (err) {
          req.log.error({ err, task: task.name }, 'periodic task failed after a clock move');
          failed.push(task.name);
        }
      }
      return ok(req, { now: new Date(clock.now()).toISOString(), ran, failed });
    },
  );
}
