// bench/feedback: the /question queue staff open all day — its default view (newest first) and
// two common filters (unanswered items; very urgent items) — through the API at N concurrent
// clients (autocannon) against the same service call straight on the database, in alternating
// rounds of one run; prints req/s, p99 and the API / database ratios.
// Usage: npx tsx bench/feedback/run.ts [--rows 100000] [--seconds 9] [--connections 20]
// BENCH_DATABASE_URL=postgres://… for PostgreSQL (a scratch database, seeded with seed:demo's
// bulk path for feedback); without it PGlite. The app and its runner are bench/support's.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { seedFeedbackScale } from '../../apps/server/src/modules/feedback';
import { getFeedbackPage } from '../../apps/server/src/modules/feedback/feedback.service';
import { load, measureDirect, startBenchApp } from '../support/bench-app';

const GOAL_THROUGHPUT = 0.8;
const GOAL_P99 = 2;

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '9' },
    connections: { type: 'string', default: '20' },
  },
});
const rows = Number(values.rows);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const SCENARIOS: Record<string, { title: string; bodies: object[] }> = {
  queue: {
    title: 'default queue view: newest first, page 1 of 20 (and pages 2, 3)',
    bodies: [1, 2, 3].map((current) => ({ current, size: 20 })),
  },
  unanswered: {
    title: 'status = unanswered, newest first, page 1 of 20',
    bodies: [
      { current: 1, size: 20, status: 'unanswered' },
      { current: 2, size: 20, status: 'unanswered' },
    ],
  },
  veryUrgent: {
    title: 'urgency = very urgent, newest first, page 1 of 20',
    bodies: [
      { current: 1, size: 20, urgency: 'veryUrgent' },
      { current: 1, size: 20, urgency: 'exigency' },
    ],
  },
};

async function main() {
  const bench = await startBenchApp('feedback', (ctx) => seedFeedbackScale(ctx, rows, (m) => console.log(`  seeding ${m}`)));
  const { ctx, base } = bench;
  try {
    const login = await fetch(`${base}${ctx.svcPath('plat-user', '/sysUser/login')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
      body: bench.loginBody,
    }).then((r) => r.json());
    if (login.code !== 2000) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}` };
    const path = ctx.svcPath('user', '/question/page');
    const [{ n }] = (await ctx.database.execSql('select count(*)::int n from feedback')).rows as [{ n: number }];
    console.log(
      `${ctx.database.kind}, ${os.cpus().length} cores; ${n.toLocaleString('en-US')} feedback items; ${connections} concurrent clients, ${seconds} s each side`,
    );
    for (const [name, sc] of Object.entries(SCENARIOS)) {
      const sample = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(sc.bodies[0]) }).then((r) => r.json());
      if (sample.code !== 2000) throw new Error(`${name}: the list answered ${JSON.stringify(sample)}`);
      const requests = sc.bodies.map((b) => ({ method: 'POST' as const, path, headers, body: JSON.stringify(b) }));
      await load({ url: base, connections: Math.min(10, connections), duration: 1, requests, workers: 1 });
      const rounds = 3;
      const api = { requests: 0, p99: 0 };
      const db = { requests: 0, p99: 0 };
      let k = 0;
      for (let r = 0; r < rounds; r++) {
        const res = await load({ url: base, connections, duration: seconds / rounds, requests, workers: 1 });
        if (res.non2xx > 0 || res.errors > 0) throw new Error(`${name}: API errors: ${res.non2xx} non-2xx, ${res.errors} errors`);
        api.requests += res.requests.total;
        api.p99 = Math.max(api.p99, res.latency.p99);
        const d = await measureDirect(() => getFeedbackPage(ctx, sc.bodies[k++ % sc.bodies.length] as never), seconds / rounds, connections);
        db.requests += d.rps * (seconds / rounds);
        db.p99 = Math.max(db.p99, d.p99);
      }
      const apiRps = api.requests / seconds;
      const dbRps = db.requests / seconds;
      const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
      console.log(
        [
          `${name}: ${sc.title} (sample page: ${sample.data.records.length} of ${sample.data.totalEstimated ? 'about ' : ''}${sample.data.total})`,
          `  API:      ${apiRps.toFixed(0)} req/s   p99 ${api.p99.toFixed(1)} ms`,
          `  database: ${dbRps.toFixed(0)} req/s   p99 ${db.p99.toFixed(1)} ms`,
          `  throughput API / database ${(apiRps / dbRps).toFixed(2)}   goal >= ${GOAL_THROUGHPUT}   ${mark(apiRps / dbRps >= GOAL_THROUGHPUT)}`,
          `  p99 API / database        ${(api.p99 / db.p99).toFixed(2)}   goal <= ${GOAL_P99}     ${mark(api.p99 / db.p99 <= GOAL_P99)}`,
        ].join('\n'),
      );
    }
  } finally {
    await bench.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
