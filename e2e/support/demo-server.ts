import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyTemplate, dataTemplate } from './data-template';
import { launch, seedByStarting, serverEnv } from './server';

const root = path.resolve(import.meta.dirname, '../..');

/** Fills `dir` with `seed:demo` at this scale. */
function seedDemo(dir: string, env: NodeJS.ProcessEnv, scale: number): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed-demo.ts', '--scale', String(scale)], {
    cwd: root,
    env: { ...env, DATA_DIR: dir },
    stdio: 'ignore',
  });
}

/**
 * A server of its own for the supply journeys: a data folder filled by `seed:demo` (products,
 * channels, SKUs) and background jobs on (imports and exports run as jobs). The folder is a copy
 * of one made once per run for this scale and password (data-template.ts): seeding it takes
 * 11 s at scale 20 on a quiet 2-core machine, a start on the copy about 2.5.
 */
export async function startDemoServer(adminPassword: string, scale = 120) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-e2e-demo-'));
  const env = serverEnv(dataDir, adminPassword, { JOBS_ENABLED: 'true', WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist') });
  const key = `demo-${scale}-${crypto.createHash('sha256').update(adminPassword).digest('hex').slice(0, 12)}`;
  const template = await dataTemplate(key, async (dir) => {
    seedDemo(dir, env, scale);
    // the first start finishes what a start does once (the jobs' tables), so copies start quickly
    await seedByStarting(dir, { ...env, DATA_DIR: dir });
  });
  if (template) copyTemplate(template, dataDir);
  else seedDemo(dataDir, env, scale);
  const server = await launch(env, path.join(dataDir, 'server.log'));
  return {
    baseURL: server.baseURL,
    dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
