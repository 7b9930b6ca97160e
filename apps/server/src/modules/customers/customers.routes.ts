import type { App } from '../../platform/http/types';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { installRealtimeIdentity, type RtIdentityResolver } from '../../platform/realtime';
import { installCustomerResolver } from '../auth';
import { appRoutes } from './app.routes';
import { passCustomerGate } from './customer-gate';
import { resolveCustomer, startCustomerCache } from './customer-sessions';
import { expireCustomerPoints } from './points.service';
import { staffRoutes } from './staff.routes';

const realtimeCustomer: RtIdentityResolver = async (ctx, token) => {
  const c = await resolveCustomer(ctx, token);
  return c ? { kind: 'customer', customerId: c.id, sessionId: c.sessionId } : null;
};

/** Staff routes (/{svc}-user/customer/…, labels, forecast users) and the customer API (/{svc}-app/…). */
export async function customersRoutes(app: App) {
  let stopCustomerCache: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopCustomerCache = await startCustomerCache(app.ctx);
  });
  app.addHook('onClose', async () => {
    await stopCustomerCache?.();
  });
  // CUSTOMER routes resolve customer tokens (the auth guard asks through this hook)
  installCustomerResolver(async (ctx, token, req) => {
    const c = await resolveCustomer(ctx, token);
    // an area above may hold the call back (the legal area's acceptance gate)
    if (c) await passCustomerGate(ctx, req, c);
    return c;
  });
  // the real-time handshake takes customer tokens too (the chat's customer side)
  installRealtimeIdentity(realtimeCustomer);
  await appRoutes(app);
  await staffRoutes(app);
  // the unused rest of points awards past their expiry becomes breakage (decision 0040)
  await schedulePeriodic(app.ctx, 'points-expiry', 3600, async () => {
    await expireCustomerPoints(app.ctx);
  });
}
