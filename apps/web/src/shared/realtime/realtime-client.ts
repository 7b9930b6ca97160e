import { RT_CLOSE_SIGNED_OUT, RT_CMD, RT_HEARTBEAT_MS, RT_RECONNECT_MS, RT_SEND_RETRY_MS } from '@diagops/contracts';
import { create } from 'zustand';

export type RtState = 'idle' | 'connecting' | 'open' | 'closed' | 'signedOut';
// biome-ignore lint/suspicious/noExplicitAny: a frame's data is read by the handler of its cmd
export type RtFrame = { cmd: number; data: any };
type Listener = (frame: RtFrame) => void;

/** The connection's state for the shell (connection dot) and the chat screens. */
export const useRealtimeState = create<{ state: RtState; lastError: string | null }>(() => ({ state: 'idle', lastError: null }));

type Options = {
  url: string;
  token: () => string | null;
  /** RT-05, RT-06, RT-07 (tests shorten them) */
  heartbeatMs?: number;
  reconnectMs?: number;
  retryMs?: number;
  WebSocketImpl?: typeof WebSocket;
};

/**
 * The real-time connection (platform.md §4): on open it sends cmd 0 with the access token;
 * on the cmd 0 reply it starts the heartbeat (cmd 1 every 5 s) and tells its `ready`
 * listeners (they fetch the work list and pull what they missed); on error or close it
 * reconnects after 5 s — except after close code 3000, a deliberate sign-out (CHAT-01);
 * sending while not open retries every 1 s.
 */
export class RealtimeClient {
  private ws: WebSocket | null = null;
  private listeners = new Map<number, Set<Listener>>();
  private readyListeners = new Set<() => void>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private ready = false;
  constructor(private opts: Options) {}

  get isReady() {
    return this.ready;
  }

  start() {
    this.stopped = false;
    this.open();
  }

  /** Stops for good (sign-out): no reconnect. */
  stop() {
    this.stopped = true;
    this.clearTimers();
    this.ws?.close(1000, 'bye');
    this.ws = null;
    this.ready = false;
    useRealtimeState.setState({ state: 'idle' });
  }

  /** Drops the connection as a network failure would (tests and the demo page): it reconnects after 5 s. */
  drop() {
    this.ws?.close(4000, 'dropped');
  }

  on(cmd: number, l: Listener): () => void {
    let set = this.listeners.get(cmd);
    if (!set) {
      set = new Set();
      this.listeners.set(cmd, set);
    }
    set.add(l);
    return () => set.delete(l);
  }

  onReady(l: () => void): () => void {
    this.readyListeners.add(l);
    if (this.ready) l();
    return () => this.readyListeners.delete(l);
  }

  /** Sends now when open and shaken hands, else retries every second until it can (or the client stops). */
  send(frame: RtFrame): void {
    if (this.stopped) return;
    if (this.ws && this.ready && this.ws.readyState === 1) {
      this.ws.send(JSON.stringify(frame));
      return;
    }
    setTimeout(() => this.send(frame), this.opts.retryMs ?? RT_SEND_RETRY_MS);
  }

  private clearTimers() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.reconnect) clearTimeout(this.reconnect);
    this.heartbeat = null;
    this.reconnect = null;
  }

  private open() {
    const token = this.opts.token();
    if (!token || this.stopped) return;
    useRealtimeState.setState({ state: 'connecting' });
    const Impl = this.opts.WebSocketImpl ?? WebSocket;
    const ws = new Impl(this.opts.url);
    this.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({ cmd: RT_CMD.handshake, data: { accessToken: this.opts.token() ?? token } }));
    ws.onmessage = (ev) => {
      let frame: RtFrame;
      try {
        frame = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (frame.cmd === RT_CMD.handshake) {
        this.ready = true;
        useRealtimeState.setState({ state: 'open', lastError: null });
        if (this.heartbeat) clearInterval(this.heartbeat);
        this.heartbeat = setInterval(() => {
          if (ws.readyState === 1) ws.send(JSON.stringify({ cmd: RT_CMD.heartbeat, data: null }));
        }, this.opts.heartbeatMs ?? RT_HEARTBEAT_MS);
        for (const l of this.readyListeners) l();
      }
      if (frame.cmd === RT_CMD.error) useRealtimeState.setState({ lastError: String(frame.data?.msg ?? frame.data?.code ?? '') });
      for (const l of this.listeners.get(frame.cmd) ?? []) l(frame);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ready = false;
      this.clearTimers();
      if (ev.code === RT_CLOSE_SIGNED_OUT) {
        this.stopped = true;
        useRealtimeState.setState({ state: 'signedOut' });
        return;
      }
      if (this.stopped) return;
      useRealtimeState.setState({ state: 'closed' });
      this.reconnect = setTimeout(() => this.open(), this.opts.reconnectMs ?? RT_RECONNECT_MS);
    };
    ws.onerror = () => {
      // the close event follows and schedules the reconnect
    };
  }
}
