import type { TJob } from '@diagops/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { presentJob } from '../../platform/kit/jobs';
import { jobs } from '../../platform/kit/kit.tables';
import { TRACKING_SUBJECT } from './tracking.excel';

/** The caller's imports or downloads of event data, newest first (the kit keeps the jobs; it has no list of them yet). */
export async function trackingJobPage(ctx: AppContext, userId: number, kind: 'import' | 'export', q: { current: number; size: number }) {
  const where = and(eq(jobs.ownerId, userId), eq(jobs.kind, kind), eq(jobs.subject, TRACKING_SUBJECT));
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where);
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return { records: rows.map(presentJob) as TJob[], total: Number(count?.n ?? 0), current: q.current, size: q.size };
}
