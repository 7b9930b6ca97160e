import { WebSocket } from 'ws';

// biome-ignore lint/suspicious/noExplicitAny: tests read the frames they receive freely
export type RtGot = { cmd: number; data: any };

/** A test/bench client: collects frames and the close code, awaits a frame by predicate. */
export class RtTestClient {
  readonly frames: RtGot[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: { pred: (f: RtGot) => boolean; resolve: (f: RtGot) => void }[] = [];
  private closeWaiters: ((c: { code: number; reason: string }) => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const f = JSON.parse(String(raw));
      this.frames.push(f);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(f)) return true;
        w.resolve(f);
        return false;
      });
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.closeWaiters) w(this.closed);
    });
    ws.on('error', () => {});
  }
  static open(url: string): Promise<RtTestClient> {
    const ws = new WebSocket(url);
    const c = new RtTestClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(c));
      ws.once('error', reject);
    });
  }
  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  next(pred: (f: RtGot) => boolean, timeoutMs = 5_000): Promise<RtGot> {
    const have = this.frames.find(pred);
    if (have) {
      this.frames.splice(this.frames.indexOf(have), 1);
      return Promise.resolve(have);
    }
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no such frame in time')), timeoutMs);
      this.waiters.push({
        pred,
        resolve: (f) => {
          clearTimeout(t);
          this.frames.splice(this.frames.indexOf(f), 1);
          resolve(f);
        },
      });
    });
  }
  waitClose(timeoutMs = 5_000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('not closed in time')), timeoutMs);
      this.closeWaiters.push((c) => {
        clearTimeout(t);
        resolve(c);
      });
    });
  }
  async handshake(token: string) {
    this.send({ cmd: 0, data: { accessToken: token } });
    return this.next((f) => f.cmd === 0);
  }
  close() {
    this.ws.close();
  }
}
