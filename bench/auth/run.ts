// bench/auth: sign-ins per second with argon2id at OWASP parameters, and getUserInfo
// latency through the API over the same queries run straight against the database, as a
// ratio measured in one run. Usage: npx tsx bench/auth/run.ts [--seconds 10] [--connections 8]
// Set BENCH_DATABASE_URL to run on PostgreSQL (a fresh database is created and dropped).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { resolveCaller } from '../../apps/server/src/modules/auth/sessions.service';
import { getUserInfo } from '../../apps/server/src/modules/users/users.service';
import { load, measureDirect, startBenchApp } from '../support/bench-app';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '8' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);

async function main() {
  const bench = await startBenchApp('auth');
  const { ctx, base, loginBody } = bench;
  const config = ctx.config;

  console.log(`database: ${ctx.database.kind}; ${os.cpus().length} cores; ${seconds}s per phase; ${connections} connections`);

  const signIns = await load({
    url: `${base}/${config.SVC}-plat-user/sysUser/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
    body: loginBody,
    connections,
    duration: seconds,
  });
  const signInOk = signIns.non2xx === 0;

  const login = await fetch(`${base}/${config.SVC}-plat-user/sysUser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const info = await load({
    url: `${base}/${config.SVC}-user/user/getUserInfo`,
    headers: { authorization: `Bearer ${token}` },
    connections,
    duration: seconds,
  });

  // The same work straight against the database: the guard's query (token, roles,
  // permissions), then the user info query.
  const direct = async () => {
    const me = await resolveCaller(ctx, token);
    await getUserInfo(ctx.db, me!.userId, me!);
  };

  const db = await measureDirect(direct, seconds, connections);

  console.log('');
  console.log(
    `sign-in (argon2id m=19MiB t=2 p=1): ${signIns.requests.average.toFixed(1)} req/s, p50 ${signIns.latency.p50} ms, p99 ${signIns.latency.p99} ms${signInOk ? '' : ` (${signIns.non2xx} non-2xx!)`}`,
  );
  console.log(`getUserInfo via API:      ${info.requests.average.toFixed(0)} req/s, mean ${info.latency.average.toFixed(2)} ms, p99 ${info.latency.p99} ms`);
  console.log(`same queries straight:    ${db.rps.toFixed(0)} req/s, mean ${db.mean.toFixed(2)} ms, p99 ${db.p99.toFixed(2)} ms`);
  console.log(`ratio API / database (mean latency): ${(info.latency.average / db.mean).toFixed(2)}`);

  await bench.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
