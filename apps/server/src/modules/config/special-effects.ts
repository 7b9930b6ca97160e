import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { deviceTraceBySns } from '../devices';
import { specialConfigs } from './config.tables';
import { specialConfigService } from './special-config.service';
import { specialWindow } from './special-window';

/** The job acts as nobody: its history rows carry no user. */
const SYSTEM = { auth: null } as unknown as FastifyRequest;
const BATCH = 500;

/**
 * The effects job (every 15 minutes, pg-boss): each confirmed special config that has started or
 * ended on the app's clock since the last run gets a "took effect" or "expired" row in its history,
 * once — the row is claimed before it is written, so two instances never record it twice. An SN not
 * activated yet is not started (CFG-07): its special configs take effect in the run after its
 * activation. Returns how many events were recorded.
 */
export async function recordSpecialEffects(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = new Date(ctx.clock.now());
  const due = await ctx.db
    .select()
    .from(specialConfigs)
    .where(and(eq(specialConfigs.status, 'confirmed'), isNull(specialConfigs.expiryNotedAt), lte(specialConfigs.effectAt, now)))
    .orderBy(specialConfigs.effectAt, specialConfigs.id)
    .limit(BATCH);
  const devices = await deviceTraceBySns(ctx.db, [...new Set(due.map((s) => s.sn))]);
  let recorded = 0;
  for (const s of due) {
    const w = specialWindow(s, devices.get(s.sn)?.activationTime ?? null, now);
    const events: Array<'tookEffect' | 'expired'> = [];
    if ((w.phase === 'active' || w.phase === 'expired') && !s.effectNotedAt) events.push('tookEffect');
    if (w.phase === 'expired') events.push('expired');
    for (const event of events) {
      const column = event === 'tookEffect' ? specialConfigs.effectNotedAt : specialConfigs.expiryNotedAt;
      await ctx.db.transaction(async (tx) => {
        const claimed = await tx
          .update(specialConfigs)
          .set({ [event === 'tookEffect' ? 'effectNotedAt' : 'expiryNotedAt']: now })
          .where(and(eq(specialConfigs.id, s.id), isNull(column), eq(specialConfigs.status, 'confirmed')))
          .returning({ id: specialConfigs.id });
        if (claimed.length === 0) return;
        await specialConfigService.machine!.record(tx, SYSTEM, { entityId: s.id, from: 'confirmed', to: 'confirmed', action: event as never, reason: null });
        recorded++;
      });
    }
  }
  return recorded;
}

/** How many confirmed special configs still wait for an event (the job's backlog; a test reads it). */
export async function pendingSpecialEffects(ctx: Pick<AppContext, 'db'>): Promise<number> {
  const [r] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(specialConfigs)
    .where(and(eq(specialConfigs.status, 'confirmed'), isNull(specialConfigs.expiryNotedAt)));
  return r?.n ?? 0;
}
