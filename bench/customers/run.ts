// bench/customers: the customer searches staff run most — by e-mail prefix, by phone suffix,
// and the list filtered by country and registration time — each through the API at N
// concurrent clients (autocannon) against the same service call straight on the database, in
// alternating rounds, all in one run; prints req/s, p99 and the API / database ratios.
// "By SN" is the staff device list searched by SN prefix, with its owner (2 devices per customer).
// Usage: npx tsx bench/customers/run.ts [--rows 1000000] [--seconds 15] [--connections 50] [--only emailPrefix,phoneSuffix,countryAndTime,bySn]
// With BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/diagops_bench_customers) the
// database is topped up to --rows customers (seed:demo's bulk path) and kept; the API runs in a
// process of its own. Without it PGlite in a fresh folder, the API in this process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CUSTOMER_PERMISSIONS, DEVICE_PERMISSIONS } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { seedCustomerDemo } from '../../apps/server/src/modules/customers';
import { getCustomerPage } from '../../apps/server/src/modules/customers/staff.service';
import { seedDevicesDemo } from '../../apps/server/src/modules/devices';
import { getDevicePage } from '../../apps/server/src/modules/devices/devices.service';
import { users } from '../../apps/server/src/modules/users/users.tables';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { hashPassword } from '../../apps/server/src/platform/security/password-hash';
import { seed } from '../../apps/server/src/seed';
import { seedReference } from '../../apps/server/src/seed-demo';
import { load, measureDirect, rerunWithServerFlags, settle, startApi, warmUp } from '../support/bench-app';

const GOAL_THROUGHPUT = 0.8;
const GOAL_P99 = 2;
const ADMIN_PASSWORD = 'Bench#2026pw';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const rows = Number(values.rows);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const url = process.env.BENCH_DATABASE_URL;

/** Request bodies spread over several values, as real traffic is. */
type Scenario = {
  title: string;
  bodies: object[];
  /** another list than the customer page: its path and the same call on the database */
  path?: (svcPath: (svc: string, p: string) => string) => string;
  direct?: (ctx: Parameters<typeof getDevicePage>[0], req: FastifyRequest, body: object) => Promise<unknown>;
};
const SCENARIOS: Record<string, Scenario> = {
  emailPrefix: {
    title: 'e-mail prefix (user12…), newest first, page 1 of 20',
    bodies: ['user12', 'user345', 'user7', 'user9001', 'user56'].map((account) => ({ current: 1, size: 20, account })),
  },
  phoneSuffix: {
    title: 'phone suffix (last 4 digits), newest first, page 1 of 20',
    bodies: ['1234', '5678', '0000', '4321', '9876'].map((phoneSuffix) => ({ current: 1, size: 20, phoneSuffix })),
  },
  countryAndTime: {
    title: 'country + registration time range (90 days), newest first, page 1 of 20',
    bodies: ['US', 'DE', 'CN', 'JP', 'BR'].map((country, i) => ({
      current: 1,
      size: 20,
      country,
      registeredFrom: new Date(Date.now() - (120 + i * 30) * 86_400_000).toISOString(),
      registeredTo: new Date(Date.now() - (30 + i * 30) * 86_400_000).toISOString(),
    })),
  },
  bySn: {
    title: 'device SN prefix (11 of 12 characters, about 10 devices) with product, model and owner, page 1 of 20',
    bodies: [1, 5002, 123456, 777777, 1500001].map((g) => ({ current: 1, size: 20, sn: `DX${String(g).padStart(10, '0').slice(0, 9)}` })),
    path: (svcPath) => svcPath('user', '/device/page'),
    direct: (ctx, req, body) => getDevicePage(ctx, { ...req, headers: {} } as FastifyRequest, body as never),
  },
};

async function main() {
  const dataDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-customers-'));
  const env = {
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    CAPTCHA_ENABLED: 'false',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  } as const;
  const ctx = await createContext(loadConfig({ ...process.env, ...env }));
  await seed(ctx, () => {});
  await seedCustomerDemo(ctx, rows, (m) => console.log(`  seeding ${m}`));
  // devices (two per customer, bound to customers) for the search by SN
  await seedReference(ctx);
  await seedDevicesDemo(ctx, rows * 2, (m) => console.log(`  seeding ${m}`));
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(ADMIN_PASSWORD), passwordExpired: false, lockFlag: false })
    .where(eq(users.username, 'admin'));

  const { base, stop: stopApi } = await startApi(ctx, env);
  const login = await fetch(`${base}${ctx.svcPath('plat-user', '/sysUser/login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
    body: JSON.stringify({ loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, ADMIN_PASSWORD) }),
  }).then((r) => r.json());
  if (login.code !== 2000) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}` };
  const customerPath = ctx.svcPath('user', '/customer/page');
  // the direct call sees phones whole, as the admin does through the API
  const req = {
    auth: { permissions: new Set([CUSTOMER_PERMISSIONS.customerPhoneView.name, DEVICE_PERMISSIONS.devicePhone.name]) },
  } as unknown as FastifyRequest;
  const [{ n }] = (await ctx.database.execSql('select count(*)::int n from customers where del_flag = false')).rows as [{ n: number }];
  console.log(
    `${ctx.database.kind}, ${os.cpus().length} cores; ${n.toLocaleString('en-US')} customers; ${connections} concurrent clients, ${seconds} s each side`,
  );
  await settle(ctx, ['customers', 'devices']);
  const workers = url ? undefined : 1;
  const results: string[] = [];
  for (const [name, sc] of Object.entries(SCENARIOS)) {
    if (values.only && !values.only.split(',').includes(name)) continue;
    const listPath = sc.path ? sc.path(ctx.svcPath) : customerPath;
    const direct = (body: object) => (sc.direct ? sc.direct(ctx, req, body) : getCustomerPage(ctx, req, body as never));
    const sample = await fetch(`${base}${listPath}`, { method: 'POST', headers, body: JSON.stringify(sc.bodies[0]) }).then((r) => r.json());
    if (sample.code !== 2000) throw new Error(`${name}: the list answered ${JSON.stringify(sample)}`);
    const requests = sc.bodies.map((b) => ({ method: 'POST' as const, path: listPath, headers, body: JSON.stringify(b) }));
    let k = 0;
    await warmUp({ url: base, requests, workers }, () => direct(sc.bodies[k++ % sc.bodies.length]!), connections);
    const rounds = 3;
    const api = { requests: 0, p99: 0 };
    const db = { requests: 0, p99: 0 };
    for (let r = 0; r < rounds; r++) {
      const res = await load({ url: base, connections, duration: seconds / rounds, requests, workers });
      if (res.non2xx > 0 || res.errors > 0) throw new Error(`${name}: API errors: ${res.non2xx} non-2xx, ${res.errors} errors`);
      api.requests += res.requests.total;
      api.p99 = Math.max(api.p99, res.latency.p99);
      const d = await measureDirect(() => direct(sc.bodies[k++ % sc.bodies.length]!), seconds / rounds, connections);
      db.requests += d.rps * (seconds / rounds);
      db.p99 = Math.max(db.p99, d.p99);
      console.log(
        `  round ${r + 1}: API ${(res.requests.total / (seconds / rounds)).toFixed(0)} req/s p99 ${res.latency.p99} ms max ${res.latency.max} ms; database ${d.rps.toFixed(0)} req/s p99 ${d.p99.toFixed(1)} ms`,
      );
    }
    const apiRps = api.requests / seconds;
    const dbRps = db.requests / seconds;
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const line = [
      `${name}: ${sc.title} (sample page: ${sample.data.records.length} of ${sample.data.totalEstimated ? 'about ' : ''}${sample.data.total})`,
      `  API:      ${apiRps.toFixed(0)} req/s   p99 ${api.p99.toFixed(1)} ms`,
      `  database: ${dbRps.toFixed(0)} req/s   p99 ${db.p99.toFixed(1)} ms`,
      `  throughput API / database ${(apiRps / dbRps).toFixed(2)}   goal >= ${GOAL_THROUGHPUT}   ${mark(apiRps / dbRps >= GOAL_THROUGHPUT)}`,
      `  p99 API / database        ${(api.p99 / db.p99).toFixed(2)}   goal <= ${GOAL_P99}     ${mark(api.p99 / db.p99 <= GOAL_P99)}`,
    ].join('\n');
    console.log(line);
    results.push(line);
  }
  await stopApi();
  await closeContext(ctx);
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!rerunWithServerFlags())
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
