import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSessions } from '../src/modules/auth/sessions.service';
import { customerCacheOf } from '../src/modules/customers/customer-sessions';
import { signUpCustomer } from '../src/modules/customers/test-support';
import { setRoleMenus } from '../src/modules/menus/grants.repository';
import { updateMenuVersioned } from '../src/modules/menus/menus.repository';
import { menus } from '../src/modules/menus/menus.tables';
import { setUserRoles } from '../src/modules/roles/holders.repository';
import { deleteRole } from '../src/modules/roles/roles.repository';
import { setUserPassword } from '../src/modules/users/credentials.repository';
import { updateUser } from '../src/modules/users/user-admin.repository';
import { users } from '../src/modules/users/users.tables';
import { callerCacheOf } from '../src/platform/security/caller-cache';
import { sha256 } from '../src/platform/security/tokens';
import { buildTestApp, encrypt, type SignedIn, signIn, type TestApp, userWith } from './helpers';

// A route any signed-in caller reaches, and one that needs sys_user_view.
const INFO = '/lenkor-user/user/getUserInfo';
const PAGE = '/lenkor-user/user/getUserPage';

const info = (t: TestApp, s: SignedIn) => t.app.inject({ method: 'GET', url: INFO, headers: s.headers });
const page = (t: TestApp, s: SignedIn) => t.app.inject({ method: 'POST', url: PAGE, headers: s.headers, payload: { current: 1, size: 10 } });

/** The caller is resolved and cached: the next request is served from the cache. */
async function warm(t: TestApp, s: SignedIn) {
  expect((await page(t, s)).json().code).toBe(2000);
  expect(callerCacheOf(t.ctx.db)!.get(sha256(s.token))).not.toBeNull();
}

describe('the caller cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CALLER_CACHE_SECONDS: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reuses the caller: a write that bypasses the repositories is seen only once the entry expires', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    await t.ctx.db.update(users).set({ lockFlag: true }).where(eq(users.id, u.userId));
    expect((await info(t, u)).statusCode).toBe(200);
    t.clock.advance(5_001);
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it('never outlives the access token', async () => {
    const u = await userWith(t, []);
    expect((await info(t, u)).statusCode).toBe(200);
    t.clock.advance(t.ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000 - 1_000);
    expect((await info(t, u)).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it('logout ends access at once', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    expect((await t.app.inject({ method: 'DELETE', url: '/lenkor-auth/token/logout', headers: u.headers })).json().code).toBe(2000);
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it('a session ended by someone else (endSessions) ends access at once', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    const rows = await t.ctx.database.execSql('select id from sessions where user_id = $1 and ended_at is null', [u.userId]);
    await endSessions(
      t.ctx,
      rows.rows.map((r) => r.id as string),
      'ended_by_admin',
    );
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it('a reused refresh token revokes the family at once', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/auth/oauth/token', payload: { refresh_token: token, grant_type: 'refresh_token' } });
    const r1 = await refresh(u.refresh);
    expect(r1.json().code).toBe(2000);
    const fresh: SignedIn = { ...u, token: r1.json().access_token, headers: { authorization: `Bearer ${r1.json().access_token}` } };
    await warm(t, fresh);
    expect((await refresh(u.refresh)).statusCode).toBe(401);
    expect((await info(t, fresh)).statusCode).toBe(401);
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions at once', async () => {
    const u = await userWith(t, ['sys_user_view']);
    const other = await signIn(t, u.username, u.password, 'other-device');
    await warm(t, other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/lenkor-user/user/updatePassword',
      headers: u.headers,
      payload: { password: encrypt(t, u.password), newpassword1: encrypt(t, 'N3w#Secret9'), confirmPwd: encrypt(t, 'N3w#Secret9'), userId: u.userId },
    });
    expect(res.json().code).toBe(2000);
    expect((await info(t, other)).statusCode).toBe(401);
  });

  it('a password written through the repository forgets the cached caller', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    await t.ctx.db.update(users).set({ lockFlag: true }).where(eq(users.id, u.userId));
    await setUserPassword(t.ctx.db, u.userId, { hash: 'x', intensity: 1, expired: false, at: new Date(t.clock.now()) });
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it('disabling a user ends access at once, also when written inside a transaction', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    await t.ctx.db.transaction(async (tx) => {
      await updateUser(tx, u.userId, { lockFlag: true });
    });
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it('deleting a user ends access at once', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    await updateUser(t.ctx.db, u.userId, { delFlag: true });
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it("changing a user's roles takes their permissions at once", async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    await setUserRoles(t.ctx.db, u.userId, []);
    expect((await page(t, u)).json().code).toBe(1000);
  });

  it("changing a role's permissions applies at once", async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    await setRoleMenus(t.ctx.db, await roleOf(t, u.userId), []);
    expect((await page(t, u)).json().code).toBe(1000);
  });

  it('deleting a role applies at once', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    await deleteRole(t.ctx.db, await roleOf(t, u.userId));
    expect((await page(t, u)).json().code).toBe(1000);
  });

  it('disabling a permission (menu node) applies at once to everyone holding it', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    const [node] = await t.ctx.db.select().from(menus).where(eq(menus.permission, 'sys_user_view'));
    await updateMenuVersioned(t.ctx.db, node!.id, node!.version, { enabled: false });
    try {
      expect((await page(t, u)).json().code).toBe(1000);
    } finally {
      const [now] = await t.ctx.db.select().from(menus).where(eq(menus.id, node!.id));
      await updateMenuVersioned(t.ctx.db, node!.id, now!.version, { enabled: true });
    }
  });
});

describe('a busy token never misses (decision 0011)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CALLER_CACHE_SECONDS: '4' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('in the last quarter of its time a cached caller is resolved again in the background: the next second still hits', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await warm(t, u);
    const cache = callerCacheOf(t.ctx.db)!;
    t.clock.advance(2_500);
    expect(cache.refreshDue(sha256(u.token))).toBe(false);
    expect((await info(t, u)).statusCode).toBe(200);
    t.clock.advance(700); // 3.2 s of 4: due
    expect(cache.refreshDue(sha256(u.token))).toBe(true);
    expect((await info(t, u)).statusCode).toBe(200);
    // refreshDue is false as soon as the refresh starts: wait for it to land
    await expect.poll(() => cache.refreshDue(sha256(u.token)) || cache.resolving(sha256(u.token))).toBe(false);
    t.clock.advance(1_500); // past the first entry's end: the refreshed one answers
    expect(cache.get(sha256(u.token))).not.toBeNull();
    // a background refresh that finds the token ended drops it
    await t.ctx.db.update(users).set({ lockFlag: true }).where(eq(users.id, u.userId));
    t.clock.advance(2_000);
    expect((await info(t, u)).statusCode).toBe(200);
    await expect.poll(() => cache.get(sha256(u.token))).toBeNull();
    expect((await info(t, u)).statusCode).toBe(401);
  });

  it('resolves of one token share one query; an invalidation starts a new one', async () => {
    const cache = callerCacheOf(t.ctx.db)!;
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const resolve = async () => {
      calls++;
      await gate;
      return null;
    };
    const a = cache.flight('h', resolve);
    const b = cache.flight('h', resolve);
    expect(b).toBe(a);
    expect(calls).toBe(1);
    cache.forget({ userId: 1 });
    const c = cache.flight('h', resolve);
    expect(c).not.toBe(a);
    expect(calls).toBe(2);
    release();
    await Promise.all([a, c]);
    cache.flight('h', resolve);
    expect(calls).toBe(3);
  });
});

async function roleOf(t: TestApp, userId: number): Promise<number> {
  const r = await t.ctx.database.execSql('select role_id from user_roles where user_id = $1', [userId]);
  return Number(r.rows[0]!.role_id);
}

// Two instances on one PostgreSQL database and one Redis: a write on one ends access on the other.
const shared = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;
describe.skipIf(!shared)('the caller cache across two instances (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ CALLER_CACHE_SECONDS: '5' });
    // the second instance on the first one's database
    b = await buildTestApp({ CALLER_CACHE_SECONDS: '5', DATABASE_URL: a.ctx.config.DATABASE_URL! }, { clock: a.clock });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const onB = (s: SignedIn) => b.app.inject({ method: 'POST', url: PAGE, headers: s.headers, payload: { current: 1, size: 10 } });

  it('logout on A ends access on B', async () => {
    const u = await userWith(a, ['sys_user_view']);
    expect((await onB(u)).json().code).toBe(2000);
    const heard = callerCacheOf(b.ctx.db)!.nextRemoteInvalidation();
    await a.app.inject({ method: 'DELETE', url: '/lenkor-auth/token/logout', headers: u.headers });
    await heard;
    expect((await onB(u)).statusCode).toBe(401);
  });

  it('a customer signing out on A ends access on B (the customer cache)', async () => {
    const c = await signUpCustomer(a);
    const me = (t: TestApp) => t.app.inject({ method: 'GET', url: t.ctx.svcPath('app', '/me'), headers: c.headers });
    expect((await me(b)).json().code).toBe(2000);
    const heard = customerCacheOf(b.ctx.db)!.nextRemoteInvalidation();
    await a.app.inject({ method: 'POST', url: a.ctx.svcPath('app', '/auth/signOut'), headers: c.headers });
    await heard;
    expect((await me(b)).statusCode).toBe(401);
  });

  it('disabling a user on A ends access on B', async () => {
    const u = await userWith(a, ['sys_user_view']);
    expect((await onB(u)).json().code).toBe(2000);
    const heard = callerCacheOf(b.ctx.db)!.nextRemoteInvalidation();
    await a.ctx.db.transaction((tx) => updateUser(tx, u.userId, { lockFlag: true }));
    await heard;
    expect((await onB(u)).statusCode).toBe(401);
  });

  it("a role's permissions changed on A apply on B", async () => {
    const u = await userWith(a, ['sys_user_view']);
    expect((await onB(u)).json().code).toBe(2000);
    const heard = callerCacheOf(b.ctx.db)!.nextRemoteInvalidation();
    await setRoleMenus(a.ctx.db, await roleOf(a, u.userId), []);
    await heard;
    expect((await onB(u)).json().code).toBe(1000);
  });

  it('a permission disabled on A applies on B', async () => {
    const u = await userWith(a, ['sys_user_view']);
    expect((await onB(u)).json().code).toBe(2000);
    const [node] = await a.ctx.db.select().from(menus).where(eq(menus.permission, 'sys_user_view'));
    const heard = callerCacheOf(b.ctx.db)!.nextRemoteInvalidation();
    await updateMenuVersioned(a.ctx.db, node!.id, node!.version, { enabled: false });
    await heard;
    expect((await onB(u)).json().code).toBe(1000);
  });
});
