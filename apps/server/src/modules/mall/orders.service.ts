import type { Language, TAppOrder, TAppOrderCreate, TOrderDetail, TOrderLine, TOrderPayment, TOrderStatus } from '@diagops/contracts';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { customerColumns } from '../customers';
import { type CardOrderStep, occupyCardForOrder, releaseOrderCard } from '../devices';
import { orderLedger, presentLedgerEntry } from '../ledger';
import { mallGoods, mallOrderLines, mallOrders, mallPayments, mallRefunds } from './mall.tables';

export type OrderRow = typeof mallOrders.$inferSelect;
type LineRow = typeof mallOrderLines.$inferSelect;
type PaymentRow = typeof mallPayments.$inferSelect;

export const money = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100) / 100;
const cents = (v: string | number) => Math.round(Number(v) * 100);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A number for an order, a payment or a refund: a prefix, the UTC time to the second and six random digits. */
export function serialNo(prefix: string, now: number): string {
  const t = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${t}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/**
 * The order's status from its records alone (issue 35 §2, Saleor's "charge status"): refunds
 * above nothing make it partly refunded or refunded, succeeded payments covering the total make
 * it paid; otherwise it is what closed it (cancelled, expired) or unpaid.
 */
export function computeOrderStatus(total: number, paid: number, refunded: number, closed: 'cancelled' | 'expired' | null): TOrderStatus {
  if (cents(refunded) > 0) return cents(refunded) >= cents(paid) ? 'refunded' : 'partlyRefunded';
  if (cents(paid) > 0 && cents(paid) >= cents(total)) return 'paid';
  return closed ?? 'unpaid';
}

/**
 * Sums the order's succeeded payments and its refunds and writes the status they give into the
 * order (the columns the lists filter on), in the caller's transaction with the order locked.
 */
export async function recomputeOrder(tx: DbOrTx, order: OrderRow, now: Date, close?: 'cancelled' | 'expired'): Promise<OrderRow> {
  const [p] = await tx
    .select({ s: sql<string>`coalesce(sum(${mallPayments.amount}), 0)`, at: sql<Date | null>`max(${mallPayments.paidAt})` })
    .from(mallPayments)
    .where(and(eq(mallPayments.orderId, order.id), eq(mallPayments.status, 'succeeded')));
  const [r] = await tx
    .select({ s: sql<string>`coalesce(sum(${mallRefunds.amount}), 0)` })
    .from(mallRefunds)
    .where(eq(mallRefunds.orderId, order.id));
  const closedBefore = order.status === 'cancelled' || order.status === 'expired' ? order.status : null;
  const status = computeOrderStatus(Number(order.totalAmount), Number(p!.s), Number(r!.s), close ?? closedBefore);
  const [after] = await tx
    .update(mallOrders)
    .set({
      paidAmount: money(p!.s).toFixed(2),
      refundedAmount: money(r!.s).toFixed(2),
      status,
      paidAt: p!.at ? new Date(p!.at) : null,
      closedAt: close ? now : order.closedAt,
    })
    .where(eq(mallOrders.id, order.id))
    .returning();
  return after!;
}

/** The order locked for a change (another payment, refund or expiry waits). */
export async function lockOrder(tx: DbOrTx, where: { orderNo: string; customerId?: number }): Promise<OrderRow> {
  const [o] = await tx
    .select()
    .from(mallOrders)
    .where(and(eq(mallOrders.orderNo, where.orderNo), where.customerId ? eq(mallOrders.customerId, where.customerId) : undefined))
    .for('update');
  if (!o) throw new AppError(1002);
  return o;
}

/**
 * A customer's order of goods on offer: one currency (79810), each goods on sale (79801), each card
 * line occupying a card of its type from stock (79802; an `occupy` entry), due within the configured
 * minutes. All or nothing.
 */
export async function createOrder(ctx: AppContext, customerId: number, body: TAppOrderCreate): Promise<string> {
  const now = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const codes = [...new Set(body.lines.map((l) => l.goodsCode))];
    const goods = await tx.select().from(mallGoods).where(inArray(mallGoods.code, codes));
    const byCode = new Map(goods.filter((g) => g.onSale).map((g) => [g.code, g]));
    for (const c of codes) if (!byCode.has(c)) throw new AppError(79801, { goodsCode: c });
    const currencies = new Set(goods.map((g) => g.currency));
    if (currencies.size > 1) throw new AppError(79810);
    const [who] = await tx
      .select({ account: customerColumns.account, email: customerColumns.email })
      .from(customerColumns)
      .where(eq(customerColumns.id, customerId));
    const orderNo = serialNo('MO', now.getTime());
    // a card line holds one card: a quantity of n is n lines
    const expanded = body.lines.flatMap((l) => {
      const g = byCode.get(l.goodsCode)!;
      const qty = l.quantity ?? 1;
      return g.kind === 'card' ? Array.from({ length: qty }, () => ({ g, qty: 1 })) : [{ g, qty }];
    });
    const totalCents = expanded.reduce((s, { g, qty }) => s + cents(g.price) * qty, 0);
    const [order] = await tx
      .insert(mallOrders)
      .values({
        orderNo,
        customerId,
        customerAccount: who?.account ?? null,
        customerEmail: who?.email ?? null,
        summary: expanded
          .map(({ g, qty }) => (qty > 1 ? `${g.nameZh} ×${qty}` : g.nameZh))
          .join('、')
          .slice(0, 300),
        currency: goods[0]!.currency,
        totalAmount: (totalCents / 100).toFixed(2),
        status: 'unpaid',
        expireAt: new Date(now.getTime() + ctx.config.MALL_ORDER_EXPIRE_MINUTES * 60_000),
        createdAt: now,
      })
      .returning();
    const step: CardOrderStep = { orderNo, customerId, actor: { kind: 'customer', id: customerId, name: who?.account ?? null }, now };
    let lineNo = 0;
    for (const { g, qty } of expanded) {
      lineNo += 1;
      let card: { cardId: number; cardNo: string } | null = null;
      if (g.kind === 'card') {
        card = await occupyCardForOrder(tx, g.cardType!, step);
        if (!card) throw new AppError(79802, { cardType: g.cardType });
      }
      await tx.insert(mallOrderLines).values({
        orderId: order!.id,
        lineNo,
        kind: g.kind,
        goodsCode: g.code,
        nameZh: g.nameZh,
        nameEn: g.nameEn,
        softwareCode: g.softwareCode,
        months: g.months,
        cardType: g.cardType,
        cardId: card?.cardId ?? null,
        cardNo: card?.cardNo ?? null,
        quantity: qty,
        unitPrice: g.price,
        amount: ((cents(g.price) * qty) / 100).toFixed(2),
      });
    }
    return orderNo;
  });
}

/**
 * An unpaid order ends without payment (a staff or customer cancellation, or its expiry): its
 * pending payments close, its cards are released back to stock, the status is computed anew.
 */
export async function closeOrder(tx: DbOrTx, order: OrderRow, as: 'cancelled' | 'expired', actor: CardOrderStep['actor'], now: Date): Promise<OrderRow> {
  if (order.status !== 'unpaid') throw new AppError(79803, { status: order.status });
  await tx
    .update(mallPayments)
    .set({ status: 'closed' })
    .where(and(eq(mallPayments.orderId, order.id), eq(mallPayments.status, 'pending')));
  const lines = await tx.select().from(mallOrderLines).where(eq(mallOrderLines.orderId, order.id)).orderBy(asc(mallOrderLines.lineNo));
  for (const l of lines) if (l.cardId !== null) await releaseOrderCard(tx, l.cardId, { orderNo: order.orderNo, customerId: order.customerId, actor, now });
  return recomputeOrder(tx, order, now, as);
}

/** The periodic expiry: every unpaid order past its time expires (a batch at a time, each order in its own transaction). */
export async function expireDueOrders(ctx: AppContext): Promise<number> {
  const now = new Date(ctx.clock.now());
  const due = await ctx.db
    .select({ orderNo: mallOrders.orderNo })
    .from(mallOrders)
    .where(and(eq(mallOrders.status, 'unpaid'), lte(mallOrders.expireAt, now)))
    .orderBy(asc(mallOrders.expireAt))
    .limit(500);
  let n = 0;
  for (const { orderNo } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const o = await lockOrder(tx, { orderNo });
      // paid or cancelled meanwhile
      if (o.status !== 'unpaid' || !o.expireAt || o.expireAt > now) return false;
      await closeOrder(tx, o, 'expired', { kind: 'system', name: 'expiry' }, now);
      return true;
    });
    if (done) n += 1;
  }
  return n;
}

export function presentLine(l: LineRow, lang: Language): TOrderLine {
  return {
    lineNo: l.lineNo,
    kind: l.kind as TOrderLine['kind'],
    goodsCode: l.goodsCode,
    name: lang === 'en-US' ? l.nameEn : l.nameZh,
    softwareCode: l.softwareCode,
    months: l.months,
    cardType: l.cardType,
    cardNo: l.cardNo,
    quantity: l.quantity,
    unitPrice: money(l.unitPrice),
    amount: money(l.amount),
  };
}

export const presentPayment = (p: PaymentRow): TOrderPayment => ({
  payOrderNo: p.payOrderNo,
  provider: p.provider as TOrderPayment['provider'],
  transactionNo: p.transactionNo,
  amount: money(p.amount),
  currency: p.currency,
  status: p.status as TOrderPayment['status'],
  createTime: p.createdAt.toISOString(),
  paidAt: iso(p.paidAt),
});

async function linesAndPayments(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return { lines: [], payments: [] };
  const lines = await db.select().from(mallOrderLines).where(inArray(mallOrderLines.orderId, orderIds)).orderBy(asc(mallOrderLines.lineNo));
  const payments = await db.select().from(mallPayments).where(inArray(mallPayments.orderId, orderIds)).orderBy(asc(mallPayments.id));
  return { lines, payments };
}

/** An order with its lines, payments, refunds and ledger entries (the staff detail). */
export async function orderDetail(ctx: AppContext, orderNo: string, lang: Language): Promise<TOrderDetail> {
  const [o] = await ctx.db.select().from(mallOrders).where(eq(mallOrders.orderNo, orderNo));
  if (!o) throw new AppError(1002);
  const { lines, payments } = await linesAndPayments(ctx.db, [o.id]);
  const refunds = await ctx.db.select().from(mallRefunds).where(eq(mallRefunds.orderId, o.id)).orderBy(asc(mallRefunds.id));
  const ledger = await orderLedger(ctx.db, o.orderNo, o.createdAt);
  const paid = money(o.paidAmount);
  const refunded = money(o.refundedAmount);
  return {
    id: o.id,
    orderNo: o.orderNo,
    customerId: o.customerId,
    customerAccount: o.customerAccount,
    customerEmail: o.customerEmail,
    currency: o.currency,
    totalAmount: money(o.totalAmount),
    paidAmount: paid,
    refundedAmount: refunded,
    refundable: money(paid - refunded),
    status: o.status as TOrderStatus,
    expireAt: iso(o.expireAt),
    paidAt: iso(o.paidAt),
    createTime: o.createdAt.toISOString(),
    lines: lines.map((l) => presentLine(l, lang)),
    payments: payments.map(presentPayment),
    refunds: refunds.map((r) => ({
      refundNo: r.refundNo,
      amount: money(r.amount),
      currency: r.currency,
      reason: r.reason,
      operatorName: r.operatorName,
      ledgerEntryId: r.ledgerEntryId,
      createTime: r.createdAt.toISOString(),
    })),
    ledger: ledger.map(presentLedgerEntry),
  };
}

/** The signed-in customer's own orders, newest first (50 at most), with their lines and payments. */
export async function myOrders(ctx: AppContext, customerId: number, lang: Language): Promise<TAppOrder[]> {
  const orders = await ctx.db.select().from(mallOrders).where(eq(mallOrders.customerId, customerId)).orderBy(desc(mallOrders.id)).limit(50);
  const { lines, payments } = await linesAndPayments(
    ctx.db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    orderNo: o.orderNo,
    currency: o.currency,
    totalAmount: money(o.totalAmount),
    paidAmount: money(o.paidAmount),
    refundedAmount: money(o.refundedAmount),
    status: o.status as TOrderStatus,
    expireAt: iso(o.expireAt),
    createTime: o.createdAt.toISOString(),
    lines: lines.filter((l) => l.orderId === o.id).map((l) => presentLine(l, lang)),
    payments: payments.filter((p) => p.orderId === o.id).map(presentPayment),
  }));
}
