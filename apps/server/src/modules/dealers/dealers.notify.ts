import { DEALER_NOTICE_KINDS, dealerDetailPath } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { notifyStaff } from '../../platform/realtime';

/**
 * A sub-dealer was added (by a dealer account or by staff): the account of the dealer it was
 * added under is told (bell notice, pushed to its open consoles) with a link to the new dealer's
 * detail, unless that account added it itself. The title is the new dealer's code and name, the same in either
 * language. Called after the commit; a failed notice is logged, never undoing the addition.
 */
export async function tellParentDealer(req: FastifyRequest, parent: { userId: number }, added: { id: number; code: string; name: string }): Promise<void> {
  if (parent.userId === req.auth?.userId) return;
  try {
    await notifyStaff({
      userIds: [parent.userId],
      kind: DEALER_NOTICE_KINDS.subDealerAdded,
      title: `${added.code} ${added.name}`,
      link: dealerDetailPath(added.id),
    });
  } catch (err) {
    req.log.warn({ err }, 'dealers: parent notice failed');
  }
}
