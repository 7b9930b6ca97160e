import type { TCustomerMe, TCustomerUpdateMeRequest } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { found } from '../../platform/http/errors';
import type { CustomerCaller } from '../../platform/http/route-config';
import { recordCustomerEvent } from './customer-events';
import { invalidateCustomers } from './customer-sessions';
import { type CustomerRow, findLiveById } from './customers.repository';
import { customers } from './customers.tables';

export function presentMe(c: CustomerRow): TCustomerMe {
  return {
    id: c.id,
    account: c.account,
    email: c.email,
    phone: c.phone,
    name: c.name,
    nickname: c.nickname,
    avatar: c.avatar,
    sex: c.sex as TCustomerMe['sex'],
    country: c.country,
    language: c.language === 'en-US' ? 'en-US' : 'zh-CN',
    classification: c.classification === 'beta' ? 'beta' : 'normal',
    points: c.points,
    registeredAt: c.registeredAt.toISOString(),
    sfdStatus: c.sfdStatus as TCustomerMe['sfdStatus'],
    sfdRemark: c.sfdRemark,
  };
}

export async function getMe(ctx: AppContext, me: CustomerCaller): Promise<TCustomerMe> {
  return presentMe(found(await findLiveById(ctx.db, me.id)));
}

/** The customer edits their own profile (no version: only they edit these fields from the app). */
export async function updateMe(ctx: AppContext, me: CustomerCaller, b: TCustomerUpdateMeRequest): Promise<TCustomerMe> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ ...b, version: sql`${customers.version} + 1`, updatedAt: new Date(ctx.clock.now()) })
      .where(eq(customers.id, me.id))
      .returning();
    // the cached caller carries the language
    await invalidateCustomers(tx, { customerId: me.id });
    await recordCustomerEvent(ctx, tx, {
      customerId: me.id,
      kind: 'profile.update',
      detail: { fields: Object.keys(b) },
      actor: { kind: 'customer', id: me.id },
    });
    return presentMe(found(row));
  });
}
