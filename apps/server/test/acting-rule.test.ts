import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SYSTEM_PERMISSIONS } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoleMenus, roleMenuIds } from '../src/modules/menus';
import { menuIdByPermission } from '../src/modules/menus/test-support';
import { roles } from '../src/modules/roles/roles.tables';
import { findUserByUsername } from '../src/modules/users';
import { updateUserRow, userRow } from '../src/modules/users/test-support';
import { ADMIN_PASSWORD, buildTestApp, encrypt, type SignedIn, signIn, signInAdmin, type TestApp, userWith } from './helpers';
import { type RegisteredRoute, registeredRoutes } from './registered-routes';
import { type Call, call } from './system';

/**
 * The acting rule (issue #9, item 1): a delegated administrator holding every user and role
 * permission, but not the menu permissions, runs every user and role mutation against the
 * super-administrator (and against a role above them) and gets 403/1000 each time.
 */

/** The user and role permissions that change something (view permissions read only). */
const MUTATING: string[] = Object.values(SYSTEM_PERMISSIONS)
  .map((p) => p.name)
  .filter((n) => /^sys_(user|role)_/.test(n) && !n.endsWith('_view'));
const DELEGATED = Object.values(SYSTEM_PERMISSIONS)
  .map((p) => p.name)
  .filter((n) => /^sys_(user|role)_/.test(n));

/** A DingTalk stand-in whose only user is the super-administrator, under a new name and e-mail. */
function dingtalkStandIn(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    req.resume().on('end', () => {
      if (url.pathname === '/gettoken') return send({ errcode: 0, access_token: 'tok', expires_in: 7200 });
      if (url.pathname === '/topapi/v2/department/listsub') return send({ errcode: 0, result: [] });
      if (url.pathname === '/topapi/v2/user/list')
        return send({ errcode: 0, result: { has_more: false, list: [{ userid: 'root-admin', name: 'Climber', email: 'climber@example.com' }] } });
      res.writeHead(404).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: http.Server;
let t: TestApp;
let admin: SignedIn;
let delegate: SignedIn;
let routes: RegisteredRoute[];
let adminRole: number;
let highRole: number;
let lesser: SignedIn & { username: string };

beforeAll(async () => {
  server = await dingtalkStandIn();
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({ DINGTALK_BASE_URL: `http://127.0.0.1:${port}`, DINGTALK_APP_KEY: 'k', DINGTALK_APP_SECRET: 's' });
  admin = await signInAdmin(t);
  await updateUserRow(t, admin.userId, { dingtalkUserId: 'root-admin', email: 'root@example.com' });
  delegate = await userWith(t, DELEGATED);
  lesser = await userWith(t, [SYSTEM_PERMISSIONS.userView.name]);
  routes = await registeredRoutes(t.ctx);
  adminRole = (await t.ctx.db.select().from(roles).where(eq(roles.roleCode, 'ROLE_ADMIN')))[0]!.id;
  // a role nobody holds, granting a menu permission the delegate lacks
  const [high] = await t.ctx.db.insert(roles).values({ roleName: '菜单管理员', roleCode: 'ROLE_MENU_ADMIN' }).returning();
  highRole = high!.id;
  await addRoleMenus(t.ctx.db, highRole, [await menuIdByPermission(t, SYSTEM_PERMISSIONS.menuDel.name)]);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

const version = async (userId: number) => (await userRow(t, userId)).version;
const roleVersion = async (roleId: number) => (await t.ctx.db.select().from(roles).where(eq(roles.id, roleId)))[0]!.version;

/**
 * How each mutation is aimed above the caller: `METHOD url` as registered → the calls that
 * must each answer 403/1000, or the reason it acts on nobody. A new user or role mutation
 * without an entry fails the first test.
 */
const AIMED: Record<string, (() => Promise<Call[]>) | { actsOnNobody: string }> = {
  'POST /lenkor-user/user/addUser': async () => [
    {
      method: 'POST',
      url: '/lenkor-user/user/addUser',
      payload: { username: 'second_root', realName: 'Second root', password: encrypt(t, 'Climb3r!pass'), roleIds: [adminRole] },
    },
  ],
  'PUT /lenkor-user/user': async () => [
    { method: 'PUT', url: '/lenkor-user/user', payload: { userId: admin.userId, version: await version(admin.userId), email: 'climber@example.com' } },
  ],
  'POST /lenkor-user/user/updateUserInfo': async () => [
    { method: 'POST', url: '/lenkor-user/user/updateUserInfo', payload: { userId: admin.userId, version: await version(admin.userId), lockFlag: true } },
  ],
  'DELETE /lenkor-user/user/:id': async () => [{ method: 'DELETE', url: `/lenkor-user/user/${admin.userId}` }],
  'POST /lenkor-user/pwd/reSetPwd': async () => [
    { method: 'POST', url: '/lenkor-user/pwd/reSetPwd', payload: { userId: admin.userId, password: encrypt(t, 'Climb3r!pass') } },
  ],
  'POST /lenkor-user/user/updatePasswordBatch': async () => [
    { method: 'POST', url: '/lenkor-user/user/updatePasswordBatch', payload: { userIds: [lesser.userId, admin.userId], password: encrypt(t, 'Climb3r!pass') } },
  ],
  'POST /lenkor-user/user/syncDingDeptAndUser': async () => [{ method: 'POST', url: '/lenkor-user/user/syncDingDeptAndUser', payload: {} }],
  'POST /lenkor-user/role/save': { actsOnNobody: 'creates a role with no grants; granting to it is saveRoleMenus' },
  'POST /lenkor-user/role/update': async () => [
    { method: 'POST', url: '/lenkor-user/role/update', payload: { roleId: adminRole, version: await roleVersion(adminRole), roleName: '前超级管理员' } },
    { method: 'POST', url: '/lenkor-user/role/update', payload: { roleId: highRole, version: await roleVersion(highRole), roleDesc: 'mine now' } },
  ],
  'POST /lenkor-user/role/delete': async () => [
    { method: 'POST', url: '/lenkor-user/role/delete', payload: { roleId: adminRole } },
    { method: 'POST', url: '/lenkor-user/role/delete', payload: { roleId: highRole } },
  ],
  'POST /lenkor-user/role/saveRoleMenus': async () => [
    { method: 'POST', url: '/lenkor-user/role/saveRoleMenus', payload: { roleId: adminRole, menuIds: [] } },
    { method: 'POST', url: '/lenkor-user/role/saveRoleMenus', payload: { roleId: highRole, menuIds: [] } },
  ],
};

describe('the acting rule on every user and role mutation', () => {
  it('knows how to aim every registered user and role mutation above the caller', () => {
    const mutations = routes.filter((r) => MUTATING.includes(r.permission)).map((r) => `${r.method} ${r.url}`);
    expect(mutations.length).toBeGreaterThanOrEqual(11);
    expect(mutations.filter((m) => !(m in AIMED))).toEqual([]);
  });

  it('answers 403/1000 to a delegated administrator acting on the super-administrator, and changes nothing', async () => {
    const rootBefore = await userRow(t, admin.userId);
    const answers: string[] = [];
    for (const [key, aim] of Object.entries(AIMED)) {
      if (!(typeof aim === 'function')) continue;
      for (const c of await aim()) {
        const res = await call(t, c, delegate.headers);
        answers.push(`${key} ${JSON.stringify(c.payload ?? {}).slice(0, 40)} → ${res.status}/${res.body.code}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith('→ 403/1000'))).toEqual([]);
    const rootAfter = await userRow(t, admin.userId);
    expect(rootAfter).toEqual(rootBefore);
    expect((await signIn(t, 'admin', ADMIN_PASSWORD, 'admin-again')).userId).toBe(admin.userId);
    expect(await t.ctx.db.select().from(roles).where(eq(roles.id, highRole))).toMatchObject([{ roleDesc: null, version: 1 }]);
    expect(await roleMenuIds(t.ctx.db, highRole)).toHaveLength(1);
    expect(await findUserByUsername(t.ctx.db, 'second_root')).toBeFalsy();
  });

  it('still lets the delegate act on users and roles within their permissions', async () => {
    const reset = await call(
      t,
      { method: 'POST', url: '/lenkor-user/pwd/reSetPwd', payload: { userId: lesser.userId, password: encrypt(t, 'Fresh!pass9') } },
      delegate.headers,
    );
    expect(reset.body.code).toBe(2000);
    const [lesserRole] = await t.ctx.db
      .select()
      .from(roles)
      .where(eq(roles.roleCode, `ROLE_T_${lesser.userId}`));
    const rename = await call(
      t,
      { method: 'POST', url: '/lenkor-user/role/update', payload: { roleId: lesserRole!.id, version: lesserRole!.version, roleDesc: 'viewers' } },
      delegate.headers,
    );
    expect(rename.body.code).toBe(2000);
  });
});
