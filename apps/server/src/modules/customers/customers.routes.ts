import type { App } from '../../platform/http/types';
import { installCustomerResolver } from '../auth';
import { appRoutes } from './app.routes';
import { resolveCustomer } from './customer-sessions';
import { staffRoutes } from './staff.routes';

/** Staff routes (/{svc}-user/customer/…, labels, forecast users) and the customer API (/{svc}-app/…). */
export async function customersRoutes(app: App) {
  // CUSTOMER routes resolve customer tokens (the auth guard asks through this hook)
  installCustomerResolver(resolveCustomer);
  await appRoutes(app);
  await staffRoutes(app);
}
