// bench/list: the platform-SKU page query (two filters and a sort) over 1,000,000 rows on
// PostgreSQL, through the API (its own process) at 50 concurrent clients (autocannon) and the same two SQL
// statements (count + page) straight against the database at the same concurrency; prints
// requests per second, p99 and the API / database ratio measured in one run.
// Usage: npx tsx bench/list/run.ts [--rows 1000000] [--seconds 15] [--connections 50]
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/diagops_bench) is seeded
// with `seed:demo`'s generator when it has fewer rows.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { selectSkus, skuPage } from '../../apps/server/src/modules/skus/skus.repository';
import { platformSkus } from '../../apps/server/src/modules/skus/skus.tables';
import { channels } from '../../apps/server/src/modules/supply/supply.tables';
import { users } from '../../apps/server/src/modules/users/users.tables';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { hashPassword } from '../../apps/server/src/platform/security/password-hash';
import { seed } from '../../apps/server/src/seed';
import { seedReference, seedSkus } from '../../apps/server/src/seed-demo';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '15' }, connections: { type: 'string', default: '50' } },
});
const rows = Number(values.rows);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/diagops_bench';
const ADMIN_PASSWORD = 'Bench#2026pw';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

async function main() {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    CAPTCHA_ENABLED: 'false',
    DATA_DIR: '/tmp/diagops-bench-list',
  });
  const ctx = await createContext(config);
  await seed(ctx, () => {});
  await seedReference(ctx);
  await seedSkus(ctx, rows, (m) => console.log(`  seeding ${m}`));
  const chans = await ctx.db.select({ id: channels.id }).from(channels).where(eq(channels.enabled, true));
  // the API runs in a process of its own, as deployed: autocannon must not share its event loop
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      JOBS_ENABLED: 'false',
      CAPTCHA_ENABLED: 'false',
      DATA_DIR: '/tmp/diagops-bench-list',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (i > 240) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 250));
  }

  // sign in as admin, with a password this bench sets (the database is the bench's own)
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(ADMIN_PASSWORD), passwordExpired: false, lockFlag: false })
    .where(eq(users.username, 'admin'));
  const login = await fetch(`${base}/lenkor-plat-user/sysUser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
    body: JSON.stringify({ loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, ADMIN_PASSWORD) }),
  }).then((r) => r.json());
  if (login.code !== 2000) throw new Error(`sign-in failed : ${JSON.stringify(login)}`);
  const token = login.data.access_token as string;

  // the query: one channel, enabled only, newest first, page 1 of 20 (two filters + a sort)
  const bodies = chans.map((c) => ({
    current: 1,
    size: 20 as const,
    channelId: c.id,
    status: 'enabled' as const,
    sort: { field: 'createTime' as const, order: 'desc' as const },
  }));
  const [{ n: total }] = (await ctx.database.execSql('select count(*)::int n from platform_skus where del_flag = false')).rows as [{ n: number }];
  const sample = await fetch(`${base}/lenkor-product/platformsku/skus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(bodies[0]),
  }).then((r) => r.json());
  console.log(
    `table: ${total.toLocaleString('en-US')} platform SKUs; one page answers ${sample.data.records.length} of ${sample.data.total.toLocaleString('en-US')} rows`,
  );
  const q0 = selectSkus(ctx.db, 'zh-CN')
    .where(skuPage.where(bodies[0]!))
    .orderBy(...skuPage.orderBy(bodies[0]!))
    .limit(20)
    .toSQL();
  const plan = await ctx.database.execSql(`explain ${q0.sql}`, q0.params as unknown[]);
  console.log(
    `plan: ${(plan.rows as Array<Record<string, string>>)
      .map((r) => Object.values(r)[0])
      .slice(0, 4)
      .join(' | ')}`,
  );

  // warm-up
  await cannon({
    url: `${base}/lenkor-product/platformsku/skus`,
    connections: 10,
    duration: 2,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(bodies[0]),
  });

  const apiRound = async (secs: number) => {
    const r = await cannon({
      url: base,
      connections,
      duration: secs,
      requests: bodies.map((b) => ({
        method: 'POST',
        path: '/lenkor-product/platformsku/skus',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(b),
      })),
    });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`API errors: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r;
  };

  // the same statements the service runs (count + page with joins), straight on a pool of the app's size
  const stmts = bodies.map((b) => {
    const page = selectSkus(ctx.db, 'zh-CN')
      .where(skuPage.where(b))
      .orderBy(...skuPage.orderBy(b))
      .limit(20)
      .offset(0)
      .toSQL();
    // exactly the count the kit runs (definePage.count)
    const countQ = ctx.db.select({ n: count() }).from(platformSkus).where(skuPage.where(b)).toSQL();
    return { page, count: countQ };
  });
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const latencies: number[] = [];
  let done = 0;
  const dbRound = async (secs: number) => {
    const until = Date.now() + secs * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, i) => {
        let k = i;
        while (Date.now() < until) {
          const s = stmts[k++ % stmts.length]!;
          const t0 = performance.now();
          await Promise.all([pool.query(s.count.sql, s.count.params as unknown[]), pool.query(s.page.sql, s.page.params as unknown[])]);
          latencies.push(performance.now() - t0);
          done++;
        }
      }),
    );
  };
  // alternate short rounds so a busy machine weighs on both sides alike
  const rounds = 3;
  const apiP99s: number[] = [];
  let apiTotal = 0;
  for (let r = 0; r < rounds; r++) {
    const res = await apiRound(seconds / rounds);
    apiTotal += res.requests.total;
    apiP99s.push(res.latency.p99);
    await dbRound(seconds / rounds);
  }
  await pool.end();
  latencies.sort((a, b) => a - b);
  const dbRps = done / seconds;
  const dbP99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  const api = { requests: { average: apiTotal / seconds, total: apiTotal }, latency: { p99: Math.max(...apiP99s) } };

  console.log(
    `\nplatformsku/skus, ${total.toLocaleString('en-US')} rows, channelId + status, sort createTime desc, ${connections} concurrent clients, ${seconds} s each`,
  );
  console.log(
    `  API:      ${api.requests.average.toFixed(0)} req/s   p99 ${api.latency.p99} ms   (${api.requests.total} requests; p99 is the worst of the rounds)`,
  );
  console.log(`  database: ${dbRps.toFixed(0)} req/s   p99 ${dbP99.toFixed(1)} ms   (${done} count+page pairs)`);
  console.log(`  ratio API / database: throughput ${(api.requests.average / dbRps).toFixed(2)}, p99 ${(api.latency.p99 / dbP99).toFixed(2)}`);
  server.kill('SIGTERM');
  await closeContext(ctx);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
