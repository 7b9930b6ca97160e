// bench/ws — the real-time hub (issue 13):
//   1. idle connections on one instance and the server's memory per connection (RSS of the server
//      process, read after a full GC in the server so that the handshakes' garbage is not counted),
//   2. one frame fanned out to --fanout subscribers: p50 / p99 delivery,
//   3. the same across two instances through Redis (BENCH_DATABASE_URL and BENCH_REDIS_URL),
//   4. a reconnect storm of --storm clients while messages are sent: messages lost (must be 0).
// The sockets of 1–3 live in --workers client processes (bench/ws/clients.ts), so neither the
// server nor the measuring process reads every socket; all times are process.hrtime (one
// monotonic clock for every process). Raise `ulimit -n` for 10,000 connections.
// npx tsx bench/ws/run.ts [--idle 2000] [--fanout 1000] [--storm 2000] [--messages 20] [--workers 2] [--rounds 10] [--batch 50]
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { createScratchDatabase } from '../../apps/server/src/platform/db/scratch-database';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const IDLE = arg('idle', 2000);
const FANOUT = arg('fanout', 1000);
const STORM = arg('storm', 2000);
const MESSAGES = arg('messages', 20);
const WORKERS = Math.max(1, arg('workers', 2));
const ROUNDS = arg('rounds', 10);
// sockets a client process opens at once (each waits for its handshake before the next batch)
const BATCH = arg('batch', 50);
const PASSWORD = 'Bench#2026pw';
const ROOT = path.resolve(import.meta.dirname, '../..');

type Mem = { rss: number; heap: number; external: number; buffers: number; conns: number };
type Server = { base: string; ws: string; pid: number; child: ChildProcess; mem: () => Promise<Mem>; lastPub: () => number; writes: number[]; cpu: number[] };

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/ws/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ADMIN_PASSWORD: PASSWORD, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let memWaiter: ((m: Mem) => void) | null = null;
  let lastPub = 0;
  const writes: number[] = [];
  const cpu: number[] = [];
  // SIGUSR2: the server runs a full GC and prints `MEM {…}` (bench/ws/server.ts)
  const mem = () =>
    new Promise<Mem>((resolve) => {
      memWaiter = resolve;
      child.kill('SIGUSR2');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      let nl = out.indexOf('\n');
      while (nl >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        nl = out.indexOf('\n');
        const ready = /^READY (\d+)/.exec(line);
        if (ready)
          resolve({
            base: `http://127.0.0.1:${ready[1]}`,
            ws: `ws://127.0.0.1:${ready[1]}/lenkor-rt/ws`,
            pid: child.pid!,
            child,
            mem,
            lastPub: () => lastPub,
            writes,
            cpu,
          });
        if (line.startsWith('PUB ')) lastPub = Number(line.slice(4));
        if (line.startsWith('SENT ')) {
          writes.push(Number(line.split(' ')[2]));
          cpu.push(Number(line.split(' ')[3]));
        }
        if (line.startsWith('MEM ') && memWaiter) {
          const w = memWaiter;
          memWaiter = null;
          w(JSON.parse(line.slice(4)));
        }
      }
    });
    child.once('exit', (c) => reject(new Error(`server exited ${c}`)));
  });
}

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0);
}

async function api<T>(base: string, method: string, p: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-device-id': 'bench',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const j = (await res.json()) as { code: number; data: T };
  if (j.code !== 2000 && j.code !== 200) throw new Error(`${p}: ${JSON.stringify(j)}`);
  return j.data;
}

async function signInAdmin(base: string): Promise<{ token: string; userId: number }> {
  const { publicKey } = await api<{ publicKey: string }>(base, 'GET', '/lenkor-auth/publicKey', null);
  const r = await api<{ access_token: string; user_id: number }>(base, 'POST', '/lenkor-plat-user/sysUser/login', null, {
    loginType: 1,
    userAccount: 'admin',
    password: PasswordCipher.encryptWith(publicKey, PASSWORD),
  });
  return { token: r.access_token, userId: r.user_id };
}

type Client = { ws: WebSocket; got: Map<string, number>; seqs: Set<number>; ready: Promise<void> };

type AnyFrame = {
  cmd: number;
  // biome-ignore lint/suspicious/noExplicitAny: frames are read loosely in the bench
  data: any;
};

function connect(url: string, token: string, onFrame?: (c: Client, f: AnyFrame) => void): Client {
  const ws = new WebSocket(url);
  const c: Client = { ws, got: new Map(), seqs: new Set(), ready: Promise.resolve() };
  c.ready = new Promise((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ cmd: 0, data: { accessToken: token } })));
    ws.on('message', (raw) => {
      const f = JSON.parse(String(raw));
      if (f.cmd === 0) resolve();
      onFrame?.(c, f);
    });
    ws.once('error', reject);
  });
  return c;
}

async function inBatches<T>(n: number, size: number, make: (i: number) => T, wait: (t: T) => Promise<unknown>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) {
    const batch = Array.from({ length: Math.min(size, n - i) }, (_, k) => make(i + k));
    await Promise.all(batch.map(wait));
    out.push(...batch);
  }
  return out;
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const hrMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// biome-ignore lint/suspicious/noExplicitAny: IPC messages of bench/ws/clients.ts
type Msg = { op: string; [k: string]: any };
type Worker = { child: ChildProcess; next: (op: string) => Promise<Msg> };

async function startWorker(): Promise<Worker> {
  const child = fork(path.join(ROOT, 'bench/ws/clients.ts'), [], { cwd: ROOT, execArgv: ['--import', 'tsx'] });
  const queues = new Map<string, Msg[]>();
  const waiters = new Map<string, Array<(m: Msg) => void>>();
  child.on('message', (m: Msg) => {
    const w = waiters.get(m.op)?.shift();
    if (w) w(m);
    else queues.set(m.op, [...(queues.get(m.op) ?? []), m]);
  });
  const next = (op: string) =>
    new Promise<Msg>((resolve) => {
      const q = queues.get(op);
      if (q?.length) resolve(q.shift()!);
      else waiters.set(op, [...(waiters.get(op) ?? []), resolve]);
    });
  await next('up');
  return { child, next };
}

/** n sockets spread over the client processes (and over the servers' URLs); their share each. */
async function connectAll(workers: Worker[], urls: string[], token: string, n: number, batch: number): Promise<number[]> {
  const shares = workers.map((_, i) => Math.floor(n / workers.length) + (i < n % workers.length ? 1 : 0));
  const done = workers.map((w) => w.next('connected'));
  workers.forEach((w, i) => {
    w.child.send({ op: 'connect', urls, token, n: shares[i], batch });
  });
  for (const [i, r] of (await Promise.all(done)).entries()) {
    if (r.error || r.n !== shares[i]) throw new Error(`client process ${i}: ${r.n}/${shares[i]} connected (${r.error ?? ''})`);
  }
  return shares;
}

async function closeAll(workers: Worker[]) {
  const done = workers.map((w) => w.next('closed'));
  for (const w of workers) w.child.send({ op: 'close' });
  await Promise.all(done);
}

async function fanout(workers: Worker[], servers: Server[], token: string, n: number, label: string) {
  const shares = await connectAll(
    workers,
    servers.map((s) => s.ws),
    token,
    n,
    200,
  );
  const latencies: number[] = [];
  const fromPublish: number[] = [];
  const calls: number[] = [];
  const roundMax: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const armed = workers.map((w) => w.next('armed'));
    workers.forEach((w, i) => {
      w.child.send({ op: 'arm', expect: shares[i] });
    });
    await Promise.all(armed);
    const rounds = workers.filter((_, i) => shares[i]! > 0).map((w) => w.next('round'));
    const t0 = hrMs();
    // updateStatus publishes one frame to the user's topic: every socket of the user receives it
    await api(servers[0]!.base, 'PUT', '/imApi/user/updateStatus', token, { status: r % 2 === 0 ? 2 : 0 });
    calls.push(hrMs() - t0);
    const timer = setTimeout(() => {
      for (const w of workers) w.child.send({ op: 'flush' });
    }, 10_000);
    const got = await Promise.all(rounds);
    clearTimeout(timer);
    // the server printed the publish's instant on stdout; give the pipe a moment
    await sleep(50);
    const pubAt = servers[0]!.lastPub();
    roundMax.push(Math.max(0, ...got.flatMap((m) => (m.stamps as number[]).map((at) => at - pubAt))));
    for (const m of got)
      for (const at of m.stamps as number[]) {
        latencies.push(at - t0);
        if (pubAt > t0) fromPublish.push(at - pubAt);
      }
    await sleep(200);
  }
  for (const xs of [latencies, fromPublish, calls]) xs.sort((a, b) => a - b);
  const writes = servers.flatMap((s) => s.writes.splice(0)).sort((a, b) => a - b);
  const cpu = servers.flatMap((s) => s.cpu.splice(0)).sort((a, b) => a - b);
  console.log(
    `${label}: ${n} subscribers × ${ROUNDS} frames, delivered ${latencies.length}/${n * ROUNDS}; ` +
      `from the publish: p50 ${pct(fromPublish, 0.5).toFixed(1)} ms, p99 ${pct(fromPublish, 0.99).toFixed(1)} ms, max ${fromPublish.at(-1)?.toFixed(1)} ms; ` +
      `from the start of the HTTP call that publishes: p50 ${pct(latencies, 0.5).toFixed(1)} ms, p99 ${pct(latencies, 0.99).toFixed(1)} ms (the call itself: p50 ${pct(calls, 0.5).toFixed(1)} ms); ` +
      `the last socket of each round after ${roundMax.map((x) => x.toFixed(0)).join(', ')} ms; ` +
      `each instance's hub wrote its share of a frame in p50 ${pct(writes, 0.5)?.toFixed(1)} ms, max ${writes.at(-1)?.toFixed(1)} ms (CPU time p50 ${pct(cpu, 0.5)?.toFixed(1)} ms)`,
  );
  await closeAll(workers);
}

const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

async function main() {
  const dbServer = process.env.BENCH_DATABASE_URL;
  const redis = process.env.BENCH_REDIS_URL;
  const scratch = dbServer ? await createScratchDatabase(dbServer, 'benchws') : null;
  // a known DATA_DIR in both cases: the reconnect storm reads the customer's sign-up code from its SMS outbox
  const env: Record<string, string> = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ws-')), ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  const one = await startServer({ ...env, ...(redis && scratch ? { REDIS_URL: redis } : {}) });
  try {
    const admin = await signInAdmin(one.base);
    await api(one.base, 'POST', '/imApi/agent/save', admin.token, {
      userId: admin.userId,
      nickname: 'Bench',
      productIds: [],
      languages: ['zh-CN', 'en-US'],
      capacity: 5,
      workStart: '00:00',
      workEnd: '23:59',
      enabled: true,
    });

    const workers = await Promise.all(Array.from({ length: WORKERS }, () => startWorker()));

    // 1. idle connections (the client processes send a heartbeat every 5 s)
    if (IDLE > 0) {
      const before = await one.mem();
      const t0 = hrMs();
      await connectAll(workers, [one.ws], admin.token, IDLE, BATCH);
      const took = hrMs() - t0;
      await sleep(3000);
      const rawAfter = rssKb(one.pid);
      const after = await one.mem();
      // per socket the hub holds (should be all of them: the client processes send heartbeats)
      const held = after.conns - before.conns;
      const per = (a: number, b: number) => ((b - a) / 1024 / held).toFixed(1);
      console.log(
        `idle: ${IDLE} connections opened on one instance in ${(took / 1000).toFixed(1)} s, ${held} held by the hub; after a full GC: server RSS ${mb(before.rss)} → ${mb(after.rss)} MB, ` +
          `${per(before.rss, after.rss)} KB per connection (goal ≤ 20 KB); JS heap + external ${per(before.heap + before.external, after.heap + after.external)} KB of it; ` +
          `RSS before that last GC ${per(before.rss, rawAfter * 1024)} KB per connection`,
      );
      await closeAll(workers);
      await sleep(1000);
    }

    // 2. fan-out on one instance
    if (FANOUT > 0) await fanout(workers, [one], admin.token, FANOUT, 'fan-out, one instance');

    // 3. across two instances: half the sockets on each, the publishing call on the first
    if (scratch && redis && FANOUT > 0) {
      const two = await startServer({ DATABASE_URL: scratch.url, REDIS_URL: redis, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ws-')) });
      try {
        await fanout(workers, [one, two], admin.token, FANOUT, 'fan-out, two instances through Redis');
      } finally {
        two.child.kill('SIGTERM');
      }
    } else console.log('fan-out, two instances: skipped (set BENCH_DATABASE_URL and BENCH_REDIS_URL)');
    for (const w of workers) w.child.disconnect();
    if (STORM <= 0) return;

    // 4. reconnect storm: STORM agent sockets hold a session's messages; all drop at once and reconnect
    // while the customer sends MESSAGES; each then pulls after the last sequence it holds
    const phone = '13900000001';
    await api(one.base, 'POST', '/lenkor-app/auth/code', null, { channel: 'sms', target: phone, purpose: 'signUp', language: 'en-US' });
    const smsDir = path.join(env.DATA_DIR ?? '', 'outbox', 'sms');
    let code = '';
    for (let i = 0; i < 100 && !code; i++) {
      const f = fs.existsSync(smsDir) ? fs.readdirSync(smsDir).find((x) => x.endsWith(`-${phone}.json`)) : undefined;
      if (f) code = /\b(\d{6})\b/.exec(JSON.parse(fs.readFileSync(path.join(smsDir, f), 'utf8')).text)![1]!;
      else await new Promise((r) => setTimeout(r, 100));
    }
    if (!code) {
      console.log('reconnect storm: skipped (the SMS outbox is only read with PGlite in a known DATA_DIR)');
      return;
    }
    const cust = await api<{ accessToken: string }>(one.base, 'POST', '/lenkor-app/auth/signUp', null, {
      phone,
      code,
      password: 'Secret@123',
      language: 'en-US',
    });
    const session = await api<{ id: number }>(one.base, 'POST', '/lenkor-app/im/consult/start', cust.accessToken, {});
    await api(one.base, 'PUT', '/imApi/user/updateStatus', admin.token, { status: 0 });
    await api(one.base, 'PUT', '/imApi/imSession/pickUp', admin.token, { sessionId: session.id }).catch(() => undefined);
    const onMsg = (c: Client, f: AnyFrame) => {
      if (f.cmd === 6 && f.data?.message?.sessionId === session.id) c.seqs.add(f.data.message.seq);
    };
    let clients = await inBatches(
      STORM,
      250,
      () => connect(one.ws, admin.token, onMsg),
      (c) => c.ready,
    );
    const held = clients.map((c) => c.seqs);
    for (const c of clients) c.ws.terminate();
    const sending = (async () => {
      for (let i = 0; i < MESSAGES; i++) {
        await api(one.base, 'POST', '/lenkor-app/im/consult/send', cust.accessToken, {
          sessionId: session.id,
          clientId: `storm-${i}`,
          type: 0,
          content: `m${i}`,
        });
      }
    })();
    const t0 = performance.now();
    clients = await inBatches(
      STORM,
      STORM,
      (i) => {
        const c = connect(one.ws, admin.token, onMsg);
        c.seqs = held[i]!;
        return c;
      },
      (c) => c.ready.catch(() => undefined),
    );
    const reconnected = performance.now() - t0;
    await sending;
    // RT-03: each pulls what it missed after the sequence it holds (here: the highest contiguous one)
    await inBatches(
      STORM,
      100,
      (i) => clients[i]!,
      async (c) => {
        let after = 0;
        while (c.seqs.has(after + 1)) after++;
        const r = await api<{ messages: Array<{ seq: number }> }>(
          one.base,
          'GET',
          `/imApi/message/consult/pullOfflineMessage?sessionId=${session.id}&afterSeq=${after}`,
          admin.token,
        );
        for (const m of r.messages) c.seqs.add(m.seq);
      },
    );
    const last = (await api<{ lastSeq: number }>(one.base, 'GET', `/imApi/message/consult/pullOfflineMessage?sessionId=${session.id}&afterSeq=0`, admin.token))
      .lastSeq;
    let lost = 0;
    for (const c of clients) for (let s = 1; s <= last; s++) if (!c.seqs.has(s)) lost++;
    console.log(
      `reconnect storm: ${STORM} clients reconnected at once in ${reconnected.toFixed(0)} ms while ${MESSAGES} messages were sent; messages lost after the pull: ${lost}`,
    );
    for (const c of clients) c.ws.terminate();
  } finally {
    one.child.kill('SIGTERM');
    await scratch?.drop().catch(() => undefined);
  }
}

await main();
process.exit(0);
