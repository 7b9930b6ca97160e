// bench/logzip: the LOG-01 batch download — 100 stored log files streamed as one zip through
// the API — and the server's memory growth while it runs (the zip is never held in memory:
// each file is opened when the zip reaches it and piped to the reply).
// Usage: npx tsx --expose-gc bench/logzip/run.ts [--files 100] [--mb 4]
// (BENCH_DATABASE_URL=postgres://… for PostgreSQL; default embedded PGlite)
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { storeFile } from '../../apps/server/src/modules/files';
import { insertLogFile, LOG_AREA } from '../../apps/server/src/modules/logfiles/logfiles.service';
import { appKeys } from '../../apps/server/src/modules/logfiles/logfiles.tables';
import { startBenchApp } from '../support/bench-app';

const { values } = parseArgs({ options: { files: { type: 'string', default: '100' }, mb: { type: 'string', default: '4' } } });
const FILES = Number(values.files);
const BYTES = Number(values.mb) * 1024 * 1024;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** Half the logs are text (deflated in the zip), half gzip of random bytes (stored as they are). */
function logBody(i: number): { name: string; body: Buffer } {
  if (i % 2 === 1) return { name: `bench-${i}.log.gz`, body: zlib.gzipSync(crypto.randomBytes(BYTES), { level: 1 }) };
  const line = (n: number) => `2026-11-24T01:${String(n % 60).padStart(2, '0')}:00Z INFO ecu[${n % 9}] ${crypto.randomBytes(24).toString('hex')}\n`;
  const lines: string[] = [];
  let size = 0;
  for (let n = 0; size < BYTES; n++) {
    const l = line(n);
    lines.push(l);
    size += l.length;
  }
  return { name: `bench-${i}.log`, body: Buffer.from(lines.join('')) };
}

const bench = await startBenchApp('logzip', async (ctx) => {
  const [key] = await ctx.db
    .insert(appKeys)
    .values({ name: 'bench', prefix: 'lk_bench', keyHash: crypto.randomBytes(32).toString('hex') })
    .returning();
  for (let i = 0; i < FILES; i++) {
    const { name, body } = logBody(i);
    const file = await storeFile(ctx, { area: LOG_AREA, name, body: Readable.from([body]), uploader: { kind: 'device', id: key!.id } });
    await insertLogFile(ctx, null, {
      sn: `BENCH${String(i).padStart(6, '0')}`,
      productModel: 'DX-PRO5',
      uploadMethod: 'auto',
      category: 'diagnosis',
      file,
      ip: '127.0.0.1',
      appKeyId: key!.id,
      uploadedAt: new Date(),
      snDetailId: null,
    });
  }
});
try {
  const login = await fetch(`${bench.base}/${bench.ctx.config.SVC}-plat-user/sysUser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bench.loginBody,
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const page = await fetch(`${bench.base}/${bench.ctx.config.SVC}-user/logFile/page`, { method: 'POST', headers, body: JSON.stringify({ size: 100 }) });
  const ids = ((await page.json()) as { data: { records: Array<{ id: number; fileSize: number }> } }).data.records;
  const stored = ids.reduce((s, r) => s + r.fileSize, 0);

  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed + before.external;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed + m.external);
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${bench.base}/${bench.ctx.config.SVC}-user/logFile/batchDownload`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ids: ids.map((r) => r.id) }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`batch download answered ${res.status}: ${await res.text()}`);
  // the client counts the bytes and drops them, so what grows is the server's
  let zipped = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) zipped += chunk.length;
  const ms = performance.now() - t0;
  clearInterval(sampler);

  console.log(`log zip: ${ids.length} files, ${mb(stored)} stored → ${mb(zipped)} zip in ${(ms / 1000).toFixed(2)} s (${mb((stored / ms) * 1000)}/s)`);
  console.log(
    `memory growth during the download: rss +${mb(peakRss - before.rss)}, heap+external +${mb(peakHeap - (before.heapUsed + before.external))} (goal < 64 MB)`,
  );
  console.log(`(client and server share the process; the client keeps no bytes; ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
} finally {
  await bench.stop();
}
