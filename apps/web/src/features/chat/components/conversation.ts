import { CHAT_MSG, RT_CMD, type TImMessage, type TImSession } from '@diagops/contracts';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { RealtimeClient } from '../../../shared/realtime';
import type { ListReply, PullReply } from '../api/chat-calls';

export type Side = 'staff' | 'customer';
/** A message sent but not yet acknowledged (status 0, unsent): resent after every reconnect until it is. */
export type Pending = { clientId: string; sessionId: number; type: number; content: string; fileId?: string; fileName?: string };
export type ConvState = {
  sessions: Record<number, TImSession>;
  messages: Record<number, TImMessage[]>;
  pending: Record<number, Pending[]>;
  typing: Record<number, number>;
  /** the sequence up to which the other side confirmed receiving this side's messages (type 12), by session */
  delivered: Record<number, number>;
  /** the last pool size the server told */
  waiting: number | null;
};

/** The sequence up to which a session's messages are all held (what to pull after, RT-03). */
export function heldSeq(list: TImMessage[] | undefined): number {
  let n = 0;
  for (const m of list ?? []) {
    if (m.seq === n + 1) n = m.seq;
    else if (m.seq > n + 1) break;
  }
  return n;
}

/** Puts a message in its place by sequence (a repeat replaces), and applies a recall to its target. */
export function mergeMessage(list: TImMessage[], m: TImMessage): TImMessage[] {
  let out = list.filter((x) => x.seq !== m.seq);
  const at = out.findIndex((x) => x.seq > m.seq);
  out = at < 0 ? [...out, m] : [...out.slice(0, at), m, ...out.slice(at)];
  if (m.type === CHAT_MSG.recall) {
    const target = Number(m.content);
    out = out.map((x) => (x.seq === target ? { ...x, status: 2, content: '', file: null } : x));
  }
  return out;
}

/** The largest message id held, over every session (what the catch-up asks after, RT-03). */
export function maxHeldId(messages: Record<number, TImMessage[]>): number {
  let n = 0;
  for (const list of Object.values(messages)) for (const m of list) if (m.id > n) n = m.id;
  return n;
}

let counter = 0;
const newClientId = (side: Side) => `${side[0]}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type Conversation = {
  use: UseBoundStore<StoreApi<ConvState>>;
  setSessions(list: TImSession[]): void;
  upsertSession(s: TImSession): void;
  send(sessionId: number, type: number, content: string, file?: { id: string; name: string }): void;
  /** pulls what a session misses after the held sequence (loops while the server says more) */
  catchUp(sessionId: number): Promise<void>;
  /** RT-03: asks for the messages newer than the largest id held, across all sessions (loops while the server says more) */
  catchUpAll(): Promise<void>;
  dispose(): void;
};

/**
 * One side's view of its conversations over the real-time connection: every message goes
 * by client id (a resend is never a duplicate), lands in order by the session's sequence,
 * and after each (re)connection what was missed is asked for by the largest message id held,
 * across all of the side's sessions (RT-03; sessions not loaded yet come with it); a gap in a
 * session's sequence is pulled by sequence. The other side's messages are confirmed with a
 * receipt (12); its reads (11) and receipts mark this side's messages read and delivered.
 */
export function createConversation(opts: {
  client: RealtimeClient;
  side: Side;
  pull: (sessionId: number, afterSeq: number) => Promise<PullReply>;
  /** the messages newer than an id across all sessions; without it, each known session is pulled by sequence */
  list?: (minId: number) => Promise<ListReply>;
  onReady?: () => void;
  onError?: (msg: string) => void;
}): Conversation {
  const use = create<ConvState>(() => ({ sessions: {}, messages: {}, pending: {}, typing: {}, delivered: {}, waiting: null }));
  const otherKind = opts.side === 'staff' ? 'customer' : 'staff';
  // receipts are not messages: they are not pending, not resent, and a refusal of one is not reported
  const RECEIPT_PREFIX = 'rcpt-';
  const confirmed: Record<number, number> = {};
  /** Confirms delivery (12) of the other side's messages held without a gap, once per sequence. */
  const confirm = (sessionId: number) => {
    const list = use.getState().messages[sessionId] ?? [];
    const held = heldSeq(list);
    let upTo = 0;
    for (const m of list) if (m.seq <= held && m.senderKind === otherKind) upTo = m.seq;
    if (upTo <= (confirmed[sessionId] ?? 0)) return;
    confirmed[sessionId] = upTo;
    opts.client.send({
      cmd: RT_CMD.messageData,
      data: { sessionId, clientId: `${RECEIPT_PREFIX}${newClientId(opts.side)}`, type: CHAT_MSG.receipt, content: String(upTo) },
    });
  };
  /** The other side's read (11) or receipt (12), or this side's own read told to its other screens. */
  const applyReceipt = (r: { sessionId: number; type: number; content: string; senderKind: string }) => {
    const seq = Number(r.content);
    if (r.type === CHAT_MSG.receipt) {
      if (r.senderKind !== opts.side) use.setState((s) => ({ delivered: { ...s.delivered, [r.sessionId]: Math.max(s.delivered[r.sessionId] ?? 0, seq) } }));
      return;
    }
    use.setState((s) => {
      const own = r.senderKind === 'staff' ? 'customer' : 'staff';
      const list = (s.messages[r.sessionId] ?? []).map((m) => (m.senderKind === own && m.seq <= seq && m.status === 1 ? { ...m, status: 3 } : m));
      const sess = s.sessions[r.sessionId];
      const mark = r.senderKind === 'staff' ? 'agentReadSeq' : 'customerReadSeq';
      const sessions = sess ? { ...s.sessions, [r.sessionId]: { ...sess, [mark]: Math.max(sess[mark], seq) } } : s.sessions;
      return { messages: { ...s.messages, [r.sessionId]: list }, sessions };
    });
  };
  const merge = (m: TImMessage) =>
    use.setState((s) => ({
      messages: { ...s.messages, [m.sessionId]: mergeMessage(s.messages[m.sessionId] ?? [], m) },
      pending: { ...s.pending, [m.sessionId]: (s.pending[m.sessionId] ?? []).filter((p) => p.clientId !== m.clientId) },
    }));
  const upsertSession = (session: TImSession) => use.setState((s) => ({ sessions: { ...s.sessions, [session.id]: session } }));
  const pulling = new Set<number>();
  const catchUp = async (sessionId: number) => {
    if (pulling.has(sessionId)) return;
    pulling.add(sessionId);
    try {
      for (let i = 0; i < 50; i++) {
        const r = await opts.pull(sessionId, heldSeq(use.getState().messages[sessionId]));
        for (const m of r.messages) merge(m);
        if (!r.more) break;
      }
    } finally {
      pulling.delete(sessionId);
    }
    confirm(sessionId);
  };
  let listing = false;
  const pullEach = () => Promise.all(Object.keys(use.getState().sessions).map((id) => catchUp(Number(id))));
  const catchUpAll = async () => {
    // nothing held yet (a first load): the sessions known are pulled whole, not every message the side ever had
    if (!opts.list || maxHeldId(use.getState().messages) === 0) {
      await pullEach();
      return;
    }
    if (listing) return;
    listing = true;
    const touched = new Set<number>();
    try {
      for (let i = 0; i < 50; i++) {
        const r = await opts.list(maxHeldId(use.getState().messages));
        for (const x of r.sessions) upsertSession(x);
        for (const m of r.messages) {
          merge(m);
          touched.add(m.sessionId);
        }
        if (!r.more || r.messages.length === 0) break;
      }
    } catch {
      // the list failed: each known session is pulled by its sequence instead
      await pullEach();
      return;
    } finally {
      listing = false;
    }
    // ids are given before the commit, so a message committed after a newer one can leave a gap: pulled by sequence
    const st = use.getState();
    for (const id of touched) {
      const list = st.messages[id] ?? [];
      const behind = Math.max(list.at(-1)?.seq ?? 0, st.sessions[id]?.lastSeq ?? 0) > heldSeq(list);
      if (behind) void catchUp(id);
      else confirm(id);
    }
  };
  const offs = [
    opts.client.on(RT_CMD.newMessage, (f) => {
      if (f.data?.message?.type === CHAT_MSG.read || f.data?.message?.type === CHAT_MSG.receipt) {
        applyReceipt(f.data.message);
        return;
      }
      const m = f.data.message as TImMessage;
      if (f.data.session) upsertSession(f.data.session as TImSession);
      if (f.data.recalled) merge(f.data.recalled as TImMessage);
      const held = heldSeq(use.getState().messages[m.sessionId]);
      merge(m);
      // a gap (a push missed while away): pull it; else what arrived is confirmed
      if (m.seq > held + 1) void catchUp(m.sessionId);
      else confirm(m.sessionId);
    }),
    // a refused send (error frame naming its client id): it leaves the pending list and is reported
    opts.client.on(RT_CMD.error, (f) => {
      const ref = f.data?.ref;
      if (typeof ref !== 'string' || ref.startsWith(RECEIPT_PREFIX)) return;
      use.setState((s) => ({ pending: Object.fromEntries(Object.entries(s.pending).map(([k, list]) => [k, list.filter((p) => p.clientId !== ref)])) }));
      opts.onError?.(String(f.data?.msg ?? ''));
    }),
    opts.client.on(RT_CMD.messageData, (f) => {
      if (f.data?.message) merge(f.data.message as TImMessage);
    }),
    opts.client.on(RT_CMD.signal, (f) => {
      const d = f.data;
      if (d?.type === 'session') upsertSession(d.session as TImSession);
      if (d?.type === 'typing') use.setState((s) => ({ typing: { ...s.typing, [d.sessionId]: Date.now() + 3000 } }));
      if (d?.type === 'pool') use.setState({ waiting: d.waiting });
    }),
    opts.client.onReady(() => {
      // resend what was never acknowledged (the server answers a known client id with the stored message)
      for (const list of Object.values(use.getState().pending)) {
        for (const p of list)
          opts.client.send({
            cmd: RT_CMD.messageData,
            data: { sessionId: p.sessionId, clientId: p.clientId, type: p.type, content: p.content, fileId: p.fileId },
          });
      }
      void catchUpAll();
      opts.onReady?.();
    }),
  ];
  return {
    use,
    setSessions(list) {
      use.setState((s) => ({ sessions: Object.fromEntries(list.map((x) => [x.id, x])), messages: s.messages }));
      // only what is behind the session's last sequence is pulled
      for (const x of list) if (x.lastSeq > heldSeq(use.getState().messages[x.id])) void catchUp(x.id);
    },
    upsertSession,
    send(sessionId, type, content, file) {
      const p: Pending = { clientId: newClientId(opts.side), sessionId, type, content, fileId: file?.id, fileName: file?.name };
      use.setState((s) => ({ pending: { ...s.pending, [sessionId]: [...(s.pending[sessionId] ?? []), p] } }));
      // sent now when open, else retried every second (RT-07)
      opts.client.send({ cmd: RT_CMD.messageData, data: { sessionId, clientId: p.clientId, type, content, ...(p.fileId ? { fileId: p.fileId } : {}) } });
    },
    catchUp,
    catchUpAll,
    dispose() {
      for (const off of offs) off();
    },
  };
}
