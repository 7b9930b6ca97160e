import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createScratchDatabase } from '../../src/platform/db/scratch-database';
import { freePort } from '../../src/platform/net/free-port';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export type Instance = { name: string; baseURL: string; logFile: string; child: ChildProcess };

export type Cluster = {
  instances: Instance[];
  /** the scratch database every instance shares */
  databaseUrl: string;
  /** the DATA_DIR every instance shares (the file store) */
  dataDir: string;
  /** the service prefix of this cluster's API paths; it also prefixes its Redis keys */
  svc: string;
  svcPath(service: string, p: string): string;
  stop(): Promise<void>;
};

async function waitForHealth(inst: Instance, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (inst.child.exitCode !== null) throw new Error(`${inst.name} exited with ${inst.child.exitCode}`);
    try {
      if ((await fetch(`${inst.baseURL}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${inst.name} at ${inst.baseURL} did not become healthy in ${ms} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Removes this cluster's keys only (never a FLUSHDB: other suites share the Redis). */
async function dropRedisKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts `count` real server processes (`node --import tsx apps/server/src/main.ts`, as
 * `npm start` does) on one new PostgreSQL database, one Redis and one DATA_DIR, all at
 * once, as a deployment's instances would start. Each cluster gets its own service prefix
 * (SVC), which also prefixes every Redis key, so runs side by side do not share counters.
 */
export async function startCluster(opts: { databaseServerUrl: string; redisUrl: string; count?: number; env?: Record<string, string> }): Promise<Cluster> {
  const svc = `c${crypto.randomBytes(5).toString('hex')}`;
  const database = await createScratchDatabase(opts.databaseServerUrl, 'diagops_cluster');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-cluster-'));
  // no console to serve: an empty folder keeps the instances from reading apps/web/dist
  const webDir = path.join(dataDir, 'no-web');
  fs.mkdirSync(webDir);
  const names = Array.from({ length: opts.count ?? 2 }, (_, i) => String.fromCharCode(65 + i));
  const instances: Instance[] = [];
  for (const name of names) {
    const port = await freePort();
    const logFile = path.join(dataDir, `instance-${name}.log`);
    const log = fs.openSync(logFile, 'a');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: opts.redisUrl,
      SVC: svc,
      CAPTCHA_ENABLED: 'false',
      ADMIN_PASSWORD: CLUSTER_ADMIN_PASSWORD,
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
      ...opts.env,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', log, log] });
    child.once('exit', () => fs.closeSync(log));
    instances.push({ name, baseURL: `http://127.0.0.1:${port}`, logFile, child });
  }
  const stop = async () => {
    await Promise.all(instances.map((i) => stopProcess(i.child)));
    await database.drop().catch(() => undefined);
    await dropRedisKeys(opts.redisUrl, `diagops:${svc}:`).catch(() => undefined);
    if (!process.env.KEEP_CLUSTER_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((i) => waitForHealth(i, 150_000)));
  } catch (err) {
    const logs = instances.map((i) => `--- ${i.name}\n${fs.existsSync(i.logFile) ? fs.readFileSync(i.logFile, 'utf8').slice(-3000) : ''}`).join('\n');
    await stop();
    throw new Error(`${(err as Error).message}\n${logs}`);
  }
  return { instances, databaseUrl: database.url, dataDir, svc, svcPath: (service, p) => `/${svc}-${service}${p}`, stop };
}

export const CLUSTER_ADMIN_PASSWORD = 'Cluster#Admin1';
