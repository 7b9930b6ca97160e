import { CHAT_MSG, RT_CMD, type TImMessage, type TImSession } from '@diagops/contracts';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { RealtimeClient } from '../../../shared/realtime';
import type { PullReply } from '../api/chat-calls';

export type Side = 'staff' | 'customer';
/** A message sent but not yet acknowledged (status 0, unsent): resent after every reconnect until it is. */
export type Pending = { clientId: string; sessionId: number; type: number; content: string; fileId?: string; fileName?: string };
export type ConvState = {
  sessions: Record<number, TImSession>;
  messages: Record<number, TImMessage[]>;
  pending: Record<number, Pending[]>;
  typing: Record<number, number>;
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

let counter = 0;
const newClientId = (side: Side) => `${side[0]}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type Conversation = {
  use: UseBoundStore<StoreApi<ConvState>>;
  setSessions(list: TImSession[]): void;
  upsertSession(s: TImSession): void;
  send(sessionId: number, type: number, content: string, file?: { id: string; name: string }): void;
  /** pulls what a session misses after the held sequence (loops while the server says more) */
  catchUp(sessionId: number): Promise<void>;
  dispose(): void;
};

/**
 * One side's view of its conversations over the real-time connection: every message goes
 * by client id (a resend is never a duplicate), lands in order by the session's sequence,
 * and after each (re)connection what was missed is pulled by the last sequence held.
 */
export function createConversation(opts: {
  client: RealtimeClient;
  side: Side;
  pull: (sessionId: number, afterSeq: number) => Promise<PullReply>;
  onReady?: () => void;
  onError?: (msg: string) => void;
}): Conversation {
  const use = create<ConvState>(() => ({ sessions: {}, messages: {}, pending: {}, typing: {}, waiting: null }));
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
  };
  const offs = [
    opts.client.on(RT_CMD.newMessage, (f) => {
      const m = f.data.message as TImMessage;
      if (f.data.session) upsertSession(f.data.session as TImSession);
      if (f.data.recalled) merge(f.data.recalled as TImMessage);
      const held = heldSeq(use.getState().messages[m.sessionId]);
      merge(m);
      // a gap (a push missed while away): pull it
      if (m.seq > held + 1) void catchUp(m.sessionId);
    }),
    // a refused send (error frame naming its client id): it leaves the pending list and is reported
    opts.client.on(RT_CMD.error, (f) => {
      const ref = f.data?.ref;
      if (typeof ref !== 'string') return;
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
      if (d?.type === 'read') {
        use.setState((s) => {
          const own = d.by === 'staff' ? 'customer' : 'staff';
          const list = (s.messages[d.sessionId] ?? []).map((m) => (m.senderKind === own && m.seq <= d.seq && m.status === 1 ? { ...m, status: 3 } : m));
          const sess = s.sessions[d.sessionId];
          const sessions = sess
            ? { ...s.sessions, [d.sessionId]: { ...sess, ...(d.by === 'staff' ? { agentReadSeq: d.seq } : { customerReadSeq: d.seq }) } }
            : s.sessions;
          return { messages: { ...s.messages, [d.sessionId]: list }, sessions };
        });
      }
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
      for (const id of Object.keys(use.getState().sessions)) void catchUp(Number(id));
      opts.onReady?.();
    }),
  ];
  return {
    use,
    setSessions(list) {
      use.setState((s) => ({ sessions: Object.fromEntries(list.map((x) => [x.id, x])), messages: s.messages }));
      for (const x of list) void catchUp(x.id);
    },
    upsertSession,
    send(sessionId, type, content, file) {
      const p: Pending = { clientId: newClientId(opts.side), sessionId, type, content, fileId: file?.id, fileName: file?.name };
      use.setState((s) => ({ pending: { ...s.pending, [sessionId]: [...(s.pending[sessionId] ?? []), p] } }));
      // sent now when open, else retried every second (RT-07)
      opts.client.send({ cmd: RT_CMD.messageData, data: { sessionId, clientId: p.clientId, type, content, ...(p.fileId ? { fileId: p.fileId } : {}) } });
    },
    catchUp,
    dispose() {
      for (const off of offs) off();
    },
  };
}
