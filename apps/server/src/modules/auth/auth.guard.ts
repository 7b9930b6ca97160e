import { CUSTOMER, PUBLIC, SIGNED_IN } from '@diagops/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import type { CustomerCaller } from '../../platform/http/route-config';

export { caller } from '../../platform/http/caller';

import { installRealtimeIdentity, type RtIdentityResolver } from '../../platform/realtime';
import { startCallerCache } from '../../platform/security/caller-cache';
import { installSessionEnder } from '../users';
import { endUserSessions, resolveAccessToken, resolveCaller } from './sessions.service';

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h?.toLowerCase().startsWith('bearer ')) return null;
  const t = h.slice(7).trim();
  return t.length > 0 ? t : null;
}

/** `req`: the call being made (customers run the gates areas above install on it). */
type CustomerResolver = (ctx: AppContext, token: string, req?: FastifyRequest) => Promise<CustomerCaller | null>;
let customerResolver: CustomerResolver | null = null;

/**
 * The customers area (above auth) installs how a customer token is resolved. CUSTOMER routes
 * take only customer tokens and every other route only staff tokens (1003 both ways); without
 * a resolver every CUSTOMER route refuses.
 */
export function installCustomerResolver(resolve: CustomerResolver) {
  customerResolver = resolve;
}

const realtimeStaff: RtIdentityResolver = async (ctx, token) => {
  const s = await resolveAccessToken(ctx, token);
  return s && s.scope !== 'password_change' ? { kind: 'staff', userId: s.userId, sessionId: s.sessionId } : null;
};

/**
 * Runs before every API route: resolves the bearer token and checks the permission the
 * route declares. A route without a declared permission never reaches here (see app.ts).
 */
export function registerAuthGuard(app: FastifyInstance) {
  // locking or deleting a user (users area, below auth) ends their sessions
  installSessionEnder(endUserSessions);
  // the real-time handshake takes a staff access token (a password-change-only one is refused)
  installRealtimeIdentity(realtimeStaff);
  app.decorateRequest('auth', null);
  app.decorateRequest('customer', null);
  let stopCallerCache: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopCallerCache = await startCallerCache(app.ctx);
  });
  app.addHook('onClose', async () => {
    await stopCallerCache?.();
  });
  app.addHook('onRequest', async (req) => {
    const permission = req.routeOptions.config?.permission;
    if (!permission) return;
    const token = bearerToken(req);
    if (permission === CUSTOMER) {
      const customer = token && customerResolver ? await customerResolver(app.ctx, token, req) : null;
      if (!customer) throw new AppError(1003);
      req.customer = customer;
      return;
    }
    if (!token) {
      if (permission === PUBLIC) return;
      throw new AppError(1003);
    }
    const grants = await resolveCaller(app.ctx, token);
    if (!grants) {
      if (permission === PUBLIC) return;
      throw new AppError(1003);
    }
    req.auth = grants;
    if (permission === PUBLIC) return;
    if (grants.scope === 'password_change' && !req.routeOptions.config.allowExpired) throw new AppError(15316);
    if (permission === SIGNED_IN) return;
    if (!req.auth.permissions.has(permission)) throw new AppError(1000);
  });
}
