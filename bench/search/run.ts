// bench/search (issue 37): the console-wide search through the API (POST /{svc}-user/search, every
// source the administrator may use) at N concurrent clients against the same service call on the
// database, in alternating rounds; prints req/s, p99 and the ratios. Goals: p99 through the API
// <= 150 ms and throughput >= 0.8x the same call run directly.
// Eight sources (devices, customers, feedback, dealers, mall orders, config packs, software codes,
// knowledge), one statement a search (decision 0041).
// Usage: npx tsx bench/search/run.ts [--customers 500000] [--feedback 200000] [--seconds 15] [--connections 50]
// Devices are two per customer (1,000,000 with the defaults). With BENCH_DATABASE_URL (e.g.
// postgres://postgres@127.0.0.1:5432/diagops_bench_search) the database is topped up and kept, the
// API runs in a process of its own; without it PGlite in a fresh folder, the API in this process.
// The search adds no index of its own (each source reads the indexes its area's list already
// has), so a write costs the same with or without it: there is no write overhead to measure.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ALL_PERMISSIONS } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { seedCustomerDemo } from '../../apps/server/src/modules/customers';
import { seedDevicesDemo } from '../../apps/server/src/modules/devices';
import { seedFeedbackScale } from '../../apps/server/src/modules/feedback';
import { registerSearchSources } from '../../apps/server/src/modules/search';
import { search } from '../../apps/server/src/modules/search/search.service';
import { seedReference } from '../../apps/server/src/seed-demo';
import { rerunWithServerFlags, settle, startApi } from '../support/bench-app';
import { compareRounds, GOAL_THROUGHPUT, mark } from '../support/compare-rounds';
import { adminHeaders, openKeptDatabase } from '../support/kept-database';

const GOAL_P99_MS = 150;

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '500000' },
    feedback: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const customers = Number(values.customers);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

/** What staff type: whole SNs, SN prefixes, e-mail prefixes, a phone's last digits, feedback numbers, words. */
const SCENARIOS: Record<string, { title: string; queries: string[] }> = {
  sn: { title: 'a whole SN (device, its owner, its feedback)', queries: [1, 5002, 123456, 777777, 999001].map((g) => `DX${String(g).padStart(10, '0')}`) },
  snPrefix: { title: 'an SN prefix of 9 characters', queries: [1, 5002, 123456, 777777, 999001].map((g) => `DX${String(g).padStart(10, '0').slice(0, 7)}`) },
  email: { title: 'an e-mail prefix', queries: ['user12', 'user345', 'user7', 'user9001', 'user56'] },
  phone: { title: "a phone's last four digits", queries: ['1234', '5678', '0000', '4321', '9876'] },
  words: { title: 'words in Chinese and English', queries: ['刹车', '诊断', 'brake', 'battery', '排气'] },
};

async function main() {
  const { ctx, env, close } = await openKeptDatabase('search');
  await seedCustomerDemo(ctx, customers, (m) => console.log(`  seeding ${m}`));
  await seedReference(ctx);
  await seedDevicesDemo(ctx, customers * 2, (m) => console.log(`  seeding ${m}`));
  await seedFeedbackScale(ctx, Number(values.feedback), (m) => console.log(`  seeding ${m}`));
  // the direct calls ask the same sources the API's process registered with its routes
  registerSearchSources(ctx);
  const { base, stop: stopApi } = await startApi(ctx, env);
  const headers = await adminHeaders(ctx, base);
  // the direct call asks every source, as the administrator's request does
  const req = { auth: { userId: 1, permissions: new Set(ALL_PERMISSIONS.map((p) => p.name)) }, headers: {} } as unknown as FastifyRequest;
  const counts = await ctx.database.execSql(
    'select (select count(*) from devices)::int devices, (select count(*) from customers)::int customers, (select count(*) from feedback)::int feedback',
  );
  const n = counts.rows[0] as { devices: number; customers: number; feedback: number };
  console.log(
    `${ctx.database.kind}, ${os.cpus().length} cores; ${n.devices.toLocaleString('en-US')} devices, ${n.customers.toLocaleString('en-US')} customers, ${n.feedback.toLocaleString('en-US')} feedback items; ${connections} concurrent clients, ${seconds} s each side`,
  );
  await settle(ctx, ['customers', 'devices', 'feedback', 'dealers', 'dealer_devices', 'software_codes', 'knowledge_items']);
  const searchPath = ctx.svcPath('user', '/search');
  for (const [name, sc] of Object.entries(SCENARIOS)) {
    if (values.only && !values.only.split(',').includes(name)) continue;
    const bodies = sc.queries.map((q) => ({ q }));
    const sample = await fetch(`${base}${searchPath}`, { method: 'POST', headers, body: JSON.stringify(bodies[0]) }).then((r) => r.json());
    if (sample.code !== 2000) throw new Error(`${name}: the search answered ${JSON.stringify(sample)}`);
    const directSample = await search(ctx, req, bodies[0]!);
    if (directSample.hits.length !== sample.data.hits.length)
      throw new Error(`${name}: the direct call found ${directSample.hits.length}, the API ${sample.data.hits.length}`);
    const r = await compareRounds({
      name,
      title: sc.title,
      base,
      path: searchPath,
      headers,
      bodies,
      direct: (b) => search(ctx, req, b as { q: string }),
      seconds,
      connections,
      workers: env.DATABASE_URL ? undefined : 1,
    });
    console.log(
      [
        `${name}: ${sc.title} (sample: ${sample.data.hits.length} hits for "${sc.queries[0]}")`,
        `  API:      ${r.apiRps.toFixed(0)} req/s   p99 ${r.apiP99.toFixed(1)} ms   goal <= ${GOAL_P99_MS} ms   ${mark(r.apiP99 <= GOAL_P99_MS)}`,
        `  database: ${r.dbRps.toFixed(0)} req/s   p99 ${r.dbP99.toFixed(1)} ms`,
        `  throughput API / database ${r.throughput.toFixed(2)}   goal >= ${GOAL_THROUGHPUT}   ${mark(r.throughput >= GOAL_THROUGHPUT)}`,
      ].join('\n'),
    );
  }
  await stopApi();
  await close();
}

if (!rerunWithServerFlags())
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
