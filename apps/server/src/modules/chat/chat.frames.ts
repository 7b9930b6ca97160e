import { isCallType, isReceiptType, ZImSend } from '@diagops/contracts';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { CMD, onRealtimeFrame, type RtConn } from '../../platform/realtime';
import { type Party, relayCallSignal, sendMessage, sendReceipt, typing } from './chat.service';

function partyOf(conn: RtConn): Party | null {
  const id = conn.identity;
  if (!id) return null;
  return id.kind === 'staff' ? { kind: 'staff', userId: id.userId } : { kind: 'customer', customerId: id.customerId };
}

const ZSignal = z.object({ type: z.literal('typing'), sessionId: z.number().int().positive().max(2_147_483_647) }).strict();

function refused(conn: RtConn, err: unknown, ref: unknown) {
  if (err instanceof AppError) return conn.error(String(err.code), err.message, ref);
  throw err;
}

/**
 * The chat over the socket: cmd 5 sends a message (the reply cmd 5 is its acknowledgement,
 * after the commit) or relays a call signal (types 100–107: the reply cmd 5 `{ ack, signal }`,
 * nothing stored) or passes a read (11) or receipt (12) on to the other side (the reply cmd 5
 * `{ ack, receipt }`, nothing stored), cmd 8 { type: 'typing' } tells the other party. Staff sockets need an
 * agent's session, customers their own.
 */
export function registerChatFrames() {
  onRealtimeFrame(CMD.messageData, async (conn, data, ctx) => {
    const party = partyOf(conn);
    const parsed = ZSend.safeParse(data);
    if (!party || !parsed.success) {
      conn.error('1001', 'a message is { sessionId, clientId, type, content, fileId? }', (data as { clientId?: unknown } | null)?.clientId);
      return;
    }
    try {
      if (isCallType(parsed.data.type)) {
        const signal = await relayCallSignal(ctx, party, parsed.data);
        return { cmd: CMD.messageData, data: { ack: parsed.data.clientId, signal } };
      }
      if (isReceiptType(parsed.data.type)) {
        const receipt = await sendReceipt(ctx, party, parsed.data);
        return { cmd: CMD.messageData, data: { ack: parsed.data.clientId, receipt } };
      }
      const { message, duplicate } = await sendMessage(ctx, party, parsed.data);
      return { cmd: CMD.messageData, data: { ack: parsed.data.clientId, duplicate, message } };
    } catch (err) {
      refused(conn, err, parsed.data.clientId);
    }
  });
  onRealtimeFrame(CMD.signal, async (conn, data, ctx) => {
    const party = partyOf(conn);
    const parsed = ZSignal.safeParse(data);
    if (!party || !parsed.success) {
      conn.error('1001', 'a signal is { type: "typing", sessionId }');
      return;
    }
    try {
      await typing(ctx, party, parsed.data.sessionId);
    } catch (err) {
      refused(conn, err, parsed.data.sessionId);
    }
  });
}

const ZSend = ZImSend;
