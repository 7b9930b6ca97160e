// bench/upload: a large file through tus on loopback (the real app, disk storage) against
// writing the same bytes to disk with a bare stream, as a ratio in one run; and the process
// memory growth (RSS) during the upload. The bench client runs in the same process, so the
// RSS figure covers client and server together (an upper bound for the server).
// Usage: npx tsx bench/upload/run.ts [--mb 300] [--runs 2] [--chunk-mb 0]
//   --chunk-mb 0 sends the file in one PATCH; e.g. 8 sends 8 MB PATCHes as the console does.
// The 100-file zip download belongs to the log files area: it adds its case here (see README).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { declareFileArea } from '../../apps/server/src/modules/files';
import { startBenchApp } from '../support/bench-app';

const { values } = parseArgs({
  options: { mb: { type: 'string', default: '300' }, runs: { type: 'string', default: '2' }, 'chunk-mb': { type: 'string', default: '0' } },
});
const MB = 1024 * 1024;
const size = Number(values.mb) * MB;
const runs = Number(values.runs);
const chunk = Number(values['chunk-mb']) * MB || size;

declareFileArea({ area: 'bench', types: ['*'], maxBytes: size + MB, uploadPermission: 'product_add', viewPermission: 'product_view' });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const source = path.join(work, 'source.bin');
{
  const block = crypto.randomBytes(8 * MB);
  const fd = fs.openSync(source, 'w');
  for (let done = 0; done < size; done += block.length) fs.writeSync(fd, block, 0, Math.min(block.length, size - done));
  fs.closeSync(fd);
}

const app = await startBenchApp('upload');
const login = await (
  await fetch(`${app.base}${app.ctx.svcPath('plat-user', '/sysUser/login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
    body: app.loginBody,
  })
).json();
if (login.code !== 2000) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
const auth = { 'x-device-id': 'bench', authorization: `Bearer ${login.data.access_token}`, 'tus-resumable': '1.0.0' };
const tusUrl = `${app.base}${app.ctx.svcPath('user', '/ossFile/tus')}`;

async function bare(): Promise<number> {
  const out = path.join(work, `bare-${crypto.randomUUID()}`);
  const t0 = performance.now();
  await pipeline(fs.createReadStream(source, { highWaterMark: MB }), fs.createWriteStream(out));
  const ms = performance.now() - t0;
  fs.rmSync(out);
  return ms;
}

function patch(url: string, offset: number, length: number): Promise<{ status: number; fileId: string | null }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'PATCH',
        headers: { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, fileId: (res.headers['x-file-id'] as string) ?? null }));
      },
    );
    req.on('error', reject);
    fs.createReadStream(source, { start: offset, end: offset + length - 1, highWaterMark: MB }).pipe(req);
  });
}

async function viaTus(): Promise<{ ms: number; rssGrowth: number; fileId: string }> {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const created = await fetch(tusUrl, {
    method: 'POST',
    headers: {
      ...auth,
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from('bench.bin').toString('base64')},area ${Buffer.from('bench').toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const url = new URL(created.headers.get('location')!, app.base).toString();
  let fileId: string | null = null;
  for (let offset = 0; offset < size; offset += chunk) {
    const r = await patch(url, offset, Math.min(chunk, size - offset));
    if (r.status !== 204) throw new Error(`patch at ${offset}: ${r.status}`);
    fileId = r.fileId;
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  if (!fileId) throw new Error('no X-File-Id');
  return { ms, rssGrowth: peak - rss0, fileId };
}

const rows: Array<{ bare: number; tus: number; rss: number }> = [];
await bare(); // warm the page cache for the source
for (let i = 0; i < runs; i++) {
  const b = await bare();
  const t = await viaTus();
  rows.push({ bare: b, tus: t.ms, rss: t.rssGrowth });
  const mbps = (ms: number) => (size / MB / (ms / 1000)).toFixed(0);
  console.log(
    `run ${i + 1}: bare disk ${b.toFixed(0)} ms (${mbps(b)} MB/s) · tus ${t.ms.toFixed(0)} ms (${mbps(t.ms)} MB/s, incl. SHA-256 and the move) · ratio ${(b / t.ms).toFixed(2)}× · RSS growth ${(t.rssGrowth / MB).toFixed(1)} MB`,
  );
}
// medians: the bare write swings with the kernel's dirty-page writeback, so one run proves little
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const bareMs = median(rows.map((r) => r.bare));
const tusMs = median(rows.map((r) => r.tus));
const totalRatio = rows.reduce((a, r) => a + r.bare, 0) / rows.reduce((a, r) => a + r.tus, 0);
const worstRss = Math.max(...rows.map((r) => r.rss));
console.log(
  `\n${values.mb} MB, ${chunk === size ? 'one PATCH' : `${values['chunk-mb']} MB PATCHes`}, ${runs} runs: median bare ${bareMs.toFixed(0)} ms, median tus ${tusMs.toFixed(0)} ms → tus speed ${(bareMs / tusMs).toFixed(2)}× the bare disk (all runs together ${totalRatio.toFixed(2)}×; goal ≥ 0.5×); RSS growth at most ${(worstRss / MB).toFixed(1)} MB (goal < 64 MB)`,
);
await app.stop();
fs.rmSync(work, { recursive: true, force: true });
