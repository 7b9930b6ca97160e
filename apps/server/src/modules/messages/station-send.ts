import { MESSAGE_TERMINALS, NAME_MAX, type TMessageContent } from '@diagops/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { customerColumns as c } from '../customers';
import { messageMachine } from './machine';
import { statsBy } from './messages.repository';
import { messages } from './messages.tables';

/**
 * A station message another area sends at once (a report's summary pushed to its readers), in the
 * caller's transaction: written published and due now to the live, enabled customers among
 * `customerIds` (the others are left out), so the engine delivers it once per customer, with its
 * send record and statistics, as any send. The content is the caller's reviewed text (no review
 * step). Null when none of the customers can receive it (nothing written).
 */
export async function sendStationMessage(
  ctx: AppContext,
  tx: Tx,
  req: FastifyRequest,
  m: { title: string; contents: TMessageContent[]; customerIds: number[]; classification?: string; reason?: string },
): Promise<{ messageId: number; customerIds: number[] } | null> {
  const ids = [...new Set(m.customerIds)];
  if (ids.length === 0) return null;
  const found = await tx
    .select({ id: c.id, account: c.account })
    .from(c)
    .where(and(inArray(c.id, ids), eq(c.delFlag, false), eq(c.status, 'enabled')));
  if (found.length === 0) return null;
  const now = new Date(ctx.clock.now());
  const [row] = await tx
    .insert(messages)
    .values({
      channel: 'station',
      title: m.title.slice(0, NAME_MAX),
      classification: m.classification ?? 'notice',
      terminals: [...MESSAGE_TERMINALS],
      contents: m.contents,
      audience: { mode: 'ids', ids: found.map((x) => x.account) },
      schedule: null,
      state: 'published',
      sendStart: now,
      sendEnd: now,
      nextRunAt: now,
      createdBy: req.auth!.userId,
      createdByName: req.auth!.username,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: messages.id });
  await messageMachine.record(tx, req, { entityId: row!.id, from: null, to: 'published', action: 'create', reason: m.reason });
  return { messageId: row!.id, customerIds: found.map((x) => x.id) };
}

/** How far station messages sent that way got: records written (one per customer) and delivered. */
export async function stationMessageStats(db: DbOrTx, messageIds: number[]): Promise<Map<number, { total: number; delivered: number }>> {
  const stats = await statsBy(db, 'message', messageIds);
  return new Map([...stats].map(([id, s]) => [id, { total: s.total, delivered: s.delivered }]));
}
