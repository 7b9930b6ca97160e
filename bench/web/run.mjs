// Web console bundle and start-up benchmark (never part of npm test):
//   node bench/web/run.mjs [--runs 5]
// Builds apps/web when dist is missing, starts the real server on a free port with a fresh
// data folder, then in Debian's Chromium measures: the gzipped JS the sign-in page loads,
// the JS the shell adds after sign-in, every chunk's gzipped size, and the time from
// navigation to a usable page (sign-in form ready; shell ready after sign-in). First it prints
// the figures npm test checks (from the build's manifest, bench/web/measure.mjs) beside their budgets.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { BUDGETS, judge, measure } from './measure.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const PASSWORD = 'Bench#Admin2024';

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-bench-web-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    CAPTCHA_ENABLED: 'false',
    WEB_DIST_DIR: dist,
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) {
        const stop = () => {
          child.kill('SIGTERM');
          fs.rmSync(dataDir, { recursive: true, force: true });
        };
        return { base, stop };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** The JS files (dist-relative) a page fetched. */
function trackScripts(page) {
  const seen = new Set();
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.pathname.endsWith('.js')) seen.add(u.pathname.slice(1));
  });
  return seen;
}
const sizeOf = (files) => [...files].reduce((n, f) => n + (fs.existsSync(path.join(dist, f)) ? gz(path.join(dist, f)) : 0), 0);

async function signIn(page) {
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  const confirm = page.locator('[data-confirm] [data-ok]');
  const shell = page.getByTestId('sidebar');
  await confirm.or(shell).first().waitFor();
  if (await confirm.isVisible()) await confirm.click();
  await page.getByTestId('tab-bar').waitFor();
  await page.locator('[data-testid="tile-users"]').waitFor();
}

console.log(`budgets (gzip -9, from dist/.vite/manifest.json): sign-in ${BUDGETS.signIn} kB, shell ${BUDGETS.shell} kB, each page ${BUDGETS.page} kB`);
for (const line of judge(measure(dist)).lines) console.log(`  ${line}`);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const loginTimes = [];
  const shellTimes = [];
  let loginJs = new Set();
  let shellJs = new Set();
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
    const page = await ctx.newPage();
    const scripts = trackScripts(page);
    const t0 = Date.now();
    await page.goto(`${server.base}/login`);
    await page.locator('#username').waitFor();
    await page.locator('img[alt]').first().waitFor();
    loginTimes.push(Date.now() - t0);
    const atLogin = new Set(scripts);
    const t1 = Date.now();
    await signIn(page);
    shellTimes.push(Date.now() - t1);
    if (i === 0) {
      loginJs = atLogin;
      shellJs = new Set([...scripts].filter((f) => !atLogin.has(f)));
    }
    await ctx.close();
  }
  const chunks = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f: `assets/${f}`, gz: gz(path.join(dist, 'assets', f)) }))
    .sort((a, b) => b.gz - a.gz);
  console.log(`web bundle (gzip -9), ${chunks.length} JS chunks, total ${kb(chunks.reduce((n, c) => n + c.gz, 0))}`);
  console.log(`  sign-in page loads      ${kb(sizeOf(loginJs))} in ${loginJs.size} files`);
  console.log(`  shell adds after sign-in ${kb(sizeOf(shellJs))} in ${shellJs.size} files`);
  console.log('chunks (L = loaded by the sign-in page, S = added by the shell):');
  for (const c of chunks) console.log(`  ${loginJs.has(c.f) ? 'L' : shellJs.has(c.f) ? 'S' : ' '} ${kb(c.gz).padStart(9)}  ${c.f}`);
  console.log(`time to a usable page, median of ${runs} (Chromium, same machine):`);
  console.log(`  navigation → sign-in form ready   ${median(loginTimes)} ms  (all: ${loginTimes.join(', ')})`);
  console.log(`  submit → shell with home page     ${median(shellTimes)} ms  (all: ${shellTimes.join(', ')})`);
} finally {
  await browser.close();
  server.stop();
}
