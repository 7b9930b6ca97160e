import { MESSAGE_TERMINALS, NAME_MAX, type TMessageChannel, type TMessageContent } from '@diagops/contracts';
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
  const messageId = await publishNow(ctx, tx, req, {
    channel: 'station',
    title: m.title,
    classification: m.classification ?? 'notice',
    contents: m.contents,
    accounts: found.map((x) => x.account),
    reason: m.reason,
  });
  return { messageId, customerIds: found.map((x) => x.id) };
}

/**
 * Writes a message published and due now to the customers of `accounts` (no review step: the content
 * is the caller's reviewed text), with its history record, in the caller's transaction; the engine
 * delivers it once per customer with its send records and statistics, as any send.
 */
export async function publishNow(
  ctx: AppContext,
  tx: Tx,
  req: FastifyRequest,
  m: { channel: TMessageChannel; title: string; classification?: string; contents: TMessageContent[]; accounts: string[]; reason?: string | undefined },
): Promise<number> {
  const now = new Date(ctx.clock.now());
  const [row] = await tx
    .insert(messages)
    .values({
      channel: m.channel,
      title: m.title.slice(0, NAME_MAX),
      ...(m.classification ? { classification: m.classification } : {}),
      terminals: [...MESSAGE_TERMINALS],
      contents: m.contents,
      audience: { mode: 'ids', ids: m.accounts },
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
  return row!.id;
}

/** How far station messages sent that way got: records written (one per customer) and delivered. */
export async function stationMessageStats(db: DbOrTx, messageIds: number[]): Promise<Map<number, { total: number; delivered: number }>> {
  const stats = await statsBy(db, 'message', messageIds);
  return new Map([...stats].map(([id, s]) => [id, { total: s.total, delivered: s.delivered }]));
}
