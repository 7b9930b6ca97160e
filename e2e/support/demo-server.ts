import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/platform/net/free-port';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, child: ChildProcess, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

/**
 * A server of its own for the supply journeys: a data folder filled by `seed:demo` (products,
 * channels, SKUs) and background jobs on (imports and exports run as jobs).
 */
export async function startDemoServer(adminPassword: string, scale = 120) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-e2e-demo-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed-demo.ts', '--scale', String(scale)], { cwd: root, env, stdio: 'ignore' });
  const port = await freePort();
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CAPTCHA_ENABLED: 'false',
      JOBS_ENABLED: 'true',
      WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
    },
    stdio: ['ignore', log, log],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, 90_000);
  return {
    baseURL,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
