// bench/logzip: the LOG-01 batch download — 100 stored log files streamed as one zip through
// the API — and the server's memory growth while it runs (the zip is never held in memory:
// each file is opened when the zip reaches it and piped to the reply).
// Usage: node --expose-gc --import tsx bench/logzip/run.ts [--files 100] [--mb 4]
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
const gc = () => {
  const run = (globalThis as { gc?: () => void }).gc;
  if (!run) throw new Error('run with node --expose-gc (see the usage line): the baseline must be measured after a collection');
  run();
  run();
};

/** Half the logs are text (deflated in the zip), half gzip of random bytes (stored as they are); made as streams, so setting up holds no file. */
function logBody(i: number): { name: string; body: Readable } {
  function* chunks(text: boolean) {
    for (let done = 0; done < BYTES; done += 64 * 1024) {
      if (!text) yield crypto.randomBytes(64 * 1024);
      else {
        const lines: string[] = [];
        for (let n = 0; n < 800; n++)
          lines.push(`2026-11-24T01:${String(n % 60).padStart(2, '0')}:00Z INFO ecu[${n % 9}] ${crypto.randomBytes(24).toString('hex')}\n`);
        yield Buffer.from(lines.join('')).subarray(0, 64 * 1024);
      }
    }
  }
  if (i % 2 === 1) return { name: `bench-${i}.log.gz`, body: Readable.from(chunks(false)).pipe(zlib.createGzip({ level: 1 })) };
  return { name: `bench-${i}.log`, body: Readable.from(chunks(true)) };
}

const bench = await startBenchApp('logzip', async (ctx) => {
  const [key] = await ctx.db
    .insert(appKeys)
    .values({ name: 'bench', prefix: 'lk_bench', keyHash: crypto.randomBytes(32).toString('hex') })
    .returning();
  for (let i = 0; i < FILES; i++) {
    const { name, body } = logBody(i);
    const file = await storeFile(ctx, { area: LOG_AREA, name, body, uploader: { kind: 'device', id: key!.id } });
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
  const held = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  let peakRss = before.rss;
  let peakHeld = held(before);
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeld = Math.max(peakHeld, held(m));
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
  gc();
  const after = process.memoryUsage();

  console.log(`log zip: ${ids.length} files, ${mb(stored)} stored → ${mb(zipped)} zip in ${(ms / 1000).toFixed(2)} s (${mb((stored / ms) * 1000)}/s)`);
  console.log(
    `memory growth during the download: rss +${mb(peakRss - before.rss)} (goal < 64 MB); heap+buffers peak +${mb(peakHeld - held(before))} (garbage between collections included)`,
  );
  console.log(`retained after the download and a collection: heap+buffers ${mb(held(after) - held(before))}`);
  console.log(`(client and server share the process; the client keeps no bytes; ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
} finally {
  await bench.stop();
}
