import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { sha256 } from '../../platform/security/tokens';
import { customerCacheOf } from './customer-sessions';
import { customers } from './customers.tables';
import { signUpCustomer } from './test-support';

// Customers resolved from their tokens are cached like staff callers (customer-sessions.ts): what
// ends or changes a customer's access is seen at once, on this instance and on the others.

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;
const me = (t: TestApp, c: Pick<Customer, 'headers'>) => t.app.inject({ method: 'GET', url: t.ctx.svcPath('app', '/me'), headers: c.headers });
const cached = (t: TestApp, c: Customer) => customerCacheOf(t.ctx.db)!.get(sha256(c.token));

describe('the customer cache on one instance', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp({ CALLER_CACHE_SECONDS: '5' });
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  it('reuses the customer: a write that bypasses the services is seen only once the entry expires', async () => {
    const c = await signUpCustomer(t);
    expect((await me(t, c)).json().code).toBe(2000);
    expect(cached(t, c)).toMatchObject({ id: c.id });
    await t.ctx.db.update(customers).set({ status: 'disabled' }).where(eq(customers.id, c.id));
    expect((await me(t, c)).statusCode).toBe(200);
    t.clock.advance(5_001);
    expect((await me(t, c)).statusCode).toBe(401);
  });

  it('signing out ends access at once', async () => {
    const c = await signUpCustomer(t);
    expect((await me(t, c)).json().code).toBe(2000);
    await t.app.inject({ method: 'POST', url: t.ctx.svcPath('app', '/auth/signOut'), headers: c.headers });
    expect((await me(t, c)).statusCode).toBe(401);
  });

  it('staff disabling the customer ends access at once; a staff edit of the language applies at once', async () => {
    const c = await signUpCustomer(t);
    const edit = async (fields: Record<string, unknown>) => {
      const row = (await t.ctx.db.select().from(customers).where(eq(customers.id, c.id)))[0]!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/lenkor-user/customer/update',
        headers: admin.headers,
        payload: { id: c.id, version: row.version, email: row.email, ...fields },
      });
      expect(res.json().code).toBe(2000);
    };
    expect((await me(t, c)).json().code).toBe(2000);
    await edit({ language: 'en-US' });
    expect(cached(t, c)).toBeNull();
    expect((await me(t, c)).json().code).toBe(2000);
    expect(cached(t, c)?.language).toBe('en-US');
    await edit({ status: 'disabled' });
    expect((await me(t, c)).statusCode).toBe(401);
  });

  it("the customer's own change of language applies to the next call", async () => {
    const c = await signUpCustomer(t, { language: 'zh-CN' });
    expect((await me(t, c)).json().code).toBe(2000);
    expect(cached(t, c)?.language).toBe('zh-CN');
    const res = await t.app.inject({ method: 'POST', url: t.ctx.svcPath('app', '/me/update'), headers: c.headers, payload: { language: 'en-US' } });
    expect(res.json().code).toBe(2000);
    expect((await me(t, c)).json().code).toBe(2000);
    expect(cached(t, c)?.language).toBe('en-US');
  });
});

describe('the customer cache, kept longer than a refreshed access token may live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CALLER_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());

  it('the access token a refresh replaced ends after its 30 s of grace, not with its cached entry', async () => {
    const c = await signUpCustomer(t);
    expect((await me(t, c)).json().code).toBe(2000);
    const r = await t.app.inject({ method: 'POST', url: t.ctx.svcPath('app', '/auth/refresh'), payload: { refreshToken: c.refreshToken } });
    expect(r.json().code).toBe(2000);
    expect((await me(t, c)).statusCode).toBe(200);
    t.clock.advance(30_001);
    expect((await me(t, c)).statusCode).toBe(401);
    expect((await me(t, { headers: { authorization: `Bearer ${r.json().data.accessToken}` } })).statusCode).toBe(200);
  });
});

// Across two instances: test/caller-cache.test.ts (with PostgreSQL and Redis).
