import fs from 'node:fs';
import path from 'node:path';
import { MAX_FAILED_SIGN_INS_PER_HOUR, SYSTEM_PERMISSIONS } from '@diagops/contracts';
import { eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depts } from '../../src/modules/depts/depts.tables';
import { menus } from '../../src/modules/menus/menus.tables';
import { products } from '../../src/modules/products/products.tables';
import { platformSkus } from '../../src/modules/skus/skus.tables';
import { channels } from '../../src/modules/supply/supply.tables';
import { users } from '../../src/modules/users/users.tables';
import { type Database, openDatabase } from '../../src/platform/db/client';
import { jobs } from '../../src/platform/kit/kit.tables';
import { fillTemplate, readSheet } from '../kit-helpers';
import { type ClusterClient, clusterClient, type Reply, type Session } from './client';
import { CLUSTER_ADMIN_PASSWORD, type Cluster, type Instance, startCluster } from './instances';

/*
 * Two real server processes on one PostgreSQL database, one Redis and one DATA_DIR, talked
 * to over HTTP (issue 8 item 7; docs/deploy.md). Runs when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set (.ci/run sets them where the services answer).
 *
 * "At once" means at once: after a change on one instance, the very next request on the
 * other must already see it. Nothing here sleeps; only job completion is polled, with a bound.
 */
const DATABASE_SERVER = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

let cluster: Cluster;
let a: Instance;
let b: Instance;
let c: ClusterClient;
let db: Database;
let admin: Session;

beforeAll(async () => {
  if (!DATABASE_SERVER || !REDIS) return;
  cluster = await startCluster({ databaseServerUrl: DATABASE_SERVER, redisUrl: REDIS, count: 2 });
  [a, b] = cluster.instances as [Instance, Instance];
  c = clusterClient(cluster);
  db = await openDatabase({ url: cluster.databaseUrl });
  admin = await c.signIn(a, 'admin', CLUSTER_ADMIN_PASSWORD, 'admin-laptop');
});
afterAll(async () => {
  await db?.close();
  await cluster?.stop();
});

let seq = 0;
/** A staff user added by the administrator (on instance A), with no role unless given. */
async function addUser(roleIds: number[] = [], password = 'Staff#Pass1') {
  const username = `staff${++seq}`;
  const r = await c.call(a, 'POST', 'user', '/user/addUser', {
    session: admin,
    body: { username, realName: `Staff ${seq}`, password: await c.encrypt(a, password), roleIds },
  });
  expect(r.body.code).toBe(2000);
  return { userId: r.body.data.userId as number, version: r.body.data.version as number, username, password };
}

const expectLive = (r: Reply) => expect([r.status, r.body.code]).toEqual([200, 2000]);
const expectEnded = (r: Reply) => expect([r.status, r.body.code]).toEqual([401, 1003]);
const refresh = (inst: Instance, s: Session) =>
  c.call(inst, 'POST', 'auth', '/oauth/token', { body: { grant_type: 'refresh_token', refresh_token: s.refresh } });

describe.skipIf(!DATABASE_SERVER || !REDIS)('two instances: sessions', () => {
  it('started together on an empty database, they migrated and seeded it once', async () => {
    const admins = await db.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    expect(admins).toHaveLength(1);
    const roots = await db.db.select({ id: depts.id }).from(depts).where(eq(depts.parentId, 0));
    expect(roots).toHaveLength(1);
  });

  it('a token from one instance works on the other, and refresh rotation is shared', async () => {
    const keyA = (await c.call(a, 'GET', 'auth', '/publicKey')).body.data.publicKey;
    const keyB = (await c.call(b, 'GET', 'auth', '/publicKey')).body.data.publicKey;
    expect(keyA).toBe(keyB);

    const u = await addUser();
    const s = await c.signIn(a, u.username, u.password, 'laptop');
    const onB = await c.whoAmI(b, s);
    expectLive(onB);
    expect(onB.body.data.sysUser.userId).toBe(u.userId);

    // refreshed on B, the new pair works on A; the old refresh token presented again on A
    // is a reuse and ends the whole session, which B then refuses at once
    const rotated = await refresh(b, s);
    expect(rotated.body.code).toBe(2000);
    const s2: Session = { ...s, token: rotated.body.data.access_token, refresh: rotated.body.data.refresh_token };
    expectLive(await c.whoAmI(a, s2));
    expectLive(await c.whoAmI(b, s2));
    expect((await refresh(a, s)).body.code).toBe(1013);
    expectEnded(await c.whoAmI(b, s2));
    expect((await refresh(b, s2)).body.code).toBe(1013);
  });

  it('signing out on one ends the session on the other at once', async () => {
    const u = await addUser();
    const s = await c.signIn(b, u.username, u.password, 'laptop');
    // both instances have served the token (any cache of the caller is warm on both)
    expectLive(await c.whoAmI(a, s));
    expectLive(await c.whoAmI(b, s));
    const out = await c.call(a, 'DELETE', 'auth', '/token/logout', { session: s });
    expect(out.body.code).toBe(2000);
    expectEnded(await c.whoAmI(b, s));
    expect((await refresh(b, s)).body.code).toBe(1013);
  });

  it('a password change on one ends the other sessions on the other at once; the changing one stays', async () => {
    const u = await addUser();
    const here = await c.signIn(a, u.username, u.password, 'laptop');
    const there = await c.signIn(b, u.username, u.password, 'phone');
    for (const inst of [a, b]) for (const s of [here, there]) expectLive(await c.whoAmI(inst, s));
    const changed = await c.call(a, 'POST', 'user', '/user/updatePassword', {
      session: here,
      body: {
        userId: u.userId,
        password: await c.encrypt(a, u.password),
        newpassword1: await c.encrypt(a, 'Changed#Pass2'),
        confirmPwd: await c.encrypt(a, 'Changed#Pass2'),
      },
    });
    expect(changed.body.code).toBe(2000);
    expectEnded(await c.whoAmI(b, there));
    expectEnded(await c.whoAmI(a, there));
    expectLive(await c.whoAmI(b, here));
    expect((await c.login(b, u.username, u.password, 'phone')).body.code).toBe(60002);
    expect((await c.login(b, u.username, 'Changed#Pass2', 'phone')).body.code).toBe(2000);
  });

  it('disabling a user on one ends their sessions on the other at once', async () => {
    const u = await addUser();
    const s = await c.signIn(b, u.username, u.password, 'laptop');
    expectLive(await c.whoAmI(a, s));
    expectLive(await c.whoAmI(b, s));
    const locked = await c.call(a, 'PUT', 'user', '/user', { session: admin, body: { userId: u.userId, version: u.version, lockFlag: true } });
    expect(locked.body.data.lockFlag).toBe(true);
    expectEnded(await c.whoAmI(b, s));
    expect((await refresh(b, s)).body.code).toBe(1013);
    expect((await c.login(b, u.username, u.password, 'laptop')).body.code).toBe(15601);
  });

  it('a permission revoked on one is refused on the other at once', async () => {
    const role = await c.call(a, 'POST', 'user', '/role/save', { session: admin, body: { roleName: 'Cluster viewer', roleCode: 'ROLE_CLUSTER_VIEWER' } });
    const roleId = role.body.data.roleId as number;
    const nodes = await db.db
      .select({ id: menus.id })
      .from(menus)
      .where(or(eq(menus.path, '/user/userlist'), eq(menus.permission, SYSTEM_PERMISSIONS.userView.name)));
    const granted = await c.call(a, 'POST', 'user', '/role/saveRoleMenus', { session: admin, body: { roleId, menuIds: nodes.map((n) => n.id) } });
    expect(granted.body.code).toBe(2000);
    const u = await addUser([roleId]);
    const s = await c.signIn(b, u.username, u.password, 'laptop');
    const userPage = (inst: Instance) => c.call(inst, 'POST', 'user', '/user/getUserPage', { session: s, body: {} });
    for (const inst of [a, b]) expect((await userPage(inst)).body.code).toBe(2000);
    const revoked = await c.call(a, 'POST', 'user', '/role/saveRoleMenus', { session: admin, body: { roleId, menuIds: [] } });
    expect(revoked.body.code).toBe(2000);
    const refused = await userPage(b);
    expect([refused.status, refused.body.code]).toEqual([403, 1000]);
  });

  it('failed sign-ins are counted across both instances', async () => {
    const u = await addUser();
    // the owner's phone signed in before: a known device, exempt from the account-wide count
    await c.signIn(b, u.username, u.password, 'owner-phone');
    // exactly the allowance of failures from one unknown device, spread over both instances
    // (four at a time: the counters are atomic, each request checks before counting)
    const wrong = Array.from({ length: MAX_FAILED_SIGN_INS_PER_HOUR }, (_, i) => (i % 2 === 0 ? a : b));
    const codes: number[] = [];
    for (let i = 0; i < wrong.length; i += 4) {
      const batch = wrong.slice(i, i + 4).map((inst) => c.login(inst, u.username, 'Wrong#Guess1', 'guesser'));
      for (const r of await Promise.all(batch)) codes.push(r.body.code);
    }
    expect(codes).toEqual(Array(MAX_FAILED_SIGN_INS_PER_HOUR).fill(60002));
    // neither instance alone saw the allowance, yet both now refuse, even the right password
    for (const inst of [a, b]) {
      const r = await c.login(inst, u.username, u.password, 'guesser');
      expect([r.status, r.body.code]).toEqual([429, 1004]);
    }
    // the account-wide count is shared too: another unknown device is held back
    expect((await c.login(a, u.username, u.password, 'new-tablet')).body.code).toBe(1004);
    // and the owner's known device still signs in, on either instance
    expect((await c.login(a, u.username, u.password, 'owner-phone')).body.code).toBe(2000);
    expect((await c.login(b, u.username, u.password, 'owner-phone')).body.code).toBe(2000);
  });
});

describe.skipIf(!DATABASE_SERVER || !REDIS)('two instances: background jobs and the shared file store', () => {
  const sku = (p: string) => `/platformsku${p}`;

  /** Polls the job on the given instance until it ends (bounded; nothing else waits). */
  async function jobOn(inst: Instance, jobId: string, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const r = await c.call(inst, 'GET', 'product', `/job/${jobId}`, { session: admin });
      const job = r.body.data;
      if (job && (job.status === 'completed' || job.status === 'failed')) return job;
      if (Date.now() > until) throw new Error(`job ${jobId} did not end: ${JSON.stringify(r.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Files under DATA_DIR/files/<folder>, relative to DATA_DIR/files. */
  function storedFiles(folder: string): string[] {
    const root = path.join(cluster.dataDir, 'files');
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) return [];
    return (fs.readdirSync(dir, { recursive: true }) as string[])
      .map((f) => path.join(dir, f))
      .filter((f) => fs.statSync(f).isFile())
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .sort();
  }

  /** pg-boss's record of the queued work for these jobs (live and archived). */
  async function bossRows(jobIds: string[]) {
    const { rows } = await db.execSql(
      `select data->>'jobId' as "jobId", state, retry_count as "retryCount" from pgboss.job where name = 'kit-jobs' and data->>'jobId' = any($1)
       union all
       select data->>'jobId', state, retry_count from pgboss.archive where name = 'kit-jobs' and data->>'jobId' = any($1)`,
      [jobIds],
    );
    return rows as Array<{ jobId: string; state: string; retryCount: number }>;
  }

  let importJobId: string;

  beforeAll(async () => {
    await db.db.insert(products).values({ code: 'CL-PROD', nameZh: '集群诊断仪', nameEn: 'Cluster scanner', productLine: 'diag' });
    await db.db.insert(channels).values({ code: 'CL-CH', nameZh: '集群渠道', nameEn: 'Cluster channel', platform: 'own' });
  });

  it('an import started on one is polled and its failure file downloaded on the other', async () => {
    const template = await c.send(b, 'GET', 'product', sku('/downloadTemplate'), { session: admin });
    expect(template.status).toBe(200);
    const file = await fillTemplate(Buffer.from(await template.arrayBuffer()), [
      ['CL-1', '一', 'One', 'CL-PROD', 'CL-CH', 'P-1', 10, 'USD', '', ''],
      ['CL-2', '二', 'Two', 'CL-PROD', 'CL-CH', 'P-2', 20, 'USD', '', ''],
      ['CL-3', '三', 'Three', 'CL-PROD', 'CL-CH', 'P-3', 30, 'USD', '', ''],
      ['CL-4', '四', 'Four', 'NO-SUCH', 'CL-CH', 'P-4', 40, 'USD', '', ''],
      ['CL-1', '重复', 'Duplicate', 'CL-PROD', 'CL-CH', 'P-5', 50, 'USD', '', ''],
    ]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'skus.xlsx');
    const started = await c.call(a, 'POST', 'product', sku('/importExcel'), { session: admin, body: form });
    expect(started.body.code).toBe(2000);
    importJobId = started.body.data.jobId;

    const job = await jobOn(b, importJobId);
    expect(job).toMatchObject({ kind: 'import', status: 'completed', total: 5, successCount: 3, failedCount: 2, hasFile: true });
    const kept = await db.db.select({ code: platformSkus.skuCode }).from(platformSkus).where(like(platformSkus.skuCode, 'CL-%'));
    expect(kept.map((r) => r.code).sort()).toEqual(['CL-1', 'CL-2', 'CL-3']);

    const failed = await c.send(b, 'GET', 'product', sku(`/downloadFailedFile?jobId=${importJobId}`), { session: admin });
    expect(failed.status).toBe(200);
    const rows = await readSheet(await failed.arrayBuffer());
    expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['CL-4', '产品编码: 产品编码不存在'],
      ['CL-1', 'SKU编码: SKU编码已存在'],
    ]);
    // the upload lived in the shared store until the job ended, whichever instance ran it
    expect(storedFiles('imports')).toEqual([]);
    expect(storedFiles('import-failures')).toHaveLength(1);
  });

  it('each background job runs exactly once with a worker on each instance', async () => {
    // six exports queued at the same moment, half on each instance; both instances work the queue
    const started = await Promise.all(
      [a, b, a, b, a, b].map((inst) =>
        c.call(inst, 'POST', 'product', sku('/exportExcel'), { session: admin, headers: { 'x-async-job': '1' }, body: { skuCode: 'CL-' } }),
      ),
    );
    const ids = started.map((r) => {
      expect(r.body.code).toBe(2000);
      return r.body.data.jobId as string;
    });
    const done = await Promise.all(ids.map((id, i) => jobOn(i % 2 === 0 ? b : a, id)));
    for (const job of done) expect(job).toMatchObject({ kind: 'export', status: 'completed', total: 3, hasFile: true });

    // pg-boss handed each job out once and never retried it
    const boss = await bossRows([...ids, importJobId]);
    expect(boss.map((r) => r.jobId).sort()).toEqual([...ids, importJobId].sort());
    for (const r of boss) expect(r).toMatchObject({ state: 'completed', retryCount: 0 });
    // a second run would have written a second file: there is exactly one per job, the one its row names
    const rowsOf = await db.db.select({ resultPath: jobs.resultPath }).from(jobs).where(inArray(jobs.id, ids));
    expect(storedFiles('exports')).toEqual(rowsOf.map((r) => r.resultPath).sort());

    // every file is served by either instance, whichever wrote it
    for (const [i, id] of ids.entries()) {
      const res = await c.send(i % 2 === 0 ? b : a, 'GET', 'product', `/job/${id}/file`, { session: admin });
      expect(res.status).toBe(200);
      const sheet = await readSheet(await res.arrayBuffer());
      expect(sheet.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(['CL-1', 'CL-2', 'CL-3']));
      expect(sheet).toHaveLength(4);
    }
  });
});
