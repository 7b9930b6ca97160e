// bench/auth: sign-ins per second with argon2id at OWASP parameters, and getUserInfo
// latency through the API over the same queries run straight against the database, as a
// ratio measured in one run. Usage: npx tsx bench/auth/run.ts [--seconds 10] [--connections 8]
// Set BENCH_DATABASE_URL to run on PostgreSQL (a fresh database is created and dropped).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app';
import { resolveCaller } from '../../apps/server/src/modules/auth/sessions.service';
import { getUserInfo } from '../../apps/server/src/modules/users/users.service';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import { createScratchDatabase } from '../../apps/server/src/platform/db/scratch-database';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { seed } from '../../apps/server/src/seed';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '8' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const PASSWORD = 'Bench#2026pw';

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-auth-'));
  const pgDb = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench') : null;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const ctx = await createContext(config);
  await seed(ctx, () => {});
  const app = await buildApp(ctx);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const loginBody = JSON.stringify({ loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, PASSWORD) });

  console.log(`database: ${ctx.database.kind}; ${os.cpus().length} cores; ${seconds}s per phase; ${connections} connections`);

  const signIns = await run({
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
  const info = await run({
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

  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await direct();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const dbMean = latencies.reduce((a, b) => a + b, 0) / latencies.length;
  const dbP99 = latencies[Math.floor(latencies.length * 0.99)]!;
  const dbRps = latencies.length / seconds;

  console.log('');
  console.log(
    `sign-in (argon2id m=19MiB t=2 p=1): ${signIns.requests.average.toFixed(1)} req/s, p50 ${signIns.latency.p50} ms, p99 ${signIns.latency.p99} ms${signInOk ? '' : ` (${signIns.non2xx} non-2xx!)`}`,
  );
  console.log(`getUserInfo via API:      ${info.requests.average.toFixed(0)} req/s, mean ${info.latency.average.toFixed(2)} ms, p99 ${info.latency.p99} ms`);
  console.log(`same queries straight:    ${dbRps.toFixed(0)} req/s, mean ${dbMean.toFixed(2)} ms, p99 ${dbP99.toFixed(2)} ms`);
  console.log(`ratio API / database (mean latency): ${(info.latency.average / dbMean).toFixed(2)}`);

  await app.close();
  await closeContext(ctx);
  await pgDb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
