// bench/list: one list through the API at N concurrent clients (autocannon) against the same
// service call straight on the database at the same concurrency, in alternating rounds;
// prints requests per second, p99 and the API / database ratios beside their goals.
// Usage: npx tsx bench/list/run.ts [--list skus|users|devices|dealers] [--rows 1000000] [--seconds 15] [--connections 50]
// With BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/diagops_bench) the API runs
// in a process of its own on that PostgreSQL database, topped up to --rows and kept for the
// next run; without it, on PGlite in a fresh folder (or BENCH_DATA_DIR, kept for the next
// run), the API in this process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/users/users.tables';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { hashPassword } from '../../apps/server/src/platform/security/password-hash';
import { seed } from '../../apps/server/src/seed';
import { load, measureDirect, rerunWithServerFlags, settle, startApi, warmUp } from '../support/bench-app';
import { LISTS, tableRows } from './lists';

const GOAL_THROUGHPUT = 0.8;
const GOAL_P99 = 2;

const { values } = parseArgs({
  options: {
    list: { type: 'string', default: 'skus' },
    rows: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
  },
});
const list = LISTS[values.list];
if (!list) throw new Error(`--list takes one of: ${Object.keys(LISTS).join(', ')}`);
const rows = Number(values.rows);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const url = process.env.BENCH_DATABASE_URL;
const ADMIN_PASSWORD = 'Bench#2026pw';

async function main() {
  const keepDir = process.env.BENCH_DATA_DIR;
  const dataDir = keepDir ? path.resolve(keepDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-list-'));
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
  await list.fill(ctx, rows);
  // the bench's own database: the account the list is called as (the admin unless the list names one) gets a password it knows
  const account = list.account ?? 'admin';
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(ADMIN_PASSWORD), passwordExpired: false, lockFlag: false })
    .where(eq(users.username, account));

  const { base, stop: stopApi } = await startApi(ctx, env);

  const login = await fetch(`${base}${ctx.svcPath('plat-user', '/sysUser/login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
    body: JSON.stringify({ loginType: 1, userAccount: account, password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, ADMIN_PASSWORD) }),
  }).then((r) => r.json());
  if (login.code !== 2000) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}` };
  const bodies = await list.bodies(ctx);
  const sample = await fetch(`${base}${list.path(ctx)}`, { method: 'POST', headers, body: JSON.stringify(bodies[0]) }).then((r) => r.json());
  if (sample.code !== 2000) throw new Error(`the list answered ${JSON.stringify(sample)}`);
  const total = await tableRows(ctx, list);
  console.log(
    `${ctx.database.kind}, ${os.cpus().length} cores; ${list.title}; ${total.toLocaleString('en-US')} rows; ` +
      `one page answers ${sample.data.records.length} of ${sample.data.totalEstimated ? 'about ' : ''}${sample.data.total.toLocaleString('en-US')}`,
  );

  const requests = bodies.map((b) => ({ method: 'POST' as const, path: list.path(ctx), headers, body: JSON.stringify(b) }));
  // with the API in this process (PGlite) the load generator runs in a worker thread, off the API's event loop
  const workers = url ? undefined : 1;
  await settle(ctx, [list.table]);
  let k = 0;
  await warmUp({ url: base, requests, workers }, () => list.direct(ctx, bodies[k++ % bodies.length]!), connections);
  // alternate short rounds so a busy machine weighs on both sides alike
  const rounds = 3;
  const api = { requests: 0, p99: 0 };
  const db = { requests: 0, p99: 0 };
  for (let r = 0; r < rounds; r++) {
    const res = await load({ url: base, connections, duration: seconds / rounds, requests, workers });
    if (res.non2xx > 0 || res.errors > 0) throw new Error(`API errors: ${res.non2xx} non-2xx, ${res.errors} errors`);
    api.requests += res.requests.total;
    api.p99 = Math.max(api.p99, res.latency.p99);
    console.log(
      `  round ${r + 1}: API      ${(res.requests.total / (seconds / rounds)).toFixed(0)} req/s  p50 ${res.latency.p50} ms  p99 ${res.latency.p99} ms  max ${res.latency.max} ms`,
    );
    const d = await measureDirect(() => list.direct(ctx, bodies[k++ % bodies.length]!), seconds / rounds, connections);
    db.requests += d.rps * (seconds / rounds);
    db.p99 = Math.max(db.p99, d.p99);
    console.log(`  round ${r + 1}: database ${d.rps.toFixed(0)} req/s  p99 ${d.p99.toFixed(1)} ms`);
  }
  const apiRps = api.requests / seconds;
  const dbRps = db.requests / seconds;
  const ratio = apiRps / dbRps;
  const p99Ratio = api.p99 / db.p99;
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`\n${values.list}, ${connections} concurrent clients, ${seconds} s each side (${rounds} alternating rounds; p99 is the worst round's)`);
  console.log(`  API:      ${apiRps.toFixed(0)} req/s   p99 ${api.p99.toFixed(1)} ms`);
  console.log(`  database: ${dbRps.toFixed(0)} req/s   p99 ${db.p99.toFixed(1)} ms   (the same service call, no HTTP)`);
  console.log(`  throughput API / database ${ratio.toFixed(2)}   goal >= ${GOAL_THROUGHPUT}   ${mark(ratio >= GOAL_THROUGHPUT)}`);
  console.log(`  p99 API / database        ${p99Ratio.toFixed(2)}   goal <= ${GOAL_P99}     ${mark(p99Ratio <= GOAL_P99)}`);
  await stopApi();
  await closeContext(ctx);
  if (!keepDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!rerunWithServerFlags())
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
