import type { AppContext } from '../../platform/context';
import { type CustomerSummary, findLiveByAccount, findLiveById, summaryOf } from './customers.repository';

export type { CustomerSummary };

/** A live customer's summary, or null. */
export async function getCustomer(ctx: AppContext, id: number): Promise<CustomerSummary | null> {
  const c = await findLiveById(ctx.db, id);
  return c ? summaryOf(c) : null;
}

/** A live customer by account, e-mail or phone, or null. */
export async function findCustomerByAccount(ctx: AppContext, account: string): Promise<CustomerSummary | null> {
  const c = await findLiveByAccount(ctx.db, account);
  return c ? summaryOf(c) : null;
}
