import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import type { Bus, BusMessage } from './bus';
import { CLOSE, CMD, type ErrorData, type Frame, LIMITS } from './frames';

/** Who is behind a socket after the handshake. */
export type RtIdentity = { kind: 'staff'; userId: number; sessionId: string } | { kind: 'customer'; customerId: number; sessionId: string };

/** Resolves a handshake token; installed by the areas that own the tokens (auth, customers). */
export type RtIdentityResolver = (ctx: AppContext, token: string) => Promise<RtIdentity | null>;

/** A frame handler an area installs for one cmd; its return value (if any) is sent back. */
export type RtHandler = (conn: RtConn, data: unknown, ctx: AppContext) => Promise<Frame | undefined> | Frame | undefined;

/** Presence: called when an identity's first socket opens (online) and its last one closes. */
export type RtPresenceListener = (identity: RtIdentity, online: boolean) => void;

export function topicOf(identity: Pick<RtIdentity, 'kind'> & { userId?: number; customerId?: number }): string {
  return identity.kind === 'staff' ? `user:${identity.userId}` : `customer:${identity.customerId}`;
}

let nextConnId = 1;

/** Where a socket keeps its RtConn, so the socket's listeners are shared functions rather than closures per socket. */
const CONN = Symbol('rtConn');
type RtSocket = WebSocket & { [CONN]?: RtConn };

/** How often the one sweeper looks at every socket's deadlines. */
const SWEEP_MS = 5_000;
/** Frames go out as text; compression is off (per-message deflate costs ~300 KB a socket). */
const TEXT = { binary: false, compress: false } as const;
/** A reader with more than this waiting is closed rather than buffered forever. */
const SLOW_CONSUMER_BYTES = 4 * 1024 * 1024;

/**
 * One socket: its identity once shaken hands, its topics and its flood counters. Kept small
 * (10,000 idle sockets on one instance): no timer and no closure of its own — the hub's one
 * sweeper checks the handshake and heartbeat deadlines.
 */
export class RtConn {
  readonly id = nextConnId++;
  identity: RtIdentity | null = null;
  /** usually one: the identity's own topic */
  readonly topics: string[] = [];
  tokens: number = LIMITS.burst;
  lastRefill: number;
  lastSeen: number;
  readonly openedAt: number;
  strikes = 0;
  /** run once when the socket goes (an editor's "left" for the records it had open) */
  readonly onClose: Array<() => void> = [];
  /** the frame being handled, while there is one: the next waits for it */
  tail: Promise<void> | null = null;
  constructor(
    readonly ws: WebSocket,
    readonly hub: Hub,
  ) {
    const now = performance.now();
    this.lastRefill = now;
    this.lastSeen = now;
    this.openedAt = now;
  }
  send(frame: Frame) {
    this.sendText(JSON.stringify(frame));
  }
  /** Sends an already serialised frame (a string, or the UTF-8 bytes shared by every socket of a fan-out). */
  sendText(text: string | Buffer): boolean {
    const ws = this.ws;
    if (ws.readyState !== 1) return false;
    if (ws.bufferedAmount > SLOW_CONSUMER_BYTES) {
      ws.close(CLOSE.rateLimited, 'slow consumer');
      return false;
    }
    ws.send(text, TEXT);
    return true;
  }
  error(code: string, msg: string, ref?: unknown) {
    const data: ErrorData = { code, msg, ...(ref !== undefined ? { ref } : {}) };
    this.send({ cmd: CMD.error, data });
  }
  subscribe(topic: string) {
    this.hub.subscribe(this, topic);
  }
}

function onSocketMessage(this: RtSocket, raw: Buffer, isBinary: boolean) {
  const conn = this[CONN];
  if (conn) conn.hub.received(conn, raw, isBinary);
}
function onSocketClose(this: RtSocket) {
  const conn = this[CONN];
  if (conn) conn.hub.detach(conn);
}
/** A socket error (ws has already sent its close code where it had one) ends the socket. */
function onSocketError(this: RtSocket) {
  this.terminate();
}

/**
 * The instance's sockets by topic. Publishing goes through the bus so that every instance
 * delivers to its own sockets; closing sessions (sign-out, password change, disabled
 * account) does too.
 */
export class Hub {
  readonly conns = new Set<RtConn>();
  private byTopic = new Map<string, Set<RtConn>>();
  private bySession = new Map<string, Set<RtConn>>();
  private resolvers: RtIdentityResolver[] = [];
  private handlers = new Map<number, RtHandler>();
  private presence: RtPresenceListener[] = [];
  private sweeper: NodeJS.Timeout | null = null;
  /** delivered frames, for the tests and the bench */
  delivered = 0;

  constructor(
    readonly ctx: AppContext,
    private bus: Bus,
  ) {}

  async start() {
    await this.bus.start((m) => this.receive(m));
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  async stop() {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const c of this.conns) c.ws.close(CLOSE.serverStopping, 'server stopping');
    await this.bus.stop();
  }

  addResolver(r: RtIdentityResolver) {
    this.resolvers.push(r);
  }
  on(cmd: number, h: RtHandler) {
    if (cmd === CMD.handshake || cmd === CMD.heartbeat) throw new Error(`cmd ${cmd} belongs to the hub`);
    this.handlers.set(cmd, h);
  }
  onPresence(l: RtPresenceListener) {
    this.presence.push(l);
  }

  /** The frame is serialised once here; the bus and every socket of the topic carry the same text. */
  publish(topic: string, frame: Frame): Promise<void> {
    return this.bus.send({ t: 'pub', topic, text: JSON.stringify(frame) });
  }
  closeSessions(sessionIds: string[], code: number, reason: string): Promise<void> {
    if (sessionIds.length === 0) return Promise.resolve();
    return this.bus.send({ t: 'close', sessionIds, code, reason });
  }

  /** Whether an identity's topic has a socket on this instance. */
  hasLocal(topic: string): boolean {
    return (this.byTopic.get(topic)?.size ?? 0) > 0;
  }

  subscribe(conn: RtConn, topic: string) {
    if (!conn.topics.includes(topic)) conn.topics.push(topic);
    let set = this.byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    set.add(conn);
  }

  unsubscribe(conn: RtConn, topic: string) {
    const at = conn.topics.indexOf(topic);
    if (at >= 0) conn.topics.splice(at, 1);
    const set = this.byTopic.get(topic);
    set?.delete(conn);
    if (set && set.size === 0) this.byTopic.delete(topic);
  }

  private receive(m: BusMessage) {
    if (m.t === 'pub') {
      const set = this.byTopic.get(m.topic);
      if (!set) return;
      // one UTF-8 encoding for the whole fan-out: ws frames the same bytes for every socket
      const bytes = Buffer.from(m.text, 'utf8');
      for (const c of set) if (c.sendText(bytes)) this.delivered++;
      return;
    }
    for (const sid of m.sessionIds) {
      for (const c of this.bySession.get(sid) ?? []) c.ws.close(m.code, m.reason);
    }
  }

  /** Attaches a new socket: handshake first (within LIMITS.handshakeTimeoutMs), then heartbeats and handled frames. */
  attach(ws: WebSocket) {
    const conn = new RtConn(ws, this);
    (ws as RtSocket)[CONN] = conn;
    this.conns.add(conn);
    ws.on('message', onSocketMessage);
    ws.on('close', onSocketClose);
    ws.on('error', onSocketError);
  }

  /** A frame from a socket (its shared listener calls this). */
  received(conn: RtConn, raw: Buffer, isBinary: boolean) {
    // the flood check counts frames as they arrive, not as they are handled
    if (!this.take(conn)) {
      conn.strikes++;
      if (conn.strikes >= LIMITS.floodStrikes) conn.ws.close(CLOSE.rateLimited, 'too many frames');
      else conn.error('rate_limited', 'too many frames; slow down');
      return;
    }
    // one socket's frames are handled one after another, in the order they came: two sends in a
    // row must get their sequence numbers in that order (RT: order is preserved)
    const run = () => this.onFrame(conn, raw, isBinary).catch(() => conn.error('server_error', 'the frame could not be handled'));
    const next = conn.tail ? conn.tail.then(run) : run();
    conn.tail = next;
    void next.then(() => {
      if (conn.tail === next) conn.tail = null;
    });
  }

  /** A socket closed: out of its topics and sessions; presence when it was the identity's last here. */
  detach(conn: RtConn) {
    if (!this.conns.delete(conn)) return;
    delete (conn.ws as RtSocket)[CONN];
    for (const fn of conn.onClose.splice(0)) fn();
    for (const t of conn.topics) {
      const set = this.byTopic.get(t);
      set?.delete(conn);
      if (set && set.size === 0) this.byTopic.delete(t);
    }
    const id = conn.identity;
    if (!id) return;
    const sessions = this.bySession.get(id.sessionId);
    sessions?.delete(conn);
    if (sessions && sessions.size === 0) this.bySession.delete(id.sessionId);
    if (!this.hasLocal(topicOf(id))) for (const l of this.presence) l(id, false);
  }

  /** Token bucket per socket: false when the socket has no frame left this instant. */
  private take(conn: RtConn): boolean {
    const now = performance.now();
    conn.tokens = Math.min(LIMITS.burst, conn.tokens + ((now - conn.lastRefill) / 1000) * LIMITS.perSecond);
    conn.lastRefill = now;
    conn.lastSeen = now;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  }

  private async onFrame(conn: RtConn, raw: Buffer, isBinary: boolean) {
    if (isBinary) return conn.error('bad_frame', 'frames are JSON text');
    let frame: { cmd?: unknown; data?: unknown };
    try {
      frame = JSON.parse(raw.toString('utf8'));
    } catch {
      return conn.error('bad_frame', 'the frame is not JSON');
    }
    if (!frame || typeof frame !== 'object' || typeof frame.cmd !== 'number' || !Number.isInteger(frame.cmd)) {
      return conn.error('bad_frame', 'a frame is { cmd: integer, data }');
    }
    const cmd = frame.cmd;
    if (cmd === CMD.handshake) return this.handshake(conn, frame.data);
    if (!conn.identity) return conn.error('not_signed_in', 'send cmd 0 with the access token first', cmd);
    if (cmd === CMD.heartbeat) return conn.send({ cmd: CMD.heartbeat, data: { at: Date.now() } });
    const h = this.handlers.get(cmd);
    if (!h) return conn.error('unknown_cmd', `cmd ${cmd} is not known`, cmd);
    const reply = await h(conn, frame.data, this.ctx);
    if (reply) conn.send(reply);
  }

  private async handshake(conn: RtConn, data: unknown) {
    const token = data && typeof data === 'object' ? (data as { accessToken?: unknown }).accessToken : undefined;
    if (typeof token !== 'string' || token.length === 0 || token.length > 512) {
      conn.ws.close(CLOSE.badToken, 'handshake without a token');
      return;
    }
    let identity: RtIdentity | null = null;
    for (const r of this.resolvers) {
      identity = await r(this.ctx, token).catch(() => null);
      if (identity) break;
    }
    if (!identity) {
      conn.error('bad_token', 'the token is unknown or expired');
      conn.ws.close(CLOSE.badToken, 'bad token');
      return;
    }
    if (conn.ws.readyState !== 1) return;
    if (conn.identity && conn.identity.sessionId !== identity.sessionId) {
      conn.ws.close(CLOSE.badToken, 'one identity per socket');
      return;
    }
    const first = !this.hasLocal(topicOf(identity));
    conn.identity = identity;
    this.subscribe(conn, topicOf(identity));
    let set = this.bySession.get(identity.sessionId);
    if (!set) {
      set = new Set();
      this.bySession.set(identity.sessionId, set);
    }
    set.add(conn);
    conn.send({
      cmd: CMD.handshake,
      data: identity.kind === 'staff' ? { kind: 'staff', userId: identity.userId } : { kind: 'customer', customerId: identity.customerId },
    });
    if (first) for (const l of this.presence) l(identity, true);
  }

  /** One pass over the sockets (every 5 s): no handshake within the limit, or silent too long, closes. */
  private sweep() {
    const now = performance.now();
    for (const c of this.conns) {
      if (!c.identity && now - c.openedAt > LIMITS.handshakeTimeoutMs) c.ws.close(CLOSE.handshakeTimeout, 'no handshake');
      else if (now - c.lastSeen > LIMITS.idleMs) c.ws.close(CLOSE.handshakeTimeout, 'no heartbeat');
    }
  }
}
