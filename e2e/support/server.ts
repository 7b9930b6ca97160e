import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../apps/server/src/platform/db/scratch-database';
import { freePort } from '../../apps/server/src/platform/net/free-port';

const root = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

/**
 * With E2E_DATABASE_URL (a PostgreSQL server URL) each server gets a fresh database there
 * instead of PGlite; with E2E_REDIS_URL it uses that Redis. Returns the URL and a drop.
 */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.E2E_DATABASE_URL;
  return base ? createScratchDatabase(base, 'diagops_e2e') : null;
}

async function waitForHealth(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy in ${ms} ms`);
}

/**
 * Starts the real server (TypeScript through tsx) on a free port with a fresh data folder,
 * serving the built console from apps/web/dist. Without adminPassword the seed generates
 * one, marked expired, in DATA_DIR/initial-admin-password. `env` adds or overrides variables
 * (e.g. CAPTCHA_ENABLED: 'true').
 */
export async function startServer(opts: { adminPassword?: string; env?: NodeJS.ProcessEnv } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-e2e-'));
  // the server lists the console's files when it starts: serve a copy, so a rebuild of
  // apps/web/dist while the journeys run cannot pull the files from under it
  const web = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), web, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    WEB_DIST_DIR: web,
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const database = await freshDatabase();
  if (database) env.DATABASE_URL = database.url;
  if (process.env.E2E_REDIS_URL) env.REDIS_URL = process.env.E2E_REDIS_URL;
  if (opts.adminPassword) env.ADMIN_PASSWORD = opts.adminPassword;
  else delete env.ADMIN_PASSWORD;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', log, log] });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child, 90_000);
  } catch (e) {
    child.kill('SIGKILL');
    await database?.drop().catch(() => undefined);
    throw new Error(`${(e as Error).message}\n${fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000)}`);
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  return { baseURL, dataDir, stop };
}
