// npm test: unit and API suites (vitest), then the browser journeys (Playwright),
// which need Debian's chromium (.ci/run installs it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let status = run('npx', ['vitest', 'run']);
if (status !== 0) process.exit(status);
const hasJourneys = fs.existsSync(path.join(root, 'e2e/playwright.config.ts'));
if (hasJourneys && process.env.SKIP_E2E !== '1') {
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Browser journeys need Chromium: apt-get install -y chromium fonts-noto-cjk (or set SKIP_E2E=1).');
    process.exit(1);
  }
  status = run('npm', ['run', 'build', '-w', 'apps/web']);
  if (status !== 0) process.exit(status);
  // the built bundle against its size budgets (deterministic: gzip sizes of the files)
  status = run('node', ['scripts/check-web-budgets.mjs']);
  if (status !== 0) process.exit(status);
  status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
}
process.exit(status);
