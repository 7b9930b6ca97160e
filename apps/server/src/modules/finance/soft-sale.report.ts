import type { TReconciliationLine } from '@diagops/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { type MallReport, mallOrderLinesForReport } from '../mall';
import type { Filters } from './finance.window';

export type MemoryRow = Record<string, string | number | null> & { k: number };
type Movement = { at: number; currency: string; amount: number; row: Omit<MemoryRow, 'k'> };

/**
 * The software sale orders from the mall (its report function), up to the month's end: each
 * software line of a paid order (at its payment time) and each refund of such an order (negative).
 */
async function softSaleMovements(db: DbOrTx, f: Filters): Promise<Movement[]> {
  const r: MallReport = await mallOrderLinesForReport(db, { from: new Date(0), to: f.to, customerId: f.customerId, kind: 'software' });
  const zh = f.lang === 'zh-CN';
  const pay = new Map(r.payments.map((p) => [p.orderNo, p]));
  const customerOf = new Map(r.lines.map((l) => [l.orderNo, l.customerAccount]));
  const out: Movement[] = r.lines.map((l) => ({
    at: l.paidAt.getTime(),
    currency: l.currency,
    amount: l.amount,
    row: {
      orderNo: l.orderNo,
      time: l.paidAt.toISOString(),
      customer: l.customerAccount,
      product: zh ? l.nameZh : l.nameEn,
      kind: 'sell',
      amount: l.amount,
      currency: l.currency,
      provider: pay.get(l.orderNo)?.provider ?? null,
      transactionNo: pay.get(l.orderNo)?.transactionNo ?? null,
    },
  }));
  // the lines are of software orders only: a refund counts when its order is one of them
  for (const x of r.refunds.filter((x) => customerOf.has(x.orderNo)))
    out.push({
      at: x.createdAt.getTime(),
      currency: x.currency,
      amount: -x.amount,
      row: {
        orderNo: x.orderNo,
        time: x.createdAt.toISOString(),
        customer: customerOf.get(x.orderNo) ?? null,
        product: x.reason,
        kind: 'refund',
        amount: -x.amount,
        currency: x.currency,
        provider: null,
        transactionNo: x.refundNo,
      },
    });
  return out.sort((a, b) => a.at - b.at);
}

/** The month's rows, in time order. */
export async function softSaleRows(db: DbOrTx, f: Filters): Promise<MemoryRow[]> {
  const from = f.from.getTime();
  return (await softSaleMovements(db, f)).filter((m) => m.at >= from).map((m, i) => ({ ...m.row, k: i + 1 }));
}

/** Sold less refunded per currency before the month, in it, and before its end. */
export async function reconcileSoftSales(db: DbOrTx, f: Filters): Promise<TReconciliationLine[]> {
  const from = f.from.getTime();
  const sums = new Map<string, { o: number; m: number; c: number }>();
  for (const x of await softSaleMovements(db, f)) {
    const s = sums.get(x.currency) ?? { o: 0, m: 0, c: 0 };
    if (x.at < from) s.o += x.amount;
    else s.m += x.amount;
    s.c += x.amount;
    sums.set(x.currency, s);
  }
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const lines = [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({
      unit: 'money' as const,
      currency,
      opening: r2(s.o),
      movements: r2(s.m),
      closing: r2(s.c),
      difference: r2(r2(s.c) - r2(s.o) - r2(s.m)),
    }));
  return lines.length > 0 ? lines : [{ unit: 'money', currency: null, opening: 0, movements: 0, closing: 0, difference: 0 }];
}
