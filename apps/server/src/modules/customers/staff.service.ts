import { CUSTOMER_PERMISSIONS as P, type TCustomer, type TCustomerPageQuery, type TPage } from '@diagops/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { found } from '../../platform/http/errors';
import { prepared } from '../../platform/kit/page';
import { customers } from './customers.tables';
import { customerPage, presentCustomers } from './staff.repository';

export const canSeeFullPhone = (req: FastifyRequest) => !!req.auth?.permissions.has(P.customerPhoneView.name);

export function getCustomerPage(ctx: AppContext, req: FastifyRequest, q: TCustomerPageQuery): Promise<TPage<TCustomer>> {
  return customerPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await prepared(
      ctx.db
        .select()
        .from(customers)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    return presentCustomers(ctx.db, rows, canSeeFullPhone(req));
  });
}

export async function getCustomerDetail(ctx: AppContext, req: FastifyRequest, id: number): Promise<TCustomer> {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.delFlag, false)));
  const [c] = await presentCustomers(ctx.db, [found(row)], canSeeFullPhone(req));
  return c!;
}
