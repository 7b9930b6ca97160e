import { type EXPERT_NOTICE_KINDS, expertOrderPath } from '@diagops/contracts';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notifyStaff } from '../../platform/realtime';
import type { OrderRow } from './experts.repository';
import { experts } from './experts.tables';

type Kind = (typeof EXPERT_NOTICE_KINDS)[keyof typeof EXPERT_NOTICE_KINDS];

/**
 * Tells experts of an order (bell notice, pushed to their open consoles), after the change
 * committed: an expert is a console account (`experts.user_id`), so the notice goes to that
 * user. The title is the order number and VIN, the same in either language; the console names
 * the kind in the reader's language and the link opens the order. Nobody is told of their own
 * action, and a failed notice is logged, never undoing the change.
 */
export async function tellExperts(ctx: AppContext, req: FastifyRequest, order: OrderRow, notices: Array<{ expertId: number; kind: Kind }>): Promise<void> {
  try {
    const rows = await ctx.db
      .select({ id: experts.id, userId: experts.userId })
      .from(experts)
      .where(
        inArray(
          experts.id,
          notices.map((n) => n.expertId),
        ),
      );
    const userOf = new Map(rows.map((r) => [r.id, r.userId]));
    const actor = req.auth?.userId;
    const sent = await Promise.allSettled(
      notices.map((n) => {
        const userId = userOf.get(n.expertId);
        if (userId === undefined || userId === actor) return Promise.resolve();
        return notifyStaff({ userIds: [userId], kind: n.kind, title: `${order.orderNo} ${order.vin}`, link: expertOrderPath(order.id) });
      }),
    );
    for (const s of sent) if (s.status === 'rejected') req.log.warn({ err: s.reason }, 'experts: order notice failed');
  } catch (err) {
    req.log.warn({ err }, 'experts: order notice failed');
  }
}
