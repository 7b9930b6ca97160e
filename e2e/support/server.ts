import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../apps/server/src/platform/db/scratch-database';
import { freePort } from '../../apps/server/src/platform/net/free-port';
import { copyTemplate, dataTemplate } from './data-template';

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
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy in ${ms} ms`);
}

/** The variables of a journey server on `dataDir` (PGlite there unless the caller adds DATABASE_URL). */
export function serverEnv(dataDir: string, adminPassword: string | undefined, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PORT;
  if (adminPassword) env.ADMIN_PASSWORD = adminPassword;
  else delete env.ADMIN_PASSWORD;
  return env;
}

/**
 * Starts apps/server/src/main.ts (TypeScript through tsx) with `env` on a free port and waits until
 * it answers /health; the log goes to `logFile`. On failure the process is killed and the error
 * carries the log's end.
 */
export async function launch(env: NodeJS.ProcessEnv, logFile: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child, 90_000);
  } catch (e) {
    child.kill('SIGKILL');
    fs.closeSync(log);
    throw new Error(`${(e as Error).message}\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
  };
  return { baseURL, stop };
}

/**
 * A data folder migrated and seeded by one start of the server with these settings (e2e/support/data-template.ts):
 * the server is started on an empty folder, answers, and is stopped cleanly.
 */
export async function seedByStarting(dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const logFile = path.join(os.tmpdir(), `diagops-e2e-template-${process.pid}-${Date.now()}.log`);
  const server = await launch({ ...env, DATA_DIR: dir }, logFile);
  await server.stop();
  fs.rmSync(logFile, { force: true });
}

const digest = (s: string) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 12);

/**
 * Starts the real server (TypeScript through tsx) on a free port with a data folder of its own,
 * serving the built console from apps/web/dist. With adminPassword, the folder is a copy of one
 * already migrated and seeded with that password (data-template.ts): the server answers in about 2 s
 * instead of 6. Without adminPassword the folder is empty and the seed generates the password,
 * marked expired, in DATA_DIR/initial-admin-password. `env` adds or overrides variables
 * (e.g. CAPTCHA_ENABLED: 'true'); none of the journeys' variables changes what the seed writes.
 */
export async function startServer(opts: { adminPassword?: string; env?: NodeJS.ProcessEnv } = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-e2e-'));
  // the server lists the console's files when it starts: serve a copy, so a rebuild of
  // apps/web/dist while the journeys run cannot pull the files from under it
  const web = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), web, { recursive: true });
  const env = serverEnv(dataDir, opts.adminPassword, { WEB_DIST_DIR: web, ...opts.env });
  const database = await freshDatabase();
  if (database) env.DATABASE_URL = database.url;
  if (process.env.E2E_REDIS_URL) env.REDIS_URL = process.env.E2E_REDIS_URL;
  const password = opts.adminPassword;
  if (password && !database) {
    const template = await dataTemplate(`seed-${digest(password)}`, (dir) => seedByStarting(dir, serverEnv(dir, password)));
    if (template) copyTemplate(template, dataDir);
  }
  let server: Awaited<ReturnType<typeof launch>>;
  try {
    server = await launch(env, path.join(dataDir, 'server.log'));
  } catch (e) {
    await database?.drop().catch(() => undefined);
    throw e;
  }
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  return { baseURL: server.baseURL, dataDir, stop };
}
