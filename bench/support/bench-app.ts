// Shared by the benches: the real app on a fresh data folder (and a scratch PostgreSQL
// database when BENCH_DATABASE_URL is set), seeded and listening on a free port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import type { AppContext } from '../../apps/server/src/platform/context';
import { createScratchDatabase } from '../../apps/server/src/platform/db/scratch-database';
import { freePort } from '../../apps/server/src/platform/net/free-port';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { seed } from '../../apps/server/src/seed';
import { serverNodeArgs } from '../../scripts/server-node-args.mjs';

export const BENCH_PASSWORD = 'Bench#2026pw';

export type BenchApp = {
  ctx: AppContext;
  base: string;
  /** the scratch database's URL */
  databaseUrl: string;
  /** the admin's sign-in body, password encrypted with the server's key */
  loginBody: string;
  /** one more API process on the same database and files (a restart, a second instance) */
  startAnother(): ReturnType<typeof startApi>;
  stop(): Promise<void>;
};

/** Starts the app; `prepare` runs after the seed and before the app listens (bulk data). */
export async function startBenchApp(name: string, prepare?: (ctx: AppContext) => Promise<void>): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const pgDb = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench') : null;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: BENCH_PASSWORD,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const ctx = await createContext(config);
  await seed(ctx, () => {});
  await prepare?.(ctx);
  const app = await buildApp(ctx);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    ctx,
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    loginBody: JSON.stringify({ loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, BENCH_PASSWORD) }),
    async stop() {
      await app.close();
      await closeContext(ctx);
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** autocannon as a promise. */
export function load(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

/** Runs `fn` from `connections` concurrent loops for `seconds`: requests per second, mean and p99 in ms. */
export async function measureDirect(fn: () => Promise<unknown>, seconds: number, connections: number) {
  const lat: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await fn();
        lat.push(performance.now() - t0);
      }
    }),
  );
  lat.sort((a, b) => a - b);
  return { rps: lat.length / seconds, mean: lat.reduce((a, b) => a + b, 0) / lat.length, p99: lat[Math.floor(lat.length * 0.99)]! };
}

/**
 * Both sides at full concurrency before anything is measured, so each pool has opened all its
 * connections and their first queries (catalog caches, prepared statements) are not counted:
 * warmed at 10 clients, the first 50-client round paid for 10 new connections in its tail.
 * Eight seconds, not three: a server process fresh from its start needs about five seconds of
 * full load before V8 has compiled its hot paths, and after a three-second warm-up the first
 * API round began with a second of slow replies (p99 0.8–1.2 s against 0.2–0.3 s in the later
 * rounds, in most runs; gone in every run warmed eight seconds; decision 0011).
 */
export async function warmUp(api: autocannon.Options, direct: () => Promise<unknown>, connections: number, seconds = 8): Promise<void> {
  await load({ ...api, connections, duration: seconds });
  await measureDirect(direct, seconds, connections);
}

/**
 * Leaves the database as a long-running one is before anything is measured: the freshly
 * written tables vacuumed (visibility map and hint bits set, so the first reads do not write)
 * and analysed, and a checkpoint taken, so the write-back of the seed does not land inside a
 * round. Without it the first runs after seeding had a checkpoint and autovacuum in their
 * rounds, and their tails were the database's own, not the API's.
 */
export async function settle(ctx: AppContext, tables: string[]): Promise<void> {
  for (const t of tables) await ctx.database.execSql(`vacuum (analyze) ${t}`);
  if (ctx.database.kind === 'postgres') await ctx.database.execSql('checkpoint');
}

/**
 * Without BENCH_DATABASE_URL a bench runs the API in its own process (PGlite is one process's
 * database), so that process must run with the server's Node flags (scripts/server-node-args.mjs)
 * to measure the API as deployed: it starts itself again with them and returns true (the caller
 * stops), or returns false when they are in place.
 */
export function rerunWithServerFlags(): boolean {
  // the flags serverNodeArgs adds (none when NODE_OPTIONS already sets them): asking for the rest would start again forever
  const flags = serverNodeArgs().filter((a) => a.startsWith('--max-'));
  if (process.env.BENCH_DATABASE_URL || flags.every((f) => process.execArgv.includes(f))) return false;
  const r = spawnSync(process.execPath, [...serverNodeArgs(), ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
  return true;
}

/**
 * The API the bench calls: on PostgreSQL (a DATABASE_URL in `env`) a server process of its own,
 * started as deployed (the server's Node flags), so the load generator does not share its event
 * loop; on PGlite, which is one process's database, the app in this process on `ctx`.
 */
export async function startApi(
  ctx: AppContext,
  env: Record<string, string>,
): Promise<{ base: string; stop: () => Promise<void> /** kill -9 (a server process only) */; crash: () => void }> {
  if (!env.DATABASE_URL) {
    const app = await buildApp(ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const crash = () => {
      throw new Error('an API in this process cannot be killed: give it a DATABASE_URL');
    };
    return { base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, stop: () => app.close(), crash };
  }
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (Node refuses --cpu-prof in NODE_OPTIONS)
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...profile, ...serverNodeArgs(), 'apps/server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
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
    if (i > 240 || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error('the API did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  return { base, stop, crash: () => void server.kill('SIGKILL') };
}

export type BenchServer = {
  ctx: AppContext;
  base: string;
  /** the scratch database's URL */
  databaseUrl: string;
  /** the admin's sign-in body, password encrypted with the server's key */
  loginBody: string;
  /** one more API process on the same database and files (a restart, a second instance) */
  startAnother(): ReturnType<typeof startApi>;
  stop(): Promise<void>;
};

/**
 * The app as deployed on PostgreSQL: a scratch database (made from BENCH_DATABASE_URL, default the
 * local server's `postgres`, dropped at the end) seeded from this process, whose `ctx` the bench
 * may read and write, and the API in a server process of its own (startApi) on it, jobs off.
 */
export async function startBenchServer(name: string): Promise<BenchServer> {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'bench');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const env = {
    ADMIN_PASSWORD: BENCH_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    CAPTCHA_ENABLED: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
  };
  const ctx = await createContext(loadConfig({ ...process.env, ...env }));
  await seed(ctx, () => {});
  const server = await startApi(ctx, env);
  return {
    ctx,
    base: server.base,
    databaseUrl: scratch.url,
    startAnother: () => startApi(ctx, env),
    loginBody: JSON.stringify({ loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, BENCH_PASSWORD) }),
    async stop() {
      await server.stop();
      await closeContext(ctx);
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The resident memory of the server process listening on `base`'s port (Linux: found by its PORT), or null. */
export function serverRss(base: string): number | null {
  const port = new URL(base).port;
  // a process may end between the listing and the read: each is read on its own
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (env.includes(`PORT=${port}\0`)) return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
    } catch {}
  }
  return null;
}
