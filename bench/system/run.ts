// bench/system: getUserPage (a department with its sub-departments, newest first) and
// getMainMenu through the API vs the same service calls straight on the database, as a
// ratio measured in one run.
// Usage: npx tsx bench/system/run.ts [--users 20000] [--seconds 5] [--connections 8]
// Set BENCH_DATABASE_URL to run on PostgreSQL (a fresh database is created and dropped).
import os from 'node:os';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { userMenuTree } from '../../apps/server/src/modules/menus/menus.service';
import { userPage } from '../../apps/server/src/modules/users/user-admin.service';
import { load, measureDirect, startBenchApp } from '../support/bench-app';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '20000' }, seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '8' } },
});
const USERS = Number(values.users);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

async function main() {
  const bench = await startBenchApp('system', async (ctx) => {
    // 50 departments under the seeded ones, USERS staff users spread over them
    await ctx.database.execSql(`insert into depts (name, parent_id, sort_order) select 'Team ' || g, 2 + (g % 4), g from generate_series(1, 50) g`);
    await ctx.database.execSql(
      `insert into users (username, real_name, password_hash, dept_id, phone, created_at)
       select 'bench' || g, 'Bench User ' || g, 'x', (select min(id) from depts where name like 'Team %') + (g % 50),
              '139' || lpad(g::text, 8, '0'), now() - (g || ' seconds')::interval
       from generate_series(1, ${USERS}) g`,
    );
    await ctx.database.execSql('analyze');
  });
  const { ctx, base } = bench;
  const login = await fetch(`${base}/${ctx.config.SVC}-plat-user/sysUser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bench.loginBody,
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const me = { permissions: new Set<string>(['sys_user_phone_view']), roleIds: [1], roleCodes: ['ROLE_ADMIN'] };
  const query = { deptId: 2, current: 3, size: 20 as const };

  console.log(`database: ${ctx.database.kind}; ${os.cpus().length} cores; ${USERS} staff users; ${seconds}s per phase; ${connections} connections`);
  const phases: Array<[string, autocannon.Options, () => Promise<unknown>]> = [
    [
      'getUserPage (dept + sub-depts, page 3 of 20)',
      { url: `${base}/${ctx.config.SVC}-user/user/getUserPage`, method: 'POST', headers, body: JSON.stringify(query) },
      () => userPage(ctx.db, me, query),
    ],
    ['getMainMenu', { url: `${base}/${ctx.config.SVC}-user/menu/getMainMenu`, method: 'POST', headers, body: '{}' }, () => userMenuTree(ctx.db, me)],
  ];
  for (const [name, opts, fn] of phases) {
    const api = await load({ ...opts, connections, duration: seconds });
    const db = await measureDirect(fn, seconds, connections);
    console.log(
      `${name}: API ${api.requests.average.toFixed(0)} req/s p99 ${api.latency.p99} ms${api.non2xx ? ` (${api.non2xx} non-2xx!)` : ''}; ` +
        `service on the database ${db.rps.toFixed(0)} req/s p99 ${db.p99.toFixed(1)} ms; API/database throughput ${(api.requests.average / db.rps).toFixed(2)}`,
    );
  }
  await bench.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
