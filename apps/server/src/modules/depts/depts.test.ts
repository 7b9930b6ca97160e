import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, encrypt, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { type Call, call, expectGuarded, type J, opLogs } from '../../../test/system';
import { roleIdByCode } from '../roles/test-support';
import { depts } from './depts.tables';

let t: TestApp;
let admin: SignedIn;
let nobody: SignedIn;
let root: number;
let operatorRole: number;
let adminRole: number;
const D = (p: string) => `/lenkor-user/platDept${p}`;
const post = (p: string, payload?: unknown): Call => ({ method: 'POST', url: D(p), payload });
const get = (p: string): Call => ({ method: 'GET', url: D(p) });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  nobody = await userWith(t, []);
  const [r] = await t.ctx.db.select().from(depts).where(eq(depts.parentId, 0));
  root = r!.id;
  operatorRole = await roleIdByCode(t, 'ROLE_OPERATOR');
  adminRole = await roleIdByCode(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

const flat = (tree: J[]): J[] => tree.flatMap((n) => [n, ...flat(n.children)]);

describe('guards', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    for (const c of [
      post('/query', {}),
      post('/insert', { name: 'x' }),
      post('/edit', { deptId: 1, version: 1 }),
      post('/doApi', { action: 'sort', items: [{ deptId: 1, sortOrder: 1 }] }),
      get('/delDept?deptId=1'),
      get('/getApi/1'),
      get('/queryRoleByDept/1'),
      get('/initUserDept?deptId=1'),
    ])
      await expectGuarded(t, c, nobody);
  });
});

describe('query', () => {
  it('gives the seeded tree, sorted', async () => {
    const res = await call(t, post('/query', {}), admin.headers);
    expect(res.body.code).toBe(2000);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ deptId: root, parentId: 0, name: 'DiagOps', fromDingtalk: false });
    expect(res.body.data[0].children.map((c: J) => c.name)).toEqual(['研发部', '运营部', '客服部', '供应链部']);
    const noBody = await call(t, post('/query'), admin.headers);
    expect(noBody.body.data).toEqual(res.body.data);
  });

  it('filters by name, keeping the path down to each match', async () => {
    const res = await call(t, post('/query', { name: '客服' }), admin.headers);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].children.map((c: J) => c.name)).toEqual(['客服部']);
    expect((await call(t, post('/query', { name: 'nothing-like-it' }), admin.headers)).body.data).toEqual([]);
    expect((await call(t, post('/query', { nom: 'x' }), admin.headers)).body.code).toBe(1001);
  });
});

describe('insert / edit / getApi / queryRoleByDept', () => {
  let teamId: number;

  it('inserts a department with default roles, and logs it', async () => {
    const res = await call(t, post('/insert', { parentId: root, name: '测试组', sortOrder: 9, roleIds: [operatorRole] }), admin.headers);
    expect(res.body.code).toBe(2000);
    teamId = res.body.data.deptId;
    expect(res.body.data).toMatchObject({ parentId: root, parentName: 'DiagOps', name: '测试组', sortOrder: 9, version: 1, roles: [{ roleId: operatorRole }] });
    expect((await opLogs(t, 'depts', 'insert', teamId))[0]!.after).toMatchObject({ name: '测试组', roleIds: [operatorRole] });
    const roleRes = await call(t, get(`/queryRoleByDept/${teamId}`), admin.headers);
    expect(roleRes.body.data).toEqual([{ roleId: operatorRole, roleName: '运营人员', roleCode: 'ROLE_OPERATOR' }]);
    const detail = await call(t, get(`/getApi/${teamId}`), admin.headers);
    expect(detail.body.data).toEqual(res.body.data);
  });

  it('refuses a duplicate sibling name (10120), a missing parent or role (1001), bad fields (1001)', async () => {
    expect((await call(t, post('/insert', { parentId: root, name: '测试组' }), admin.headers)).body.code).toBe(10120);
    const parent = await call(t, post('/insert', { parentId: 999999, name: 'x' }), admin.headers);
    expect(parent.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'parentId' }] } });
    expect((await call(t, post('/insert', { name: 'x', roleIds: [999999] }), admin.headers)).body.code).toBe(1001);
    expect((await call(t, post('/insert', { name: '' }), admin.headers)).body.code).toBe(1001);
    expect((await call(t, post('/insert', { name: 'x'.repeat(65) }), admin.headers)).body.code).toBe(1001);
  });

  it('refuses default roles beyond the caller (1000)', async () => {
    const lead = await userWith(t, ['sys_dept_add', 'sys_dept_edit']);
    expect((await call(t, post('/insert', { name: 'Lead team', roleIds: [adminRole] }), lead.headers)).body.code).toBe(1000);
  });

  it('edits with the current version; stale answers 1005 and writes nothing', async () => {
    const res = await call(t, post('/edit', { deptId: teamId, version: 1, name: '测试二组', roleIds: [] }), admin.headers);
    expect(res.body.data).toMatchObject({ name: '测试二组', version: 2, roles: [] });
    const stale = await call(t, post('/edit', { deptId: teamId, version: 1, name: 'Lost' }), admin.headers);
    expect([stale.status, stale.body.code]).toEqual([409, 1005]);
    expect((await call(t, get(`/getApi/${teamId}`), admin.headers)).body.data.name).toBe('测试二组');
    expect(await opLogs(t, 'depts', 'edit', teamId)).toHaveLength(1);
  });

  it('moves a department, but never under itself', async () => {
    const child = await call(t, post('/insert', { parentId: teamId, name: 'Child' }), admin.headers);
    const loop = await call(t, post('/edit', { deptId: teamId, version: 2, parentId: child.body.data.deptId }), admin.headers);
    expect(loop.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'parentId' }] } });
    const top = await call(t, post('/edit', { deptId: child.body.data.deptId, version: 1, parentId: 0 }), admin.headers);
    expect(top.body.data).toMatchObject({ parentId: 0, parentName: null });
  });

  it('answers 1002 for a missing department', async () => {
    expect((await call(t, get('/getApi/999999'), admin.headers)).body.code).toBe(1002);
    expect((await call(t, get('/queryRoleByDept/999999'), admin.headers)).body.code).toBe(1002);
    expect((await call(t, post('/edit', { deptId: 999999, version: 1 }), admin.headers)).body.code).toBe(1002);
    expect((await call(t, get('/getApi/x'), admin.headers)).body.code).toBe(1001);
  });
});

describe('doApi sort', () => {
  it('sets many sort orders at once and the tree follows', async () => {
    const kids = (await call(t, post('/query', {}), admin.headers)).body.data.find((n: J) => n.deptId === root).children;
    const reversed = [...kids].reverse().map((k: J, i: number) => ({ deptId: k.deptId, sortOrder: i }));
    const res = await call(t, post('/doApi', { action: 'sort', items: reversed }), admin.headers);
    expect(res.body.code).toBe(2000);
    expect(res.body.data.updated).toBeGreaterThan(0);
    const after = (await call(t, post('/query', {}), admin.headers)).body.data.find((n: J) => n.deptId === root).children;
    expect(after.map((k: J) => k.deptId)).toEqual(reversed.map((r) => r.deptId));
    expect(await opLogs(t, 'depts', 'sort')).toHaveLength(1);
  });

  it('refuses unknown actions and ids (1001, 1002), and repeated ids', async () => {
    expect((await call(t, post('/doApi', { action: 'explode', items: [] }), admin.headers)).body.code).toBe(1001);
    expect((await call(t, post('/doApi', { action: 'sort', items: [] }), admin.headers)).body.code).toBe(1001);
    expect((await call(t, post('/doApi', { action: 'sort', items: [{ deptId: 999999, sortOrder: 1 }] }), admin.headers)).body.code).toBe(1002);
    const twice = [
      { deptId: root, sortOrder: 1 },
      { deptId: root, sortOrder: 2 },
    ];
    expect((await call(t, post('/doApi', { action: 'sort', items: twice }), admin.headers)).body.code).toBe(1001);
  });
});

describe('delDept and initUserDept', () => {
  it('refuses a department with sub-departments or users (1015); deletes an empty one', async () => {
    const parent = (await call(t, post('/insert', { name: 'Parent' }), admin.headers)).body.data.deptId;
    const child = (await call(t, post('/insert', { parentId: parent, name: 'Kid' }), admin.headers)).body.data.deptId;
    const withChild = await call(t, get(`/delDept?deptId=${parent}`), admin.headers);
    expect([withChild.status, withChild.body.code]).toEqual([409, 1015]);
    const add = await call(
      t,
      {
        method: 'POST',
        url: '/lenkor-user/user/addUser',
        payload: { username: 'kiduser', realName: 'Kid User', password: encrypt(t, 'Abcdef12!'), deptId: child },
      },
      admin.headers,
    );
    expect(add.body.code).toBe(2000);
    expect((await call(t, get(`/delDept?deptId=${child}`), admin.headers)).body.code).toBe(1015);

    // initUserDept: the users of a department and of the departments below it
    const below = await call(t, get(`/initUserDept?deptId=${parent}`), admin.headers);
    expect(below.body.data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(below.body.data.records[0]).toMatchObject({ username: 'kiduser', deptName: 'Kid' });
    expect((await call(t, get('/initUserDept?deptId=999999'), admin.headers)).body.code).toBe(1002);
    expect((await call(t, get(`/initUserDept?deptId=${parent}&size=7`), admin.headers)).body.code).toBe(1001);

    await call(t, { method: 'DELETE', url: `/lenkor-user/user/${add.body.data.userId}` }, admin.headers);
    const ok = await call(t, get(`/delDept?deptId=${child}`), admin.headers);
    expect(ok.body).toMatchObject({ code: 2000, data: true });
    expect((await opLogs(t, 'depts', 'delDept', child))[0]!.before).toMatchObject({ name: 'Kid' });
    expect(flat((await call(t, post('/query', {}), admin.headers)).body.data).map((n) => n.deptId)).not.toContain(child);
    expect((await call(t, get(`/delDept?deptId=${child}`), admin.headers)).body.code).toBe(1002);
    expect((await call(t, get('/delDept'), admin.headers)).body.code).toBe(1001);
  });
});
