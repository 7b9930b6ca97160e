// Fixtures for other areas' tests (only tests may import this file).
import crypto from 'node:crypto';
import type { TestApp } from '../../../test/helpers';
import { hashPassword } from '../../platform/security/password-hash';
import { openCustomerSession } from './customer-sessions';
import { insertCustomer } from './customers.repository';

export const CUSTOMER_PASSWORD = 'Cust@12345';

/**
 * A signed-up customer with a live customer token (straight into the tables: the sign-up
 * API's per-address code limits would stop a suite that needs many customers; the API
 * itself is tested in customers' own tests). Without e-mail and phone a unique e-mail is made.
 */
export async function signUpCustomer(
  t: TestApp,
  opts: { email?: string; phone?: string; name?: string; country?: string; classification?: 'normal' | 'beta'; language?: 'zh-CN' | 'en-US' } = {},
): Promise<{ id: number; token: string; refreshToken: string; account: string; headers: Record<string, string> }> {
  const email = opts.email?.toLowerCase() ?? (opts.phone ? null : `c-${crypto.randomBytes(5).toString('hex')}@example.com`);
  const phone = opts.phone ?? null;
  const account = (email ?? phone)!;
  const now = new Date(t.clock.now());
  const c = await insertCustomer(t.ctx.db, {
    account,
    email,
    phone,
    passwordHash: await hashPassword(CUSTOMER_PASSWORD),
    name: opts.name ?? null,
    country: opts.country ?? null,
    classification: opts.classification ?? 'normal',
    language: opts.language ?? 'zh-CN',
    registeredAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const tokens = await openCustomerSession(t.ctx, t.ctx.db, c);
  return { id: c.id, token: tokens.accessToken, refreshToken: tokens.refreshToken, account, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}
