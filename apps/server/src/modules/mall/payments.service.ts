import type { TAppPayment, TAppPayStart, TPayCallback, TPaymentProvider } from '@diagops/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/kit/mutation';
import { takeOrderCard } from '../devices';
import { appendLedgerEntry } from '../ledger';
import { signFields, signMatches } from './mall.sign';
import { mallCallbackNonces, mallOrderLines, mallPayments } from './mall.tables';
import { lockOrder, money, recomputeOrder, serialNo } from './orders.service';
import { PaymentProviderError, paymentProvider } from './payment-providers';

/** How far a callback's timestamp may be from the server's clock (HTTP-10 replay window); nonces are kept this long. */
export const CALLBACK_WINDOW_MS = 5 * 60_000;
export const testProviderOn = (ctx: AppContext) => ctx.config.NODE_ENV !== 'production' || ctx.config.MALL_PAY_TEST_PROVIDER;

/**
 * The customer starts paying an unpaid order (79803 otherwise: paid, cancelled or expired, even if
 * the expiry job has not run yet) through a provider (79808 when not offered): a pending payment
 * record of what is still due (an earlier pending one closes), and what the app opens to pay.
 */
export async function startPayment(ctx: AppContext, customerId: number, b: TAppPayStart, notifyUrl: string): Promise<TAppPayment> {
  const name = (b.provider ?? 'test') as TPaymentProvider;
  const provider = name === 'test' && !testProviderOn(ctx) ? null : paymentProvider(name, ctx.config);
  if (!provider) throw new AppError(79808);
  const now = new Date(ctx.clock.now());
  const payment = await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, { orderNo: b.orderNo, customerId });
    if (o.status !== 'unpaid' || (o.expireAt && o.expireAt <= now)) throw new AppError(79803, { status: o.status });
    const due = money(Number(o.totalAmount) - Number(o.paidAmount));
    // a new attempt supersedes an earlier one not yet paid: only one payment of the order can settle
    await tx
      .update(mallPayments)
      .set({ status: 'closed' })
      .where(and(eq(mallPayments.orderId, o.id), eq(mallPayments.status, 'pending')));
    const [p] = await tx
      .insert(mallPayments)
      .values({
        payOrderNo: serialNo('PO', now.getTime()),
        orderId: o.id,
        orderNo: o.orderNo,
        customerEmail: o.customerEmail,
        provider: name,
        amount: due.toFixed(2),
        currency: o.currency,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    return { p: p!, expireAt: o.expireAt, subject: o.summary ?? o.orderNo };
  });
  let started: { payUrl: string };
  try {
    started = await provider.start({
      payOrderNo: payment.p.payOrderNo,
      amount: money(payment.p.amount),
      currency: payment.p.currency,
      subject: payment.subject,
      notifyUrl,
    });
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      await ctx.db.update(mallPayments).set({ status: 'failed' }).where(eq(mallPayments.id, payment.p.id));
      throw new AppError(79808);
    }
    throw err;
  }
  return {
    payOrderNo: payment.p.payOrderNo,
    provider: name,
    amount: money(payment.p.amount),
    currency: payment.p.currency,
    payUrl: started.payUrl,
    expireAt: payment.expireAt ? payment.expireAt.toISOString() : null,
  };
}

/**
 * A provider's callback (public, signed per HTTP-10). Refused, nothing written: a bad app key or a
 * timestamp outside the window (79806), a bad sign (79804), a nonce seen before (79805), an unknown
 * payment or an amount that is not the payment's (79809), a payment closed with its order (79803).
 * A payment already settled answers `duplicate` and writes nothing: a provider's retries are harmless.
 * A success settles the payment, appends a `pay` entry to the value ledger, completes the order's
 * cards (`take`) once it is paid, and computes the order's status anew — in one transaction with the
 * order locked, so two callbacks at once complete it once.
 */
export async function handleCallback(ctx: AppContext, b: TPayCallback): Promise<{ payOrderNo: string; status: string; duplicate: boolean }> {
  const nowMs = ctx.clock.now();
  if (b.appkey !== ctx.config.MALL_PAY_APP_KEY || Math.abs(nowMs - b.timestamp) > CALLBACK_WINDOW_MS) throw new AppError(79806);
  if (!signMatches(b, ctx.config.MALL_PAY_SECRET)) throw new AppError(79804);
  const now = new Date(nowMs);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.insert(mallCallbackNonces).values({ nonce: b.nonceStr, createdAt: now });
      const [found] = await tx.select().from(mallPayments).where(eq(mallPayments.payOrderNo, b.payOrderNo));
      if (!found) throw new AppError(79809);
      const o = await lockOrder(tx, { orderNo: found.orderNo });
      const [p] = await tx.select().from(mallPayments).where(eq(mallPayments.id, found.id));
      if (p!.status === 'succeeded' || p!.status === 'failed') return { payOrderNo: p!.payOrderNo, status: p!.status, duplicate: true };
      if (p!.status === 'closed') throw new AppError(79803, { status: o.status });
      if (Math.round(b.amount * 100) !== Math.round(Number(p!.amount) * 100) || b.currency !== p!.currency) throw new AppError(79809);
      if (b.outcome === 'failed') {
        await tx.update(mallPayments).set({ status: 'failed', transactionNo: b.transactionNo }).where(eq(mallPayments.id, p!.id));
        return { payOrderNo: p!.payOrderNo, status: 'failed', duplicate: false };
      }
      await tx.update(mallPayments).set({ status: 'succeeded', transactionNo: b.transactionNo, paidAt: now }).where(eq(mallPayments.id, p!.id));
      await appendLedgerEntry(tx, {
        account: 'order',
        kind: 'pay',
        amount: Number(p!.amount),
        currency: p!.currency,
        customerId: o.customerId,
        orderNo: o.orderNo,
        reason: `${p!.provider} ${b.transactionNo}`,
        actorKind: 'system',
        actorName: p!.provider,
        createdAt: now,
      });
      const after = await recomputeOrder(tx, o, now);
      if (after.status === 'paid') {
        const lines = await tx.select().from(mallOrderLines).where(eq(mallOrderLines.orderId, o.id));
        for (const l of lines)
          if (l.cardId !== null)
            await takeOrderCard(
              tx,
              l.cardId,
              { orderNo: o.orderNo, customerId: o.customerId, actor: { kind: 'customer', id: o.customerId, name: o.customerAccount }, now },
              { amount: Number(l.amount), currency: o.currency },
            );
      }
      return { payOrderNo: p!.payOrderNo, status: 'succeeded', duplicate: false };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(79805);
    throw err;
  }
}

/** The signed callback the test provider sends for one of its pending payments (the app's "I paid" in development). */
export async function testCallbackBody(ctx: AppContext, customerId: number, payOrderNo: string, outcome: 'succeeded' | 'failed') {
  if (!testProviderOn(ctx)) throw new AppError(79808);
  const [p] = await ctx.db.select().from(mallPayments).where(eq(mallPayments.payOrderNo, payOrderNo));
  if (p?.provider !== 'test') throw new AppError(79809);
  // someone else's payment does not exist for this customer
  await ctx.db.transaction(async (tx) => lockOrder(tx, { orderNo: p.orderNo, customerId }));
  return signFields(
    { payOrderNo, transactionNo: `TEST${p.id}${Date.now().toString(36).toUpperCase()}`, amount: money(p.amount), currency: p.currency, outcome },
    { appKey: ctx.config.MALL_PAY_APP_KEY, secret: ctx.config.MALL_PAY_SECRET, now: ctx.clock.now() },
  );
}

/** Nonces older than the window can never be replayed (their timestamps are refused): dropped. */
export async function dropOldNonces(ctx: AppContext): Promise<void> {
  await ctx.db.delete(mallCallbackNonces).where(lt(mallCallbackNonces.createdAt, new Date(ctx.clock.now() - 2 * CALLBACK_WINDOW_MS)));
}
