import type { TOrderCancelRequest, TOrderRefundRequest } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { appendLedgerEntry } from '../ledger';
import { mallRefunds } from './mall.tables';
import { closeOrder, lockOrder, money, recomputeOrder, serialNo } from './orders.service';

/**
 * A staff refund of part or all of what is left (paid less refunded; more: 79807, nothing paid:
 * 79811; nothing written either way). One transaction with the order locked: a money `refund`
 * entry in the value ledger (its listener in feedback writes the refund record of
 * /brand/abnormalRecords/list), the order's refund row, its status computed anew, the operation log.
 */
export async function refundOrder(ctx: AppContext, req: FastifyRequest, b: TOrderRefundRequest): Promise<string> {
  return mutate(ctx.db, req, { module: 'mallOrder', action: 'refund' }, async (tx) => {
    const o = await lockOrder(tx, { orderNo: b.orderNo });
    const paid = Math.round(Number(o.paidAmount) * 100);
    const left = paid - Math.round(Number(o.refundedAmount) * 100);
    if (paid <= 0 || left <= 0) throw new AppError(79811);
    if (Math.round(b.amount * 100) > left) throw new AppError(79807, { refundable: left / 100 });
    const now = new Date(ctx.clock.now());
    const entry = await appendLedgerEntry(tx, {
      account: 'order',
      kind: 'refund',
      amount: b.amount,
      currency: o.currency,
      customerId: o.customerId,
      orderNo: o.orderNo,
      reason: b.reason,
      actorKind: 'staff',
      actorId: req.auth!.userId,
      actorName: req.auth!.username,
      createdAt: now,
    });
    const refundNo = serialNo('RF', now.getTime());
    await tx.insert(mallRefunds).values({
      refundNo,
      orderId: o.id,
      orderNo: o.orderNo,
      amount: b.amount.toFixed(2),
      currency: o.currency,
      reason: b.reason,
      ledgerEntryId: entry.id,
      operatorId: req.auth!.userId,
      operatorName: req.auth!.username,
      createdAt: now,
    });
    const after = await recomputeOrder(tx, o, now);
    return {
      result: refundNo,
      targetId: o.id,
      before: { status: o.status, refundedAmount: money(o.refundedAmount) },
      after: { status: after.status, refundedAmount: money(after.refundedAmount), refundNo, ledgerEntryId: entry.id },
    };
  });
}

/** Staff cancel an unpaid order (79803 otherwise): its cards go back to stock, its pending payments close. */
export async function cancelOrderByStaff(ctx: AppContext, req: FastifyRequest, b: TOrderCancelRequest): Promise<void> {
  await mutate(ctx.db, req, { module: 'mallOrder', action: 'cancel' }, async (tx) => {
    const o = await lockOrder(tx, { orderNo: b.orderNo });
    const after = await closeOrder(tx, o, 'cancelled', { kind: 'staff', id: req.auth!.userId, name: req.auth!.username }, new Date(ctx.clock.now()));
    return { result: undefined, targetId: o.id, before: { status: o.status }, after: { status: after.status, reason: b.reason ?? null } };
  });
}

/** The customer cancels their own unpaid order. */
export async function cancelOrderByCustomer(ctx: AppContext, customerId: number, orderNo: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, { orderNo, customerId });
    await closeOrder(tx, o, 'cancelled', { kind: 'customer', id: customerId }, new Date(ctx.clock.now()));
  });
}
