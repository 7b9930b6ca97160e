import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { customerColumns } from '../customers';
import type { LedgerRow } from '../ledger';
import { refundRecords } from './feedback.tables';

/**
 * The refund records' source (decision 0029): every refund entry of the value ledger (a refunded
 * card; later a refunded point purchase) becomes a refund record in the same transaction, with
 * the entry's amount, currency, reason, order, operator and time. Installed at start with
 * `onLedgerEntry`; other entries are not refund records.
 */
export async function writeRefundRecord(tx: DbOrTx, e: LedgerRow): Promise<void> {
  if (e.kind !== 'refund') return;
  let customerAccount: string | null = null;
  if (e.customerId !== null) {
    const [c] = await tx.select({ account: customerColumns.account }).from(customerColumns).where(eq(customerColumns.id, e.customerId));
    customerAccount = c?.account ?? null;
  }
  await tx.insert(refundRecords).values({
    orderNo: e.orderNo,
    customerAccount,
    cardNo: e.cardNo,
    amount: e.amount ?? '0',
    currency: e.currency ?? '',
    reason: e.reason,
    status: 'refunded',
    operatorName: e.actorName,
    ledgerEntryId: e.id,
    createdAt: e.createdAt,
  });
}
