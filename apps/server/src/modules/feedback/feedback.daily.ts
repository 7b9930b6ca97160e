import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { feedback } from './feedback.tables';

/** Feedback received per UTC day in [from, to) (days YYYY-MM-DD), of one app when named (the tracking quality screen). */
export async function feedbackPerDay(db: DbOrTx, w: { from: string; to: string; appName?: string }): Promise<Array<{ day: string; n: number }>> {
  const day = sql<string>`to_char(${feedback.feedbackAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const parts: SQL[] = [gte(feedback.feedbackAt, new Date(`${w.from}T00:00:00Z`)), lt(feedback.feedbackAt, new Date(`${w.to}T00:00:00Z`))];
  if (w.appName) parts.push(sql`lower(${feedback.appName}) = ${w.appName.toLowerCase()}`);
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(and(...parts))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}
