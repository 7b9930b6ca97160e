import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, encrypt, type SignedIn, signIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { type Call, call, expectGuarded, type J, opLogs } from '../../../test/system';
import { allDepts, insertDept } from '../depts';
import { rolesOfUser, setDeptRoles } from '../roles';
import { roleIdByCode } from '../roles/test-support';
import { users } from './users.tables';

let t: TestApp;
let admin: SignedIn;
let nobody: SignedIn;
let rootDept: number;
let subDept: number;
let operatorRole: number;
let adminRole: number;
const U = (p: string) => `/lenkor-user/user${p}`;
const PASSWORD = 'Abcdef12!';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  nobody = await userWith(t, []);
  const depts = await allDepts(t.ctx.db);
  rootDept = depts.find((d) => d.parentId === 0)!.id;
  const child = depts.find((d) => d.parentId === rootDept)!;
  subDept = (await insertDept(t.ctx.db, { name: 'Sub team', parentId: child.id })).id;
  operatorRole = await roleIdByCode(t, 'ROLE_OPERATOR');
  adminRole = await roleIdByCode(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

let seq = 0;
async function addUser(extra: Record<string, unknown> = {}, headers = admin.headers) {
  seq++;
  return call(
    t,
    { method: 'POST', url: U('/addUser'), payload: { username: `staff${seq}`, realName: `Staff ${seq}`, password: encrypt(t, PASSWORD), ...extra } },
    headers,
  );
}

describe('guards', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const calls: Call[] = [
      { method: 'POST', url: U('/getUserPage'), payload: {} },
      { method: 'GET', url: U('/getUserList') },
      { method: 'POST', url: U('/addUser'), payload: { username: 'x1', realName: 'x', password: 'x' } },
      { method: 'PUT', url: U(''), payload: { userId: 1, version: 1 } },
      { method: 'POST', url: U('/updateUserInfo'), payload: { userId: 1, version: 1 } },
      { method: 'DELETE', url: U('/1') },
      { method: 'POST', url: U('/syncDingDeptAndUser') },
    ];
    for (const c of calls) await expectGuarded(t, c, nobody);
    await expectGuarded(t, { method: 'PUT', url: U('/updateUserBasicInfo'), payload: {} }, null);
  });
});

describe('addUser', () => {
  it('creates a staff user who can sign in, with roles, and logs it', async () => {
    const res = await addUser({ username: 'alice', deptId: subDept, roleIds: [operatorRole], email: 'alice@example.com', phone: '13800138000' });
    expect(res.body.code).toBe(2000);
    expect(res.body.data).toMatchObject({
      username: 'alice',
      deptId: subDept,
      deptName: 'Sub team',
      email: 'alice@example.com',
      phone: '13800138000',
      phoneMasked: false,
      userType: 'staff',
      lockFlag: false,
      passwordExpired: false,
      roles: [{ roleId: operatorRole, roleCode: 'ROLE_OPERATOR' }],
      version: 1,
    });
    const s = await signIn(t, 'alice', PASSWORD);
    expect(s.userId).toBe(res.body.data.userId);
    const [log] = await opLogs(t, 'users', 'addUser', res.body.data.userId);
    expect(log!.after).toMatchObject({ username: 'alice', roles: [operatorRole], phone: '138****8000' });
    expect(JSON.stringify(log)).not.toContain('passwordHash');
  });

  it("gives the department's default roles when roleIds is absent", async () => {
    await setDeptRoles(t.ctx.db, rootDept, [operatorRole]);
    const res = await addUser({ deptId: rootDept });
    expect(res.body.data.roles.map((r: J) => r.roleId)).toEqual([operatorRole]);
    const none = await addUser({ deptId: rootDept, roleIds: [] });
    expect(none.body.data.roles).toEqual([]);
  });

  it('refuses a taken login account, case-insensitively (73211)', async () => {
    const res = await addUser({ username: 'ALICE' });
    expect([res.status, res.body.code]).toEqual([409, 73211]);
  });

  it('checks the password (1008 rules, 1009 not encrypted) and every field (1001)', async () => {
    expect((await addUser({ password: encrypt(t, 'short1!') })).body.code).toBe(1008);
    expect((await addUser({ password: encrypt(t, 'alllowercase') })).body.code).toBe(1008);
    expect((await addUser({ password: 'bm90IGVuY3J5cHRlZA==' })).body.code).toBe(1009);
    for (const bad of [
      { realName: '' },
      { username: 'has space' },
      { email: 'not-an-email' },
      { phone: '12345678901' },
      { phone: '+8613800138000' },
      { unknownField: 1 },
      { deptId: 999999 },
      { roleIds: [999999] },
    ]) {
      const res = await addUser(bad);
      expect([res.status, res.body.code], JSON.stringify(bad)).toEqual([400, 1001]);
    }
    const missing = await call(t, { method: 'POST', url: U('/addUser'), payload: { username: 'bob' } }, admin.headers);
    expect(missing.body.data.errors.map((e: J) => e.field).sort()).toEqual(['body.password', 'body.realName']);
  });

  it('refuses a phone or e-mail another account uses (10120)', async () => {
    expect((await addUser({ phone: '13800138000' })).body.code).toBe(10120);
    expect((await addUser({ email: 'ALICE@example.com' })).body.code).toBe(10120);
  });

  it('refuses to hand out roles with permissions the caller lacks (1000)', async () => {
    const hr = await userWith(t, ['sys_user_add', 'sys_user_view']);
    const res = await addUser({ roleIds: [adminRole] }, hr.headers);
    expect([res.status, res.body.code]).toEqual([403, 1000]);
    const plain = await addUser({ roleIds: [] }, hr.headers);
    expect(plain.body.code).toBe(2000);
  });
});

describe('getUserPage / getUserList', () => {
  it('lists staff only, newest first, with filters; deptId includes sub-departments', async () => {
    const [dealer] = await t.ctx.db.insert(users).values({ username: 'dealer1', realName: 'Dealer', passwordHash: 'x', userType: 'dealer' }).returning();
    const all = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { size: 100 } }, admin.headers);
    expect(all.body.code).toBe(2000);
    const names = all.body.data.records.map((r: J) => r.username);
    expect(names).toContain('alice');
    expect(names).toContain('admin');
    expect(names).not.toContain(dealer!.username);
    expect(all.body.data.total).toBe(names.length);
    const byDept = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { deptId: rootDept, size: 100 } }, admin.headers);
    expect(byDept.body.data.records.map((r: J) => r.username)).toContain('alice'); // in a sub-sub-department
    const byName = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { username: 'ALI' } }, admin.headers);
    expect(byName.body.data.records.map((r: J) => r.username)).toEqual(['alice']);
    const byReal = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { realName: 'Staff 1' } }, admin.headers);
    expect(byReal.body.data.total).toBeGreaterThan(0);
    const locked = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { lockFlag: true } }, admin.headers);
    expect(locked.body.data.total).toBe(0);
    const paged = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { size: 10, current: 2 } }, admin.headers);
    expect(paged.body.data.records.map((r: J) => r.userId)).toEqual(all.body.data.records.slice(10, 20).map((r: J) => r.userId));
  });

  it('masks phone numbers without sys_user_phone_view, and then matches only the digits the caller sees', async () => {
    const viewer = await userWith(t, ['sys_user_view']);
    const search = async (phone: string, who = viewer) =>
      (await call(t, { method: 'POST', url: U('/getUserPage'), payload: { phone } }, who.headers)).body.data.records.map((r: J) => r.username);
    const masked = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { username: 'alice' } }, viewer.headers);
    expect(masked.body.data.records[0]).toMatchObject({ phone: '138****8000', phoneMasked: true });
    // a guess of the whole number, or of the hidden digits, finds nobody: 138****8000 cannot be unmasked by trying
    expect(await search('13800138000')).toEqual([]);
    expect(await search('0013')).toEqual([]);
    expect(await search('1380013')).toEqual([]);
    // what the list shows can be searched
    expect(await search('138****8000')).toEqual(['alice']);
    expect(await search('8000')).toEqual(['alice']);

    const full = await userWith(t, ['sys_user_view', 'sys_user_phone_view']);
    expect(await search('13800138000', full)).toEqual(['alice']);
    expect(await search('0013', full)).toEqual(['alice']);
    const clear = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { phone: '1380013' } }, full.headers);
    expect(clear.body.data.records[0]).toMatchObject({ username: 'alice', phone: '13800138000', phoneMasked: false });
  });

  it('refuses bad page queries (1001)', async () => {
    expect((await call(t, { method: 'POST', url: U('/getUserPage'), payload: { size: 15 } }, admin.headers)).body.code).toBe(1001);
    expect(
      (await call(t, { method: 'POST', url: U('/getUserPage'), payload: { sort: { field: 'passwordHash', order: 'asc' } } }, admin.headers)).body.code,
    ).toBe(1001);
  });

  it('getUserList gives a short list of unlocked staff for pickers', async () => {
    const res = await call(t, { method: 'GET', url: U('/getUserList?keyword=alic') }, admin.headers);
    expect(res.body.data).toEqual([{ userId: expect.any(Number), username: 'alice', realName: 'Staff 1', deptId: subDept }]);
    const limited = await call(t, { method: 'GET', url: U('/getUserList?limit=2') }, admin.headers);
    expect(limited.body.data).toHaveLength(2);
    expect((await call(t, { method: 'GET', url: U('/getUserList?limit=1000') }, admin.headers)).body.code).toBe(1001);
  });
});

describe('PUT /user and updateUserInfo', () => {
  it('edits with the current version; a stale one answers 1005 and writes nothing', async () => {
    const u = (await addUser()).body.data;
    const res = await call(
      t,
      { method: 'PUT', url: U(''), payload: { userId: u.userId, version: 1, realName: 'Renamed', email: 'r@example.com', roleIds: [operatorRole] } },
      admin.headers,
    );
    expect(res.body.data).toMatchObject({ realName: 'Renamed', email: 'r@example.com', version: 2, roles: [{ roleId: operatorRole }] });
    const stale = await call(t, { method: 'PUT', url: U(''), payload: { userId: u.userId, version: 1, realName: 'Lost' } }, admin.headers);
    expect([stale.status, stale.body.code]).toEqual([409, 1005]);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, u.userId));
    expect(row!.realName).toBe('Renamed');
    const logs = await opLogs(t, 'users', 'updateUser', u.userId);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.before).toMatchObject({ realName: `Staff ${seq}`, roles: [] });
    expect(logs[0]!.after).toMatchObject({ realName: 'Renamed', roles: [operatorRole] });
    // null clears; the alias answers the same
    const alias = await call(t, { method: 'POST', url: U('/updateUserInfo'), payload: { userId: u.userId, version: 2, email: null } }, admin.headers);
    expect(alias.body.data).toMatchObject({ email: null, version: 3 });
  });

  it('locking a user ends their sessions; you cannot lock yourself (1016)', async () => {
    const u = (await addUser()).body.data;
    const s = await signIn(t, u.username, PASSWORD);
    expect((await call(t, { method: 'GET', url: U('/getUserInfo') }, s.headers)).status).toBe(200);
    const res = await call(t, { method: 'PUT', url: U(''), payload: { userId: u.userId, version: 1, lockFlag: true } }, admin.headers);
    expect(res.body.data.lockFlag).toBe(true);
    expect((await call(t, { method: 'GET', url: U('/getUserInfo') }, s.headers)).status).toBe(401);
    // unlocking does not bring the old session back: it was ended, not just refused
    const back = await call(t, { method: 'PUT', url: U(''), payload: { userId: u.userId, version: 2, lockFlag: false } }, admin.headers);
    expect(back.body.data.lockFlag).toBe(false);
    expect((await call(t, { method: 'GET', url: U('/getUserInfo') }, s.headers)).status).toBe(401);
    const self = await call(t, { method: 'PUT', url: U(''), payload: { userId: admin.userId, version: 1, lockFlag: true } }, admin.headers);
    expect(self.body.code).toBe(1016);
    const ownRoles = await call(t, { method: 'PUT', url: U(''), payload: { userId: admin.userId, version: 1, roleIds: [operatorRole] } }, admin.headers);
    expect(ownRoles.body.code).toBe(1016);
    const ownName = await call(
      t,
      { method: 'PUT', url: U(''), payload: { userId: admin.userId, version: 1, realName: 'Root', roleIds: [adminRole] } },
      admin.headers,
    );
    expect(ownName.body.data).toMatchObject({ realName: 'Root', version: 2 });
  });

  it('answers 1002 for a missing user, 1001 for bad fields, 1000 for a user above the caller', async () => {
    expect((await call(t, { method: 'PUT', url: U(''), payload: { userId: 999999, version: 1 } }, admin.headers)).body.code).toBe(1002);
    expect((await call(t, { method: 'PUT', url: U(''), payload: { userId: admin.userId, version: 1, phone: '138****8000' } }, admin.headers)).body.code).toBe(
      1001,
    );
    expect((await call(t, { method: 'PUT', url: U(''), payload: { userId: admin.userId } }, admin.headers)).body.code).toBe(1001);
    const editor = await userWith(t, ['sys_user_edit']);
    const res = await call(t, { method: 'PUT', url: U(''), payload: { userId: admin.userId, version: 1, lockFlag: true } }, editor.headers);
    expect(res.body.code).toBe(1000);
  });
});

describe('updateUserBasicInfo', () => {
  it("changes the caller's own name and e-mail, versioned, and logs it", async () => {
    const me = await userWith(t, []);
    const res = await call(t, { method: 'PUT', url: U('/updateUserBasicInfo'), payload: { realName: 'Me Myself', email: 'me@example.com' } }, me.headers);
    expect(res.body.data).toMatchObject({ userId: me.userId, realName: 'Me Myself', email: 'me@example.com' });
    expect(await opLogs(t, 'users', 'updateUserBasicInfo', me.userId)).toHaveLength(1);
    const stale = await call(t, { method: 'PUT', url: U('/updateUserBasicInfo'), payload: { realName: 'X', version: 1 } }, me.headers);
    expect(stale.body.code).toBe(1005);
    expect((await call(t, { method: 'PUT', url: U('/updateUserBasicInfo'), payload: { email: 'nope' } }, me.headers)).body.code).toBe(1001);
    expect((await call(t, { method: 'PUT', url: U('/updateUserBasicInfo'), payload: { userId: 1 } }, me.headers)).body.code).toBe(1001);
  });
});

describe('DELETE /user/{id}', () => {
  it('soft-deletes: gone from the list, sessions ended, roles released, username kept reserved, logged', async () => {
    const u = (await addUser({ username: 'leaving', roleIds: [operatorRole] })).body.data;
    const s = await signIn(t, 'leaving', PASSWORD);
    const res = await call(t, { method: 'DELETE', url: U(`/${u.userId}`) }, admin.headers);
    expect(res.body).toMatchObject({ code: 2000, data: true });
    expect((await call(t, { method: 'GET', url: U('/getUserInfo') }, s.headers)).status).toBe(401);
    const page = await call(t, { method: 'POST', url: U('/getUserPage'), payload: { username: 'leaving' } }, admin.headers);
    expect(page.body.data.total).toBe(0);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, u.userId));
    expect(row!.delFlag).toBe(true);
    expect((await opLogs(t, 'users', 'deleteUser', u.userId))[0]!.before).toMatchObject({ username: 'leaving', roles: [operatorRole] });
    // a deleted user holds no role, so roles count only live holders
    expect(await rolesOfUser(t.ctx.db, u.userId)).toEqual([]);
    expect((await addUser({ username: 'leaving' })).body.code).toBe(73211);
    expect((await call(t, { method: 'DELETE', url: U(`/${u.userId}`) }, admin.headers)).body.code).toBe(1002);
  });

  it('refuses yourself (1016), a bad id (1001) and a user above the caller (1000)', async () => {
    expect((await call(t, { method: 'DELETE', url: U(`/${admin.userId}`) }, admin.headers)).body.code).toBe(1016);
    expect((await call(t, { method: 'DELETE', url: U('/abc') }, admin.headers)).body.code).toBe(1001);
    const deleter = await userWith(t, ['sys_user_del']);
    expect((await call(t, { method: 'DELETE', url: U(`/${admin.userId}`) }, deleter.headers)).body.code).toBe(1000);
  });
});
