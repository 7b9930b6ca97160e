// One server process for bench/ws: the real app on DATABASE_URL (or PGlite in DATA_DIR) and
// REDIS_URL when given; prints `READY <port>` once listening and `PUB <ms>` at each publish. On SIGUSR2 it runs a full GC
// (when started with --expose-gc) and prints `MEM {rss, heap, external, buffers, conns}`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import { realtimeHub } from '../../apps/server/src/platform/realtime';
import { seed } from '../../apps/server/src/seed';

const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ws-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'Bench#2026pw',
  CAPTCHA_ENABLED: 'false',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const ctx = await createContext(config);
await seed(ctx, () => {});
const app = await buildApp(ctx);
await app.listen({ host: '127.0.0.1', port: 0 });
// the instant of every publish on this instance (one monotonic clock with the client processes),
// so the fan-out is also measured from the publish itself, without the publishing call's own work
const hub = realtimeHub()!;
const publish = hub.publish.bind(hub);
hub.publish = (topic, frame) => {
  console.log(`PUB ${Number(process.hrtime.bigint()) / 1e6}`);
  return publish(topic, frame);
};
// and how long this instance's hub took to write a fan-out to its sockets
const hubInternals = hub as unknown as { receive: (m: { t: string }) => void };
const receive = hubInternals.receive.bind(hub);
hubInternals.receive = (m) => {
  const before = hub.delivered;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  receive(m);
  const cpu = process.cpuUsage(cpu0);
  if (hub.delivered - before >= 100)
    console.log(`SENT ${hub.delivered - before} ${(performance.now() - t0).toFixed(2)} ${((cpu.user + cpu.system) / 1000).toFixed(2)}`);
};
console.log(`READY ${(app.server.address() as { port: number }).port}`);

process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  console.log(`MEM ${JSON.stringify({ rss: m.rss, heap: m.heapUsed, external: m.external, buffers: m.arrayBuffers, conns: realtimeHub()?.conns.size ?? 0 })}`);
});
