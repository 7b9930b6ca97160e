// npm test: unit and API suites (vitest), then the browser journeys (Playwright),
// which need Debian's chromium (.ci/run installs it). Prints the time of each stage at the end;
// with TEST_TIMINGS_FILE set it also appends them there (`stage<TAB>seconds` lines) for .ci/run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stages = [];

/** Runs one stage, remembering how long it took and how it ended. */
function stage(name, cmd, args, env = {}) {
  const t0 = Date.now();
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  stages.push({ name, seconds: (Date.now() - t0) / 1000, status });
  return status;
}

function finish(status) {
  const fmt = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
  console.log('\n== npm test: time per stage (min:s)');
  for (const s of stages) console.log(`${s.name.padEnd(28)}${fmt(s.seconds).padStart(7)}${s.status === 0 ? '' : `  (exit ${s.status})`}`);
  if (process.env.TEST_TIMINGS_FILE) {
    fs.appendFileSync(process.env.TEST_TIMINGS_FILE, stages.map((s) => `${s.name}\t${s.seconds.toFixed(0)}\t${s.status}\n`).join(''));
  }
  process.exit(status);
}

// every project but `server-pg`, which only repeats server suites on PostgreSQL (.ci/run, vitest.config.ts)
let status = stage('vitest', 'npx', ['vitest', 'run', '--project', '!server-pg']);
if (status !== 0) finish(status);
const hasJourneys = fs.existsSync(path.join(root, 'e2e/playwright.config.ts'));
if (hasJourneys && process.env.SKIP_E2E !== '1') {
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Browser journeys need Chromium: apt-get install -y chromium fonts-noto-cjk (or set SKIP_E2E=1).');
    finish(1);
  }
  status = stage('web build', 'npm', ['run', 'build', '-w', 'apps/web']);
  if (status !== 0) finish(status);
  // the built bundle against its size budgets (deterministic: gzip sizes of the files)
  status = stage('web budgets', 'node', ['scripts/check-web-budgets.mjs']);
  if (status !== 0) finish(status);
  status = stage('journeys (Playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
}
finish(status);
