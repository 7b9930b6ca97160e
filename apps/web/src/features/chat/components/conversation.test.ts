import type { TImMessage, TImSession } from '@diagops/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeClient, RtFrame } from '../../../shared/realtime';
import type { ListReply, PullReply } from '../api/chat-calls';
import { createConversation, heldSeq, mergeMessage } from './conversation';
import { EMOTICONS, withEmoticons } from './emoticons';

const msg = (seq: number, extra: Partial<TImMessage> = {}): TImMessage => ({
  id: seq,
  sessionId: 1,
  seq,
  clientId: `c${seq}`,
  senderKind: 'customer',
  senderId: 1,
  type: 0,
  content: `m${seq}`,
  file: null,
  status: 1,
  createdAt: new Date(0).toISOString(),
  ...extra,
});

describe('conversation', () => {
  it('keeps messages in sequence order; a repeat replaces; the held sequence stops at the first gap', () => {
    let list: TImMessage[] = [];
    for (const s of [2, 1, 4, 2]) list = mergeMessage(list, msg(s));
    expect(list.map((m) => m.seq)).toEqual([1, 2, 4]);
    expect(heldSeq(list)).toBe(2);
    list = mergeMessage(list, msg(3));
    expect(heldSeq(list)).toBe(4);
  });

  it('a recall (type 10) empties its target and marks it recalled', () => {
    let list = [msg(1), msg(2)];
    list = mergeMessage(list, msg(3, { type: 10, content: '1' }));
    expect(list[0]).toMatchObject({ status: 2, content: '' });
    expect(list[1]!.content).toBe('m2');
  });

  it('has the 57 named emoticons and draws them', () => {
    expect(EMOTICONS).toHaveLength(57);
    expect(new Set(EMOTICONS.map((e) => e[0])).size).toBe(57);
    expect(withEmoticons('ok [thumbsup] [unknown]')).toBe('ok 👍 [unknown]');
  });
});

/** The parts of the real-time client a conversation uses: frames in, frames out, ready after each (re)connection. */
function fakeClient() {
  const listeners = new Map<number, Set<(f: RtFrame) => void>>();
  const ready = new Set<() => void>();
  const sent: RtFrame[] = [];
  const client = {
    on(cmd: number, l: (f: RtFrame) => void) {
      if (!listeners.has(cmd)) listeners.set(cmd, new Set());
      listeners.get(cmd)!.add(l);
      return () => listeners.get(cmd)!.delete(l);
    },
    onReady(l: () => void) {
      ready.add(l);
      return () => ready.delete(l);
    },
    send(f: RtFrame) {
      sent.push(f);
    },
  };
  return {
    client: client as unknown as RealtimeClient,
    sent,
    emit: (f: RtFrame) => {
      for (const l of listeners.get(f.cmd) ?? []) l(f);
    },
    reconnected: () => {
      for (const l of ready) l();
    },
  };
}
const session = (id: number, lastSeq: number): TImSession => ({
  id,
  customerId: id,
  customerName: `C${id}`,
  productId: null,
  language: 'en-US',
  agentUserId: 7,
  agentName: 'A',
  status: 1,
  tags: [],
  lastSeq,
  agentReadSeq: 0,
  customerReadSeq: 0,
  rating: null,
  ratingComment: null,
  lastPreview: null,
  createdAt: new Date(0).toISOString(),
  acceptedAt: null,
  closedAt: null,
  lastMessageAt: null,
});
const at = (sessionId: number, seq: number, id: number, extra: Partial<TImMessage> = {}) =>
  msg(seq, { sessionId, id, clientId: `s${sessionId}-${seq}`, ...extra });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('conversation catch-up (RT-03) and receipts (CHAT-02 11, 12)', () => {
  it('after a reconnect asks for the messages newer than the largest stored id across every session it knows, and picks up sessions it had not loaded', async () => {
    const rt = fakeClient();
    const held: Record<number, TImMessage[]> = { 1: [at(1, 1, 3), at(1, 2, 7)], 2: [at(2, 1, 12), at(2, 2, 15)] };
    const pull = vi.fn(async (sessionId: number, afterSeq: number): Promise<PullReply> => {
      const messages = (held[sessionId] ?? []).filter((m) => m.seq > afterSeq);
      return { messages, lastSeq: messages.at(-1)?.seq ?? afterSeq, more: false };
    });
    const list = vi
      .fn<(minId: number) => Promise<ListReply>>()
      // more than one call's worth: asked again from the last id it got
      .mockResolvedValueOnce({ messages: [at(3, 1, 19, { content: 'new session' })], sessions: [session(3, 1)], more: true })
      .mockResolvedValueOnce({ messages: [at(1, 4, 21, { content: 'later' })], sessions: [session(1, 4)], more: false });
    const conv = createConversation({ client: rt.client, side: 'staff', pull, list });
    conv.setSessions([session(1, 2), session(2, 2)]);
    await settle();
    // a pushed message of the first session holds the largest id of all (18), beyond the second session's 15
    rt.emit({ cmd: 6, data: { message: at(1, 3, 18, { content: 'pushed' }) } });
    pull.mockClear();

    rt.reconnected();
    await settle();
    await settle();
    expect(list.mock.calls.map((c) => c[0])).toEqual([18, 19]);
    const st = conv.use.getState();
    // the session it had never loaded is there, with its message; the first session got its newer one
    expect(st.sessions[3]?.customerName).toBe('C3');
    expect(st.messages[3]?.map((m) => m.content)).toEqual(['new session']);
    expect(st.messages[1]?.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    // nothing was missing by sequence, so no session was pulled one by one
    expect(pull).not.toHaveBeenCalled();
    conv.dispose();
  });

  it("the other side's read (11) marks own messages read and its receipt (12) delivered; neither is a message; what arrives is confirmed with a 12", async () => {
    const rt = fakeClient();
    const conv = createConversation({ client: rt.client, side: 'staff', pull: async () => ({ messages: [], lastSeq: 0, more: false }) });
    conv.upsertSession(session(1, 0));
    for (const [seq, kind] of [
      [1, 'customer'],
      [2, 'staff'],
      [3, 'staff'],
    ] as const)
      rt.emit({ cmd: 6, data: { message: at(1, seq, seq, { senderKind: kind }) } });
    // the customer's message was confirmed as delivered, once
    const receipts = () => rt.sent.filter((f) => f.cmd === 5 && f.data.type === 12).map((f) => [f.data.sessionId, f.data.content]);
    expect(receipts()).toEqual([[1, '1']]);
    rt.emit({ cmd: 6, data: { message: at(1, 1, 1, { senderKind: 'customer' }) } });
    expect(receipts()).toEqual([[1, '1']]);

    const relayed = { sessionId: 1, clientId: 'r', senderId: 1, createdAt: new Date(0).toISOString() };
    rt.emit({ cmd: 6, data: { message: { ...relayed, type: 12, content: '3', senderKind: 'customer' } } });
    rt.emit({ cmd: 6, data: { message: { ...relayed, type: 11, content: '2', senderKind: 'customer' } } });
    const st = conv.use.getState();
    expect(st.messages[1]?.map((m) => [m.seq, m.status])).toEqual([
      [1, 1],
      [2, 3],
      [3, 1],
    ]);
    expect(st.delivered[1]).toBe(3);
    expect(st.sessions[1]?.customerReadSeq).toBe(2);
    conv.dispose();
  });
});
