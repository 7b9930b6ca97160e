import type { TPointsRule, TPointsRuleUpdate } from '@diagops/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { pointsRules } from '../ledger';

type RuleRow = typeof pointsRules.$inferSelect;
const present = (r: RuleRow): TPointsRule => ({
  id: r.id,
  code: r.code,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  validityDays: r.validityDays,
  version: r.version,
  updatedBy: r.updatedBy,
  updateTime: r.updatedAt.toISOString(),
});

export async function listPointsRules(ctx: AppContext): Promise<TPointsRule[]> {
  return (await ctx.db.select().from(pointsRules).orderBy(asc(pointsRules.id))).map(present);
}

/** A rule's validity for awards made from now on (awards already made keep theirs); stale version 1005, unknown 1002. */
export async function updatePointsRule(ctx: AppContext, req: FastifyRequest, b: TPointsRuleUpdate): Promise<TPointsRule> {
  return mutate(ctx.db, req, { module: 'pointsRule', action: 'update' }, async (tx) => {
    const [before] = await tx.select().from(pointsRules).where(eq(pointsRules.id, b.id));
    if (!before) throw new AppError(1002);
    const [row] = await tx
      .update(pointsRules)
      .set({ validityDays: b.validityDays, version: sql`${pointsRules.version} + 1`, updatedBy: caller(req).username, updatedAt: new Date(ctx.clock.now()) })
      .where(and(eq(pointsRules.id, b.id), eq(pointsRules.version, b.version)))
      .returning();
    if (!row) throw new AppError(1005);
    return { result: present(row), targetId: row.id, before: { validityDays: before.validityDays }, after: { validityDays: row.validityDays } };
  });
}
