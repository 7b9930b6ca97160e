import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { type Call, call, expectGuarded, grantPaths, type J, menuIdByPath, opLogs, roleCodeOf } from '../../../test/system';
import { menus, roleMenus } from './menus.tables';

let t: TestApp;
let admin: SignedIn;
let nobody: SignedIn;
const U = (p: string) => `/lenkor-user/menu${p}`;
const post = (url: string, payload?: unknown): Call => ({ method: 'POST', url: U(url), payload });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  nobody = await userWith(t, []);
});
afterAll(() => t.close());

const flat = (tree: J[]): J[] => tree.flatMap((n) => [n, ...flat(n.children)]);

describe('guards', () => {
  it('every menu call needs a session; the management calls need their permission', async () => {
    for (const c of [post('/getMainMenu'), post('/getMenu/-1'), { method: 'GET' as const, url: U('/findMenuByPath?path=/user/menu') }])
      await expectGuarded(t, c, null);
    for (const c of [
      post('/getMenuAll'),
      post('/getAllLevel'),
      post('/page', {}),
      post('/selectAllMenu', {}),
      post('/detail', { menuId: 1 }),
      post('/updateStatus', { menuId: 1, enabled: true, version: 1 }),
      post('/edit', { menuId: 1, version: 1 }),
      post('/saveOrUpdate', { name: 'x', enName: 'x', path: '/x' }),
      post('/delete', { menuId: 1 }),
    ])
      await expectGuarded(t, c, nobody);
  });
});

describe('getMainMenu / getMenu / findMenuByPath', () => {
  it('gives the administrator the page tree, sorted, without buttons', async () => {
    const res = await call(t, post('/getMainMenu'), admin.headers);
    expect(res.body.code).toBe(2000);
    const folder = res.body.data.find((n: J) => n.path === '/user');
    expect(folder.children.map((c: J) => c.path)).toEqual(['/user/menu', '/user/roleList', '/user/userlist']);
    expect(flat(res.body.data).every((n) => n.type === 0)).toBe(true);
    const first = folder.children[0];
    expect(first).toMatchObject({ name: '菜单管理', enName: 'Menu management', platformType: 1, meta: { roles: [] }, group: [], enabled: true });
  });

  it('shows a user only the pages their roles grant', async () => {
    const u = await userWith(t, []);
    expect((await call(t, post('/getMainMenu'), u.headers)).body.data).toEqual([]);
    await grantPaths(t, u.userId, ['/user', '/user/userlist']);
    const tree = (await call(t, post('/getMainMenu'), u.headers)).body.data;
    expect(tree.map((n: J) => n.path)).toEqual(['/user']);
    expect(tree[0].children.map((n: J) => n.path)).toEqual(['/user/userlist']);
  });

  it('hides an entry whose meta.roles names none of the user roles (platform.md §2)', async () => {
    const u = await userWith(t, []);
    const roleId = await grantPaths(t, u.userId, ['/user', '/user/menu', '/user/userlist']);
    const menuId = await menuIdByPath(t, '/user/menu');
    await t.ctx.db
      .update(menus)
      .set({ metaRoles: ['ROLE_SOMEONE_ELSE'] })
      .where(eq(menus.id, menuId));
    try {
      let paths = flat((await call(t, post('/getMainMenu'), u.headers)).body.data).map((n) => n.path);
      expect(paths).toEqual(['/user', '/user/userlist']);
      await t.ctx.db
        .update(menus)
        .set({ metaRoles: ['ROLE_SOMEONE_ELSE', await roleCodeOf(t, roleId)] })
        .where(eq(menus.id, menuId));
      paths = flat((await call(t, post('/getMainMenu'), u.headers)).body.data).map((n) => n.path);
      expect(paths).toEqual(['/user', '/user/menu', '/user/userlist']);
    } finally {
      await t.ctx.db.update(menus).set({ metaRoles: null }).where(eq(menus.id, menuId));
    }
  });

  it('getMenu/-1 is the whole menu; getMenu/{id} the sub-menus of one node', async () => {
    const main = (await call(t, post('/getMainMenu'), admin.headers)).body.data;
    expect((await call(t, post('/getMenu/-1'), admin.headers)).body.data).toEqual(main);
    expect((await call(t, post('/getMenu/-1', {}), admin.headers)).body.data).toEqual(main);
    const sub = await call(t, post(`/getMenu/${await menuIdByPath(t, '/user')}`), admin.headers);
    expect(sub.body.data.map((n: J) => n.path)).toEqual(['/user/menu', '/user/roleList', '/user/userlist']);
    expect((await call(t, post('/getMenu/999999'), admin.headers)).body.code).toBe(1002);
    expect((await call(t, post('/getMenu/0'), admin.headers)).body.code).toBe(1001);
  });

  it('findMenuByPath answers the visible entry by path or group, else null', async () => {
    const hit = await call(t, { method: 'GET', url: U('/findMenuByPath?path=/user/roleList') }, admin.headers);
    expect(hit.body.data).toMatchObject({ path: '/user/roleList', enName: 'Post permission management' });
    expect(hit.body.data.children).toBeUndefined();
    const none = await call(t, { method: 'GET', url: U('/findMenuByPath?path=/nowhere') }, admin.headers);
    expect(none.body).toMatchObject({ code: 2000, data: null });
    const u = await userWith(t, []);
    const hidden = await call(t, { method: 'GET', url: U('/findMenuByPath?path=/user/roleList') }, u.headers);
    expect(hidden.body.data).toBeNull();
    expect((await call(t, { method: 'GET', url: U('/findMenuByPath') }, admin.headers)).body.code).toBe(1001);
  });
});

describe('menu screen reads', () => {
  it('getMenuAll holds buttons with their permission under their page', async () => {
    const u = await userWith(t, ['sys_menu_view']);
    const res = await call(t, post('/getMenuAll'), u.headers);
    const page = flat(res.body.data).find((n) => n.path === '/user/menu');
    expect(page.children.map((c: J) => c.permission)).toEqual(expect.arrayContaining(['sys_menu_view', 'sys_menu_add', 'sys_menu_edit', 'sys_menu_del']));
    expect(page.children.every((c: J) => c.type === 1)).toBe(true);
  });

  it('getAllLevel serves the role editor with sys_role_view', async () => {
    const u = await userWith(t, ['sys_role_view']);
    const res = await call(t, post('/getAllLevel'), u.headers);
    expect(flat(res.body.data).some((n) => n.permission === 'sys_role_perm')).toBe(true);
  });

  it('page filters by name, path and enabled, and pages in the database', async () => {
    const byName = await call(t, post('/page', { name: 'management', size: 10 }), admin.headers);
    // every area adds its own "… management" screens; the system ones are among them, and nothing else
    expect(byName.body.data.records.map((r: J) => r.path)).toEqual(expect.arrayContaining(['/user/menu', '/user/roleList', '/user/userlist']));
    expect(byName.body.data.records.every((r: J) => /management/i.test(`${r.name} ${r.enName}`))).toBe(true);
    const byPath = await call(t, post('/page', { path: '/user/', type: 0 }), admin.headers);
    const paths = byPath.body.data.records.map((r: J) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/user/menu', '/user/roleList', '/user/userlist']));
    expect(paths.every((p: string) => p.includes('/user/'))).toBe(true);
    const pageTwo = await call(t, post('/page', { current: 2, size: 10 }), admin.headers);
    const all = await call(t, post('/page', { size: 100 }), admin.headers);
    expect(pageTwo.body.data.records.map((r: J) => r.menuId)).toEqual(all.body.data.records.slice(10, 20).map((r: J) => r.menuId));
    expect(pageTwo.body.data).toMatchObject({ current: 2, size: 10, total: all.body.data.total });
    expect((await call(t, post('/page', { enabled: false }), admin.headers)).body.data.total).toBe(0);
    const wild = await call(t, post('/page', { name: '%' }), admin.headers);
    expect(wild.body.data.total).toBe(0);
  });

  it('page refuses unknown fields and page sizes outside 10/20/50/100', async () => {
    const a = await call(t, post('/page', { size: 7 }), admin.headers);
    expect([a.status, a.body.code]).toEqual([400, 1001]);
    const b = await call(t, post('/page', { bogus: 1 }), admin.headers);
    expect(b.body.code).toBe(1001);
    expect(b.body.data.errors[0].field).toContain('bogus');
  });

  it('selectAllMenu lists every node flat, or one type', async () => {
    const all = (await call(t, post('/selectAllMenu', {}), admin.headers)).body.data;
    expect((await call(t, post('/selectAllMenu'), admin.headers)).body.data).toEqual(all);
    const pages = (await call(t, post('/selectAllMenu', { type: 0 }), admin.headers)).body.data;
    expect(all.length).toBeGreaterThan(pages.length);
    expect(pages.every((p: J) => p.type === 0)).toBe(true);
    expect(Object.keys(pages[0]).sort()).toEqual(['enName', 'enabled', 'menuId', 'name', 'parentId', 'path', 'permission', 'sortOrder', 'type']);
  });

  it('refuses malformed management calls with 1001', async () => {
    for (const c of [
      post('/updateStatus', { menuId: 1, enabled: 'yes', version: 1 }),
      post('/delete', {}),
      post('/edit', { menuId: 1, version: 1, type: 5 }),
      post('/edit', { menuId: 1, version: 1, path: 'no-slash' }),
      post('/saveOrUpdate', { name: 'x', enName: 'x', path: '/x', platformType: 2 }),
      post('/getMainMenu', { menuId: 1 }),
    ]) {
      const res = await call(t, c, admin.headers);
      expect([res.status, res.body.code], JSON.stringify(c.payload)).toEqual([400, 1001]);
    }
  });

  it('detail answers one node or 1002', async () => {
    const id = await menuIdByPath(t, '/user/menu');
    expect((await call(t, post('/detail', { menuId: id }), admin.headers)).body.data).toMatchObject({ menuId: id, path: '/user/menu', version: 1 });
    expect((await call(t, post('/detail', { menuId: 999999 }), admin.headers)).body.code).toBe(1002);
    expect((await call(t, post('/detail', { menuId: 'x' }), admin.headers)).body.code).toBe(1001);
  });
});

describe('saveOrUpdate / edit / updateStatus / delete', () => {
  let folderId: number;

  it('creates a folder and a page under it, with defaults, and logs both', async () => {
    const folder = await call(t, post('/saveOrUpdate', { name: '测试', enName: 'Test', path: '/test', icon: 'ToolOutlined', sortOrder: 50 }), admin.headers);
    expect(folder.body.code).toBe(2000);
    folderId = folder.body.data.menuId;
    expect(folder.body.data).toMatchObject({ parentId: -1, type: 0, platformType: 1, enabled: true, keepAlive: true, version: 1 });
    const page = await call(
      t,
      post('/saveOrUpdate', {
        parentId: folderId,
        name: '充电',
        enName: 'Charging',
        path: '/charge/list',
        platformType: 3,
        group: ['/charge/detail'],
        query: { tab: 'a' },
        meta: { roles: ['ROLE_ADMIN'] },
      }),
      admin.headers,
    );
    expect(page.body.data).toMatchObject({
      parentId: folderId,
      platformType: 3,
      group: ['/charge/detail'],
      query: { tab: 'a' },
      meta: { roles: ['ROLE_ADMIN'] },
    });
    const logs = await opLogs(t, 'menus', 'create', page.body.data.menuId);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.after).toMatchObject({ path: '/charge/list' });
    // the admin role does not yet hold the new nodes, so the sidebar does not show them
    const main = flat((await call(t, post('/getMainMenu'), admin.headers)).body.data).map((n) => n.path);
    expect(main).not.toContain('/test');
    const all = flat((await call(t, post('/getMenuAll'), admin.headers)).body.data);
    expect(all.find((n) => n.menuId === folderId).children.map((c: J) => c.path)).toEqual(['/charge/list']);
  });

  it('refuses bad nodes: button without permission, missing parent, duplicate path or permission', async () => {
    const noPerm = await call(t, post('/saveOrUpdate', { name: 'b', enName: 'b', type: 1 }), admin.headers);
    expect(noPerm.body.code).toBe(1001);
    expect(noPerm.body.data.errors.map((e: J) => e.field)).toContain('body.permission');
    const noPath = await call(t, post('/saveOrUpdate', { name: 'b', enName: 'b' }), admin.headers);
    expect(noPath.body.code).toBe(1001);
    const noParent = await call(t, post('/saveOrUpdate', { name: 'b', enName: 'b', path: '/b', parentId: 999999 }), admin.headers);
    expect(noParent.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'parentId' }] } });
    const dupPath = await call(t, post('/saveOrUpdate', { name: 'b', enName: 'b', path: '/user/menu' }), admin.headers);
    expect([dupPath.status, dupPath.body.code]).toEqual([409, 10120]);
    const dupPerm = await call(t, post('/saveOrUpdate', { name: 'b', enName: 'b', type: 1, permission: 'sys_menu_view' }), admin.headers);
    expect(dupPerm.body.code).toBe(10120);
    const badHref = await call(t, post('/saveOrUpdate', { name: 'b', enName: 'b', path: '/b', href: 'javascript:alert(1)' }), admin.headers);
    expect(badHref.body.code).toBe(1001);
  });

  it('edits with the current version; a stale version answers 1005 and writes nothing', async () => {
    const ok = await call(t, post('/edit', { menuId: folderId, version: 1, enName: 'Testing' }), admin.headers);
    expect(ok.body.data).toMatchObject({ enName: 'Testing', name: '测试', version: 2 });
    const stale = await call(t, post('/edit', { menuId: folderId, version: 1, enName: 'Lost' }), admin.headers);
    expect([stale.status, stale.body.code]).toEqual([409, 1005]);
    expect((await call(t, post('/detail', { menuId: folderId }), admin.headers)).body.data.enName).toBe('Testing');
    expect(await opLogs(t, 'menus', 'edit', folderId)).toHaveLength(1);
    expect((await call(t, post('/edit', { menuId: 999999, version: 1 }), admin.headers)).body.code).toBe(1002);
  });

  it('saveOrUpdate with menuId edits, and then needs sys_menu_edit too', async () => {
    const res = await call(t, post('/saveOrUpdate', { menuId: folderId, version: 2, sortOrder: 51 }), admin.headers);
    expect(res.body.data).toMatchObject({ sortOrder: 51, version: 3 });
    const noVersion = await call(t, post('/saveOrUpdate', { menuId: folderId, sortOrder: 52 }), admin.headers);
    expect(noVersion.body.code).toBe(1001);
    const adder = await userWith(t, ['sys_menu_add']);
    const denied = await call(t, post('/saveOrUpdate', { menuId: folderId, version: 3, sortOrder: 52 }), adder.headers);
    expect(denied.body.code).toBe(1000);
  });

  it('refuses to move a node under itself or its descendants', async () => {
    const child = flat((await call(t, post('/getMenuAll'), admin.headers)).body.data).find((n) => n.path === '/charge/list');
    const res = await call(t, post('/edit', { menuId: folderId, version: 3, parentId: child.menuId }), admin.headers);
    expect(res.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'parentId' }] } });
  });

  it('protects the buttons routes declare: no rename, no delete, menu management cannot be disabled', async () => {
    const [btn] = await t.ctx.db.select().from(menus).where(eq(menus.permission, 'sys_user_add'));
    expect((await call(t, post('/edit', { menuId: btn!.id, version: btn!.version, permission: 'x_y' }), admin.headers)).body.code).toBe(1000);
    expect((await call(t, post('/delete', { menuId: btn!.id }), admin.headers)).body.code).toBe(1000);
    const [edit] = await t.ctx.db.select().from(menus).where(eq(menus.permission, 'sys_menu_edit'));
    expect((await call(t, post('/updateStatus', { menuId: edit!.id, version: edit!.version, enabled: false }), admin.headers)).body.code).toBe(1000);
  });

  it('updateStatus disables a node: its subtree leaves the menu, its permission leaves its holders', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await grantPaths(t, u.userId, ['/user', '/user/userlist']);
    const folder = await call(t, post('/detail', { menuId: await menuIdByPath(t, '/user') }), admin.headers);
    const off = await call(t, post('/updateStatus', { menuId: folder.body.data.menuId, enabled: false, version: folder.body.data.version }), admin.headers);
    expect(off.body.data.enabled).toBe(false);
    expect((await call(t, post('/getMainMenu'), u.headers)).body.data).toEqual([]);
    const back = await call(t, post('/updateStatus', { menuId: folder.body.data.menuId, enabled: true, version: off.body.data.version }), admin.headers);
    expect(back.body.data.enabled).toBe(true);
    expect((await call(t, post('/getMainMenu'), u.headers)).body.data).toHaveLength(1);

    const [btn] = await t.ctx.db.select().from(menus).where(eq(menus.permission, 'sys_user_view'));
    await call(t, post('/updateStatus', { menuId: btn!.id, enabled: false, version: btn!.version }), admin.headers);
    const page = await call(t, { method: 'POST', url: '/lenkor-user/menu/getMenuAll' }, u.headers);
    expect(page.status).toBe(403);
    const info = await call(t, { method: 'GET', url: '/lenkor-user/user/getUserInfo' }, u.headers);
    expect(info.body.data.permissions).not.toContain('sys_user_view');
    await call(t, post('/updateStatus', { menuId: btn!.id, enabled: true, version: btn!.version + 1 }), admin.headers);
    const stale = await call(t, post('/updateStatus', { menuId: btn!.id, enabled: false, version: btn!.version }), admin.headers);
    expect(stale.body.code).toBe(1005);
  });

  it('delete refuses a node with children (1015), removes a leaf and its grants, logs it', async () => {
    const withChildren = await call(t, post('/delete', { menuId: folderId }), admin.headers);
    expect([withChildren.status, withChildren.body.code]).toEqual([409, 1015]);
    const leaf = await call(t, post('/saveOrUpdate', { parentId: folderId, name: 'x', enName: 'x', type: 1, permission: 'test_leaf' }), admin.headers);
    const leafId = leaf.body.data.menuId;
    await t.ctx.db.insert(roleMenus).values({ roleId: 1, menuId: leafId });
    const del = await call(t, post('/delete', { menuId: leafId }), admin.headers);
    expect(del.body).toMatchObject({ code: 2000, data: true });
    expect(await t.ctx.db.select().from(roleMenus).where(eq(roleMenus.menuId, leafId))).toEqual([]);
    expect((await opLogs(t, 'menus', 'delete', leafId))[0]!.before).toMatchObject({ permission: 'test_leaf' });
    expect((await call(t, post('/delete', { menuId: leafId }), admin.headers)).body.code).toBe(1002);
    // the permission name is free again
    const again = await call(t, post('/saveOrUpdate', { parentId: folderId, name: 'x', enName: 'x', type: 1, permission: 'test_leaf' }), admin.headers);
    expect(again.body.code).toBe(2000);
  });
});

describe('OpenAPI document', () => {
  it('describes the recursive menu and department trees with resolvable components', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs).toContain('MenuNode');
    expect(refs).toContain('DeptNode');
    for (const ref of new Set(refs)) expect(doc.components.schemas[ref], ref).toBeDefined();
    expect(doc.components.schemas.MenuNode.properties.children.items.$ref).toBe('#/components/schemas/MenuNode');
  });
});
