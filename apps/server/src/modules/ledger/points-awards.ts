import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { pointsAllocations, pointsRules } from './ledger.tables';

/** The rules that award points (decision 0040); an area that awards points names one of them. */
export const POINTS_RULE = { staffGrant: 'staff_grant', cardRedeem: 'card_redeem', mallPurchase: 'mall_purchase', activity: 'activity' } as const;

const DAY = 86_400_000;

/** When an award made now under `ruleCode` expires: null when the rule has no validity (or is unknown). */
export async function awardExpiry(tx: DbOrTx, ruleCode: string, now: number): Promise<Date | null> {
  const [rule] = await tx.select({ days: pointsRules.validityDays }).from(pointsRules).where(eq(pointsRules.code, ruleCode));
  return rule?.days == null ? null : new Date(now + rule.days * DAY);
}

export type AwardRest = { id: number; expiresAt: Date | null; remaining: number };

/**
 * A customer's awards with an unused rest, in the order spends draw from them: the one expiring
 * first first, those that never expire last, the older first among equals. Call it with the
 * customer's row locked (the balance's conditional UPDATE does it) so no other spend draws between.
 * Points spent before awards were tracked (entries without allocations) are taken from the oldest
 * awards first, so the rests always add up to the balance the entries give.
 */
export async function awardRests(tx: DbOrTx, customerId: number): Promise<AwardRest[]> {
  const rows = (await tx.execute(sql`
    select a.id::int as id, a.expires_at as "expiresAt",
      (a.points - coalesce((select sum(p.points) from points_allocations p where p.award_id = a.id), 0))::int as remaining
    from value_ledger a
    where a.account = 'points' and a.customer_id = ${customerId} and a.points > 0 and a.kind in ('credit', 'opening')
    order by a.id`)) as unknown as { rows: AwardRest[] };
  const list = rows.rows.map((r) => ({ ...r, remaining: Number(r.remaining) })).filter((r) => r.remaining > 0);
  const [bal] = (
    (await tx.execute(
      sql`select coalesce(sum(points), 0)::int as b from value_ledger where account = 'points' and customer_id = ${customerId}`,
    )) as unknown as { rows: Array<{ b: number }> }
  ).rows;
  let excess = list.reduce((s, r) => s + r.remaining, 0) - Number(bal?.b ?? 0);
  for (const r of list) {
    if (excess <= 0) break;
    const take = Math.min(excess, r.remaining);
    r.remaining -= take;
    excess -= take;
  }
  return list
    .filter((r) => r.remaining > 0)
    .map((r) => ({ ...r, expiresAt: r.expiresAt ? new Date(r.expiresAt) : null }))
    .sort((a, b) => (a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) - (b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) || a.id - b.id);
}

/** Records what `entryId` (a debit or expire of `points` > 0) drew from `rests`, first first; returns the allocations. */
export async function recordDraw(
  tx: DbOrTx,
  e: { entryId: number; customerId: number; points: number; at: Date },
  rests: AwardRest[],
): Promise<Array<{ awardId: number; points: number }>> {
  const draws: Array<{ awardId: number; points: number }> = [];
  let left = e.points;
  for (const r of rests) {
    if (left <= 0) break;
    const take = Math.min(left, r.remaining);
    if (take <= 0) continue;
    draws.push({ awardId: r.id, points: take });
    r.remaining -= take;
    left -= take;
  }
  if (draws.length > 0)
    await tx
      .insert(pointsAllocations)
      .values(draws.map((d) => ({ entryId: e.entryId, awardId: d.awardId, customerId: e.customerId, points: d.points, createdAt: e.at })));
  return draws;
}

/** Customers holding an award that has expired by `now` with an unused rest (for the expiry task). */
export async function customersWithExpiredAwards(db: DbOrTx, now: Date, limit = 500): Promise<number[]> {
  const res = (await db.execute(sql`
    select distinct a.customer_id::int as id from value_ledger a
    where a.expires_at is not null and a.expires_at <= ${now.toISOString()}::timestamptz and a.account = 'points' and a.points > 0
      and a.points > coalesce((select sum(p.points) from points_allocations p where p.award_id = a.id), 0)
    limit ${limit}`)) as unknown as { rows: Array<{ id: number }> };
  return res.rows.map((r) => Number(r.id));
}
