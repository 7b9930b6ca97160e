// npm start: builds the web console when its sources are newer than the build, then
// starts the server, which serves the console and the API on one address.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeArgs } from './server-node-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist/index.html');

function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

if (fs.existsSync(path.join(web, 'index.html'))) {
  const sources = Math.max(newest(path.join(web, 'src')), newest(path.join(root, 'packages/contracts/src')));
  if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sources) {
    console.log('Building the web console…');
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
const r = spawnSync(process.execPath, [...serverNodeArgs(), 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(r.status ?? 0);
