import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { call, opLogs } from '../../../test/system';
import { allDepts, findDeptByDingtalkId } from '../depts';
import { rolesOfUser } from '../roles';
import { normalizePhone } from './dingtalk-sync.service';
import { users } from './users.tables';

/** A DingTalk stand-in: gettoken, department/listsub and user/list (1 user a page, to exercise the cursor). */
type DDept = { dept_id: number; name: string; parent_id: number };
type DUser = { userid: string; name: string; mobile?: string; email?: string; dept: number; also?: number };
const org: { depts: DDept[]; users: DUser[]; secret: string; calls: string[] } = {
  secret: 'app-secret',
  calls: [],
  depts: [
    { dept_id: 10, name: '研发中心', parent_id: 1 },
    { dept_id: 11, name: '固件组', parent_id: 10 },
    { dept_id: 20, name: '销售部', parent_id: 1 },
  ],
  users: [
    { userid: 'boss', name: '老板', mobile: '13900000001', dept: 1 },
    // in two departments: kept once, in the first one a breadth-first walk meets (销售部)
    { userid: 'zhangsan', name: '张三', mobile: '+86-13900000002', email: 'zs@example.com', dept: 11, also: 20 },
    { userid: 'lisi', name: '李四', mobile: '5551234', email: 'not-an-email', dept: 11 },
    { userid: 'wangwu', name: '王五', dept: 20 },
  ],
};

function standIn(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      org.calls.push(`${req.method} ${url.pathname}`);
      const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/gettoken') {
        if (url.searchParams.get('appkey') !== 'app-key' || url.searchParams.get('appsecret') !== org.secret)
          return send({ errcode: 40089, errmsg: 'invalid appkey' });
        return send({ errcode: 0, access_token: 'tok', expires_in: 7200 });
      }
      if (url.searchParams.get('access_token') !== 'tok') return send({ errcode: 88, errmsg: 'bad token' });
      const body = JSON.parse(raw || '{}');
      if (url.pathname === '/topapi/v2/department/listsub') return send({ errcode: 0, result: org.depts.filter((d) => d.parent_id === body.dept_id) });
      if (url.pathname === '/topapi/v2/user/list') {
        const all = org.users.filter((u) => u.dept === body.dept_id || u.also === body.dept_id);
        const list = all.slice(body.cursor, body.cursor + 1).map(({ dept: _d, also: _a, ...u }) => u);
        const more = body.cursor + 1 < all.length;
        return send({ errcode: 0, result: { has_more: more, ...(more ? { next_cursor: body.cursor + 1 } : {}), list } });
      }
      res.writeHead(404).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: http.Server;
let t: TestApp;
let admin: SignedIn;
const SYNC = { method: 'POST' as const, url: '/lenkor-user/user/syncDingDeptAndUser' };

beforeAll(async () => {
  server = await standIn();
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({ DINGTALK_BASE_URL: `http://127.0.0.1:${port}`, DINGTALK_APP_KEY: 'app-key', DINGTALK_APP_SECRET: 'app-secret' });
  admin = await signInAdmin(t);
  // a local account already holds the username the DingTalk userid "zhangsan" would take
  await t.ctx.db.insert(users).values({ username: 'zhangsan', realName: 'Local Zhang', passwordHash: 'x' });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

const dingUser = async (userid: string) => (await t.ctx.db.select().from(users).where(eq(users.dingtalkUserId, userid)))[0]!;
const dingDept = async (id: number) => (await findDeptByDingtalkId(t.ctx.db, String(id)))!;

describe('syncDingDeptAndUser', () => {
  it('answers 1014 when DingTalk is not configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await call(plain, SYNC, (await signInAdmin(plain)).headers);
      expect([res.status, res.body.code]).toEqual([503, 1014]);
    } finally {
      await plain.close();
    }
  });

  it('creates the departments as a tree under the local top department, and the users', async () => {
    const res = await call(t, SYNC, admin.headers);
    expect(res.body).toMatchObject({ code: 2000, data: { deptsCreated: 3, deptsUpdated: 0, usersCreated: 4, usersUpdated: 0 } });
    const root = (await allDepts(t.ctx.db)).find((d) => d.parentId === 0);
    const rd = await dingDept(10);
    expect(rd).toMatchObject({ name: '研发中心', parentId: root!.id });
    expect(await dingDept(11)).toMatchObject({ name: '固件组', parentId: rd.id });
    const zs = await dingUser('zhangsan');
    expect(zs).toMatchObject({ username: 'zhangsan_2', realName: '张三', phone: '13900000002', email: 'zs@example.com', passwordExpired: true });
    expect(zs.deptId).toBe((await dingDept(20)).id);
    expect(await dingUser('boss')).toMatchObject({ username: 'boss', deptId: root!.id, phone: '13900000001' });
    expect(await dingUser('lisi')).toMatchObject({ phone: null, email: null });
    expect(await rolesOfUser(t.ctx.db, zs.id)).toEqual([]);
    expect(zs.passwordHash.startsWith('$argon2id$')).toBe(true);
    const [log] = await opLogs(t, 'users', 'syncDingDeptAndUser');
    expect(log!.after).toEqual(res.body.data);
    expect(org.calls.filter((c) => c.endsWith('/user/list')).length).toBeGreaterThan(4); // paged
  });

  it('updates what changed, keeps local usernames, and does not bring deleted users back', async () => {
    const zs = await dingUser('zhangsan');
    await t.ctx.db.update(users).set({ username: 'zhang.san' }).where(eq(users.id, zs.id));
    await t.ctx.db.update(users).set({ delFlag: true }).where(eq(users.dingtalkUserId, 'wangwu'));
    org.depts[1]!.name = '固件与驱动组';
    org.users[1]!.name = '张三丰';
    org.users.push({ userid: 'zhaoliu', name: '赵六', mobile: '13900000001', dept: 20 }); // boss's phone: not copied
    const res = await call(t, SYNC, admin.headers);
    expect(res.body.data).toEqual({ deptsCreated: 0, deptsUpdated: 1, usersCreated: 1, usersUpdated: 1 });
    expect(await dingUser('zhangsan')).toMatchObject({ username: 'zhang.san', realName: '张三丰' });
    expect(await dingUser('wangwu')).toMatchObject({ delFlag: true });
    expect(await dingUser('zhaoliu')).toMatchObject({ phone: null });
    const again = await call(t, SYNC, admin.headers);
    expect(again.body.data).toEqual({ deptsCreated: 0, deptsUpdated: 0, usersCreated: 0, usersUpdated: 0 });
  });

  it('lists synchronised users as such in user administration', async () => {
    const res = await call(t, { method: 'POST', url: '/lenkor-user/user/getUserPage', payload: { username: 'zhang.san' } }, admin.headers);
    expect(res.body.data.records[0]).toMatchObject({ fromDingtalk: true, passwordExpired: true });
  });

  it('answers 1014 when DingTalk refuses the credentials, and changes nothing', async () => {
    const before = await t.ctx.db.select({ id: users.id }).from(users).where(isNotNull(users.dingtalkUserId));
    org.secret = 'rotated';
    org.users.push({ userid: 'newcomer', name: 'N', dept: 1 });
    try {
      const res = await call(t, SYNC, admin.headers);
      expect([res.status, res.body.code]).toEqual([503, 1014]);
    } finally {
      org.secret = 'app-secret';
    }
    expect(await t.ctx.db.select({ id: users.id }).from(users).where(isNotNull(users.dingtalkUserId))).toHaveLength(before.length);
  });

  it('answers 1014 when DingTalk cannot be reached', async () => {
    const off = await buildTestApp({ DINGTALK_BASE_URL: 'http://127.0.0.1:9', DINGTALK_APP_KEY: 'k', DINGTALK_APP_SECRET: 's' });
    try {
      expect((await call(off, SYNC, (await signInAdmin(off)).headers)).body.code).toBe(1014);
    } finally {
      await off.close();
    }
  });

  it('keeps only mainland mobile numbers', () => {
    expect(normalizePhone('13800138000')).toBe('13800138000');
    expect(normalizePhone('+86 138-0013-8000')).toBe('13800138000');
    expect(normalizePhone('+1 415 555 0100')).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
  });
});
