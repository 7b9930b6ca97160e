import { envelope, CUSTOMER_PERMISSIONS as P, ZCustomer, ZCustomerPage, ZCustomerPageQuery, ZIdParam } from '@diagops/contracts';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './staff.service';

const tags = ['customers'];

/** Staff routes: /{svc}-user/customer/… */
export async function staffRoutes(app: App) {
  const { ctx } = app;
  const c = (path: string) => ctx.svcPath('user', `/customer${path}`);

  app.post(
    c('/page'),
    {
      config: { permission: P.customerView.name },
      schema: { summary: 'Page customers', tags, body: ZCustomerPageQuery, response: { 200: envelope(ZCustomerPage) } },
    },
    async (req) => ok(req, await svc.getCustomerPage(ctx, req, req.body)),
  );
  app.get(
    c('/info/:id'),
    { config: { permission: P.customerView.name }, schema: { summary: 'Get a customer', tags, params: ZIdParam, response: { 200: envelope(ZCustomer) } } },
    async (req) => ok(req, await svc.getCustomerDetail(ctx, req, req.params.id)),
  );
}
