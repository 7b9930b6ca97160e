import { APPROVAL_NOTICE_KINDS, TO_BE_APPROVED_ROUTE } from '@diagops/contracts';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { notifyStaff } from '../../platform/realtime';
import { userRolesView } from '../roles';
import { usersView } from '../users';
import { approvalActions, approvalRequests } from './approvals.tables';

/**
 * The reminder job (every 15 minutes): each applying request whose current step has waited longer
 * than APPROVAL_REMIND_HOURS and was not reminded within that period tells the step's approvers
 * (enabled users holding its role, not the creator, submitter, an editor, nor who approved
 * another step) with a bell notice linking to the inbox. A request is claimed before it is told,
 * so two instances never remind it twice. Returns how many requests were reminded.
 */
export async function remindApprovers(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<number> {
  const now = new Date(ctx.clock.now());
  const since = new Date(now.getTime() - ctx.config.APPROVAL_REMIND_HOURS * 3600_000);
  const r = approvalRequests;
  const due = await ctx.db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.status, 'applying'), lte(r.stepSince, since), or(isNull(r.lastRemindedAt), lte(r.lastRemindedAt, since))))
    .orderBy(r.submittedAt, r.id)
    .limit(500);
  let reminded = 0;
  for (const { id } of due) {
    const [req] = await ctx.db
      .update(r)
      .set({ lastRemindedAt: now })
      .where(and(eq(r.id, id), eq(r.status, 'applying'), lte(r.stepSince, since), or(isNull(r.lastRemindedAt), lte(r.lastRemindedAt, since))))
      .returning();
    if (!req) continue;
    const step = req.steps.find((s) => s.seq === req.currentSeq);
    if (!step) continue;
    const holders = await ctx.db
      .select({ id: usersView.id })
      .from(userRolesView)
      .innerJoin(usersView, eq(usersView.id, userRolesView.userId))
      .where(and(eq(userRolesView.roleId, step.roleId), eq(usersView.delFlag, false), eq(usersView.lockFlag, false)));
    const approved = await ctx.db
      .select({ userId: approvalActions.userId })
      .from(approvalActions)
      .where(
        and(
          eq(approvalActions.requestId, req.id),
          eq(approvalActions.action, 'approve'),
          sql`${approvalActions.id} > coalesce((select max(b.id) from ${approvalActions} b where b.request_id = ${req.id} and b.action = 'reset'), 0)`,
        ),
      );
    const excluded = new Set([req.creatorId, req.submitterId, ...req.editorIds, ...approved.map((a) => a.userId)]);
    const userIds = holders.map((h) => h.id).filter((u) => !excluded.has(u));
    if (userIds.length === 0) continue;
    try {
      await notifyStaff({ userIds, kind: APPROVAL_NOTICE_KINDS.remind, title: `${req.docNo} ${req.title}`, link: TO_BE_APPROVED_ROUTE });
      reminded++;
    } catch (err) {
      console.error('approvals: reminder failed', err instanceof Error ? err.message : err);
    }
  }
  return reminded;
}
