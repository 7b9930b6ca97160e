import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { mallOrderLines, mallOrders, mallPayments, mallRefunds } from './mall.tables';

/** A time window [from, to) and optional narrowing, as the finance reports choose a month. */
export type MallReportWindow = { from: Date; to: Date; currency?: string; customerId?: number; kind?: 'software' | 'card' | 'goods' };
export type MallReportLine = {
  orderNo: string;
  orderStatus: string;
  paidAt: Date;
  customerId: number;
  customerAccount: string | null;
  customerEmail: string | null;
  currency: string;
  lineNo: number;
  kind: string;
  goodsCode: string;
  nameZh: string;
  nameEn: string;
  softwareCode: string | null;
  months: number | null;
  cardType: number | null;
  cardNo: string | null;
  quantity: number;
  /** money as numbers with two decimals */
  unitPrice: number;
  amount: number;
};
export type MallReportPayment = {
  payOrderNo: string;
  orderNo: string;
  provider: string;
  transactionNo: string | null;
  amount: number;
  currency: string;
  paidAt: Date;
};
export type MallReportRefund = {
  refundNo: string;
  orderNo: string;
  amount: number;
  currency: string;
  reason: string;
  ledgerEntryId: number;
  operatorName: string | null;
  createdAt: Date;
};
export type MallReport = { lines: MallReportLine[]; payments: MallReportPayment[]; refunds: MallReportRefund[] };

const n = (v: string) => Number(v);

/**
 * What the mall sold in a window, for the finance reports: the lines of orders paid in [from, to)
 * (by the time they were paid), the succeeded payments paid in it and the refunds made in it.
 */
export async function mallOrderLinesForReport(db: DbOrTx, w: MallReportWindow): Promise<MallReport> {
  const orderConds: SQL[] = [];
  if (w.currency) orderConds.push(eq(mallOrders.currency, w.currency));
  if (w.customerId) orderConds.push(eq(mallOrders.customerId, w.customerId));
  const lineRows = await db
    .select({ o: mallOrders, l: mallOrderLines })
    .from(mallOrderLines)
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderLines.orderId))
    .where(and(gte(mallOrders.paidAt, w.from), lt(mallOrders.paidAt, w.to), w.kind ? eq(mallOrderLines.kind, w.kind) : undefined, ...orderConds))
    .orderBy(asc(mallOrders.paidAt), asc(mallOrders.id), asc(mallOrderLines.lineNo));
  const payRows = await db
    .select({ p: mallPayments })
    .from(mallPayments)
    .innerJoin(mallOrders, eq(mallOrders.id, mallPayments.orderId))
    .where(and(eq(mallPayments.status, 'succeeded'), gte(mallPayments.paidAt, w.from), lt(mallPayments.paidAt, w.to), ...orderConds))
    .orderBy(asc(mallPayments.paidAt), asc(mallPayments.id));
  const refundRows = await db
    .select({ r: mallRefunds })
    .from(mallRefunds)
    .innerJoin(mallOrders, eq(mallOrders.id, mallRefunds.orderId))
    .where(and(gte(mallRefunds.createdAt, w.from), lt(mallRefunds.createdAt, w.to), ...orderConds))
    .orderBy(asc(mallRefunds.createdAt), asc(mallRefunds.id));
  return {
    lines: lineRows.map(({ o, l }) => ({
      orderNo: o.orderNo,
      orderStatus: o.status,
      paidAt: o.paidAt!,
      customerId: o.customerId,
      customerAccount: o.customerAccount,
      customerEmail: o.customerEmail,
      currency: o.currency,
      lineNo: l.lineNo,
      kind: l.kind,
      goodsCode: l.goodsCode,
      nameZh: l.nameZh,
      nameEn: l.nameEn,
      softwareCode: l.softwareCode,
      months: l.months,
      cardType: l.cardType,
      cardNo: l.cardNo,
      quantity: l.quantity,
      unitPrice: n(l.unitPrice),
      amount: n(l.amount),
    })),
    payments: payRows.map(({ p }) => ({
      payOrderNo: p.payOrderNo,
      orderNo: p.orderNo,
      provider: p.provider,
      transactionNo: p.transactionNo,
      amount: n(p.amount),
      currency: p.currency,
      paidAt: p.paidAt!,
    })),
    refunds: refundRows.map(({ r }) => ({
      refundNo: r.refundNo,
      orderNo: r.orderNo,
      amount: n(r.amount),
      currency: r.currency,
      reason: r.reason,
      ledgerEntryId: r.ledgerEntryId,
      operatorName: r.operatorName,
      createdAt: r.createdAt,
    })),
  };
}
