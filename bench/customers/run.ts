// bench/customers: the customer searches staff run most — by e-mail prefix, by phone suffix,
// and the list filtered by country and registration time — each through the API at N
// concurrent clients (autocannon) against the same service call straight on the database, in
// alternating rounds, all in one run; prints req/s, p99 and the API / database ratios.
// "By SN" is the staff device list searched by SN prefix, with its owner (2 devices per customer).
// Usage: npx tsx bench/customers/run.ts [--rows 1000000] [--seconds 15] [--connections 50] [--only emailPrefix,phoneSuffix,countryAndTime,bySn]
// With BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/diagops_bench_customers) the
// database is topped up to --rows customers (seed:demo's bulk path) and kept; the API runs in a
// process of its own. Without it PGlite in a fresh folder, the API in this process.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { CUSTOMER_PERMISSIONS, DEVICE_PERMISSIONS } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { seedCustomerDemo } from '../../apps/server/src/modules/customers';
import { getCustomerPage } from '../../apps/server/src/modules/customers/staff.service';
import { seedDevicesDemo } from '../../apps/server/src/modules/devices';
import { getDevicePage } from '../../apps/server/src/modules/devices/devices.service';
import { seedReference } from '../../apps/server/src/seed-demo';
import { rerunWithServerFlags, settle, startApi } from '../support/bench-app';
import { compareRounds, GOAL_P99, GOAL_THROUGHPUT, mark } from '../support/compare-rounds';
import { adminHeaders, openKeptDatabase } from '../support/kept-database';

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
  const { ctx, env, close } = await openKeptDatabase('customers');
  await seedCustomerDemo(ctx, rows, (m) => console.log(`  seeding ${m}`));
  // devices (two per customer, bound to customers) for the search by SN
  await seedReference(ctx);
  await seedDevicesDemo(ctx, rows * 2, (m) => console.log(`  seeding ${m}`));
  const { base, stop: stopApi } = await startApi(ctx, env);
  const headers = await adminHeaders(ctx, base);
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
  const workers = env.DATABASE_URL ? undefined : 1;
  const results: string[] = [];
  for (const [name, sc] of Object.entries(SCENARIOS)) {
    if (values.only && !values.only.split(',').includes(name)) continue;
    const listPath = sc.path ? sc.path(ctx.svcPath) : customerPath;
    const direct = (body: object) => (sc.direct ? sc.direct(ctx, req, body) : getCustomerPage(ctx, req, body as never));
    const sample = await fetch(`${base}${listPath}`, { method: 'POST', headers, body: JSON.stringify(sc.bodies[0]) }).then((r) => r.json());
    if (sample.code !== 2000) throw new Error(`${name}: the list answered ${JSON.stringify(sample)}`);
    const r = await compareRounds({ name, title: sc.title, base, path: listPath, headers, bodies: sc.bodies, direct, seconds, connections, workers });
    const line = [
      `${name}: ${sc.title} (sample page: ${sample.data.records.length} of ${sample.data.totalEstimated ? 'about ' : ''}${sample.data.total})`,
      `  API:      ${r.apiRps.toFixed(0)} req/s   p99 ${r.apiP99.toFixed(1)} ms`,
      `  database: ${r.dbRps.toFixed(0)} req/s   p99 ${r.dbP99.toFixed(1)} ms`,
      `  throughput API / database ${r.throughput.toFixed(2)}   goal >= ${GOAL_THROUGHPUT}   ${mark(r.throughput >= GOAL_THROUGHPUT)}`,
      `  p99 API / database        ${r.p99Ratio.toFixed(2)}   goal <= ${GOAL_P99}     ${mark(r.p99Ratio <= GOAL_P99)}`,
    ].join('\n');
    console.log(line);
    results.push(line);
  }
  await stopApi();
  await close();
}

if (!rerunWithServerFlags())
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
