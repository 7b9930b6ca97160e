// bench/ws — a client process: holds a share of the bench's sockets so that the process that
// measures is neither the server nor a single event loop reading every socket. Driven by its
// parent over IPC; times are process.hrtime (CLOCK_MONOTONIC), one clock for every process.
import { WebSocket } from 'ws';

type Cmd = { op: 'connect'; urls: string[]; token: string; n: number; batch: number } | { op: 'arm'; expect: number } | { op: 'flush' } | { op: 'close' };

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const send = (m: unknown) => process.send?.(m);

let sockets: WebSocket[] = [];
let armed = false;
let expected = 0;
let stamps: number[] = [];
const HELLO = Buffer.from('{"cmd":0');
const STATUS = '"type":"status"';

function open(url: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => ws.send(JSON.stringify({ cmd: 0, data: { accessToken: token } })));
    ws.on('message', (raw: Buffer) => {
      // the handshake reply, then the frames the bench waits for (no JSON parse on the hot path)
      if (raw.subarray(0, HELLO.length).equals(HELLO)) {
        // heartbeats from now on: opening 10,000 takes longer than the server's 30 s idle limit
        sockets.push(ws);
        return resolve(ws);
      }
      if (armed && raw.includes(STATUS)) {
        stamps.push(nowMs());
        if (stamps.length === expected) {
          armed = false;
          send({ op: 'round', stamps });
        }
      }
    });
    ws.once('error', reject);
    ws.once('close', () => reject(new Error('closed before the handshake')));
  });
}

// heartbeats (cmd 1) every 5 s keep idle sockets alive, one timer for the whole process
const beat = setInterval(() => {
  for (const ws of sockets) if (ws.readyState === 1) ws.send('{"cmd":1,"data":null}');
}, 5000);

process.on('message', async (m: Cmd) => {
  if (m.op === 'connect') {
    const out: WebSocket[] = [];
    try {
      for (let i = 0; i < m.n; i += m.batch) {
        const k = Math.min(m.batch, m.n - i);
        out.push(...(await Promise.all(Array.from({ length: k }, (_, j) => open(m.urls[(i + j) % m.urls.length]!, m.token)))));
      }
      send({ op: 'connected', n: out.length });
    } catch (err) {
      send({ op: 'connected', n: out.length, error: String(err) });
    }
  } else if (m.op === 'arm') {
    stamps = [];
    expected = m.expect;
    armed = expected > 0;
    send({ op: 'armed' });
  } else if (m.op === 'flush') {
    // the round timed out: what arrived so far
    if (armed) {
      armed = false;
      send({ op: 'round', stamps });
    }
  } else if (m.op === 'close') {
    for (const ws of sockets) ws.terminate();
    sockets = [];
    send({ op: 'closed' });
  }
});

process.on('disconnect', () => {
  clearInterval(beat);
  process.exit(0);
});
send({ op: 'up' });
