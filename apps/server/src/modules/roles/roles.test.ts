import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, encrypt, type SignedIn, signIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { type Call, call, expectGuarded, type J, menuIdByPath, opLogs } from '../../../test/system';
import { roleMenuIds } from '../menus';
import { allMenuIds, menuIdByPermission } from '../menus/test-support';
import { roles } from './roles.tables';

let t: TestApp;
let admin: SignedIn;
let nobody: SignedIn;
let adminRole: number;
let operatorRole: number;
const R = (p: string) => `/lenkor-user/role${p}`;
const post = (p: string, payload?: unknown): Call => ({ method: 'POST', url: R(p), payload });
const get = (p: string): Call => ({ method: 'GET', url: R(p) });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  nobody = await userWith(t, []);
  const rs = await t.ctx.db.select().from(roles);
  adminRole = rs.find((r) => r.roleCode === 'ROLE_ADMIN')!.id;
  operatorRole = rs.find((r) => r.roleCode === 'ROLE_OPERATOR')!.id;
});
afterAll(() => t.close());

const buttonId = (permission: string) => menuIdByPermission(t, permission);

describe('guards', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    for (const c of [
      post('/page', {}),
      post('/list'),
      get('/detail/1'),
      post('/save', { roleName: 'x', roleCode: 'X' }),
      post('/update', { roleId: 1, version: 1 }),
      post('/delete', { roleId: 1 }),
      get('/getRoleMenus/1'),
      post('/saveRoleMenus', { roleId: 1, menuIds: [] }),
    ])
      await expectGuarded(t, c, nobody);
  });
});

describe('reads', () => {
  it('page lists roles with their user counts, filtered and paged', async () => {
    const res = await call(t, post('/page', { roleCode: 'ROLE_ADMIN' }), admin.headers);
    expect(res.body.data).toMatchObject({ total: 1, records: [{ roleId: adminRole, roleName: '超级管理员', userCount: 1, builtIn: true, version: 1 }] });
    const byName = await call(t, post('/page', { roleName: '运营' }), admin.headers);
    expect(byName.body.data.records).toMatchObject([{ roleCode: 'ROLE_OPERATOR', userCount: 0, builtIn: false }]);
    const sorted = await call(t, post('/page', { sort: { field: 'roleCode', order: 'desc' }, size: 100 }), admin.headers);
    const codes = sorted.body.data.records.map((r: J) => r.roleCode);
    expect(codes).toEqual([...codes].sort().reverse());
    expect((await call(t, post('/page', { roleName: 1 }), admin.headers)).body.code).toBe(1001);
  });

  it('list gives every role for pickers; detail one role or 1002', async () => {
    const list = await call(t, post('/list'), admin.headers);
    expect(list.body.data).toEqual(expect.arrayContaining([{ roleId: operatorRole, roleName: '运营人员', roleCode: 'ROLE_OPERATOR' }]));
    expect((await call(t, get(`/detail/${operatorRole}`), admin.headers)).body.data).toMatchObject({ roleCode: 'ROLE_OPERATOR' });
    expect((await call(t, get('/detail/999999'), admin.headers)).body.code).toBe(1002);
    for (const c of [get('/detail/abc'), get('/getRoleMenus/0'), post('/delete', {}), post('/update', { roleId: operatorRole }), post('/list', { x: 1 })]) {
      const res = await call(t, c, admin.headers);
      expect([res.status, res.body.code], c.url).toEqual([400, 1001]);
    }
  });

  it('getRoleMenus gives the granted node ids; the administrator role holds every node', async () => {
    const res = await call(t, get(`/getRoleMenus/${adminRole}`), admin.headers);
    expect(res.body.data.menuIds.sort()).toEqual((await allMenuIds(t)).sort());
    expect((await call(t, get(`/getRoleMenus/${operatorRole}`), admin.headers)).body.data).toEqual({ roleId: operatorRole, menuIds: [], version: 1 });
    expect((await call(t, get('/getRoleMenus/999999'), admin.headers)).body.code).toBe(1002);
  });
});

describe('save / update / delete', () => {
  let roleId: number;

  it('creates a role and logs it; refuses a taken or malformed code', async () => {
    const res = await call(t, post('/save', { roleName: '客服', roleCode: 'ROLE_SUPPORT', roleDesc: 'Support desk' }), admin.headers);
    expect(res.body.data).toMatchObject({ roleName: '客服', roleCode: 'ROLE_SUPPORT', roleDesc: 'Support desk', userCount: 0, version: 1 });
    roleId = res.body.data.roleId;
    expect(await opLogs(t, 'roles', 'create', roleId)).toHaveLength(1);
    expect((await call(t, post('/save', { roleName: 'Dup', roleCode: 'ROLE_SUPPORT' }), admin.headers)).body.code).toBe(10120);
    expect((await call(t, post('/save', { roleName: 'Bad', roleCode: 'role support' }), admin.headers)).body.code).toBe(1001);
    expect((await call(t, post('/save', { roleCode: 'ROLE_X' }), admin.headers)).body.code).toBe(1001);
  });

  it('updates with the current version; stale answers 1005 and writes nothing', async () => {
    const res = await call(t, post('/update', { roleId, version: 1, roleName: '客服专员' }), admin.headers);
    expect(res.body.data).toMatchObject({ roleName: '客服专员', version: 2 });
    const stale = await call(t, post('/update', { roleId, version: 1, roleName: 'Lost' }), admin.headers);
    expect([stale.status, stale.body.code]).toEqual([409, 1005]);
    expect((await call(t, get(`/detail/${roleId}`), admin.headers)).body.data.roleName).toBe('客服专员');
    expect((await call(t, post('/update', { roleId, version: 2, roleCode: 'ROLE_OPERATOR' }), admin.headers)).body.code).toBe(10120);
    expect((await call(t, post('/update', { roleId: 999999, version: 1 }), admin.headers)).body.code).toBe(1002);
  });

  it('keeps the administrator role code and the role itself', async () => {
    expect((await call(t, post('/update', { roleId: adminRole, version: 1, roleCode: 'ROLE_BOSS' }), admin.headers)).body.code).toBe(1000);
    const renamed = await call(t, post('/update', { roleId: adminRole, version: 1, roleName: 'Administrators' }), admin.headers);
    expect(renamed.body.data).toMatchObject({ roleName: 'Administrators', roleCode: 'ROLE_ADMIN' });
    expect((await call(t, post('/delete', { roleId: adminRole }), admin.headers)).body.code).toBe(1000);
  });

  it('refuses to delete a role users hold (1015), deletes it once free, with its grants', async () => {
    await call(t, post('/saveRoleMenus', { roleId, menuIds: [await menuIdByPath(t, '/user/menu')] }), admin.headers);
    const add = await call(
      t,
      {
        method: 'POST',
        url: '/lenkor-user/user/addUser',
        payload: { username: 'support1', realName: 'S', password: encrypt(t, 'Abcdef12!'), roleIds: [roleId] },
      },
      admin.headers,
    );
    const held = await call(t, post('/delete', { roleId }), admin.headers);
    expect([held.status, held.body.code]).toEqual([409, 1015]);
    await call(t, { method: 'DELETE', url: `/lenkor-user/user/${add.body.data.userId}` }, admin.headers);
    const res = await call(t, post('/delete', { roleId }), admin.headers);
    expect(res.body).toMatchObject({ code: 2000, data: true });
    expect(await roleMenuIds(t.ctx.db, roleId)).toEqual([]);
    expect((await opLogs(t, 'roles', 'delete', roleId))[0]!.before).toMatchObject({ roleCode: 'ROLE_SUPPORT' });
    expect((await call(t, get(`/detail/${roleId}`), admin.headers)).body.code).toBe(1002);
    // the code is free again
    expect((await call(t, post('/save', { roleName: 'Again', roleCode: 'ROLE_SUPPORT' }), admin.headers)).body.code).toBe(2000);
  });
});

describe('saveRoleMenus', () => {
  it('grants pages and buttons as a tree: holders see the page and get the permission', async () => {
    const role = (await call(t, post('/save', { roleName: 'Viewer', roleCode: 'ROLE_VIEWER' }), admin.headers)).body.data;
    const page = await menuIdByPath(t, '/user/userlist');
    const view = await buttonId('sys_user_view');
    const res = await call(t, post('/saveRoleMenus', { roleId: role.roleId, menuIds: [view, page], version: 1 }), admin.headers);
    const folder = await menuIdByPath(t, '/user');
    expect(res.body.data).toEqual({ roleId: role.roleId, menuIds: [folder, page, view].sort((a, b) => a - b), version: 2 });
    const [log] = await opLogs(t, 'roles', 'saveRoleMenus', role.roleId);
    expect(log!.before).toEqual({ menuIds: [] });

    await call(
      t,
      {
        method: 'POST',
        url: '/lenkor-user/user/addUser',
        payload: { username: 'viewer1', realName: 'V', password: encrypt(t, 'Abcdef12!'), roleIds: [role.roleId] },
      },
      admin.headers,
    );
    const v = await signIn(t, 'viewer1', 'Abcdef12!');
    const main = await call(t, { method: 'POST', url: '/lenkor-user/menu/getMainMenu' }, v.headers);
    expect(main.body.data).toMatchObject([{ path: '/user', children: [{ path: '/user/userlist' }] }]);
    const info = await call(t, { method: 'GET', url: '/lenkor-user/user/getUserInfo' }, v.headers);
    expect(info.body.data.permissions).toEqual(['sys_user_view']);

    // stale version: 1005 and the grants stay
    const stale = await call(t, post('/saveRoleMenus', { roleId: role.roleId, menuIds: [], version: 1 }), admin.headers);
    expect(stale.body.code).toBe(1005);
    expect((await call(t, get(`/getRoleMenus/${role.roleId}`), admin.headers)).body.data.menuIds).toHaveLength(3);
    // revoking takes effect on the next request
    await call(t, post('/saveRoleMenus', { roleId: role.roleId, menuIds: [] }), admin.headers);
    expect((await call(t, { method: 'GET', url: '/lenkor-user/user/getUserInfo' }, v.headers)).body.data.permissions).toEqual([]);
  });

  it('refuses unknown nodes (1001), the administrator role (1000), missing roles (1002)', async () => {
    const bad = await call(t, post('/saveRoleMenus', { roleId: operatorRole, menuIds: [999999] }), admin.headers);
    expect(bad.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'menuIds' }] } });
    expect((await call(t, post('/saveRoleMenus', { roleId: adminRole, menuIds: [] }), admin.headers)).body.code).toBe(1000);
    expect((await call(t, post('/saveRoleMenus', { roleId: 999999, menuIds: [] }), admin.headers)).body.code).toBe(1002);
    expect((await call(t, post('/saveRoleMenus', { roleId: operatorRole, menuIds: ['x'] }), admin.headers)).body.code).toBe(1001);
  });

  it('lets a caller grant only permissions they hold', async () => {
    const granter = await userWith(t, ['sys_role_view', 'sys_role_perm']);
    const target = (await call(t, post('/save', { roleName: 'T', roleCode: 'ROLE_T_GRANT' }), admin.headers)).body.data;
    const mine = await call(t, post('/saveRoleMenus', { roleId: target.roleId, menuIds: [await buttonId('sys_role_view')] }), granter.headers);
    expect(mine.body.code).toBe(2000);
    const beyond = await call(t, post('/saveRoleMenus', { roleId: target.roleId, menuIds: [await buttonId('sys_user_del')] }), granter.headers);
    expect([beyond.status, beyond.body.code]).toEqual([403, 1000]);
    expect(await roleMenuIds(t.ctx.db, target.roleId)).toContain(await buttonId('sys_role_view'));
  });
});
