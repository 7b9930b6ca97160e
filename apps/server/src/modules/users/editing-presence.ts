import { type TEditingNews, ZEditingFrame } from '@diagops/contracts';
import type { AppContext } from '../../platform/context';
import { CMD, onRealtimeFrame, publish } from '../../platform/realtime';
import { findUserById } from './users.repository';

const topicOf = (record: string) => `editing:${record}`;

/**
 * Who is editing a record (issue 37, decision 0041): the console's edit forms say `join`, `here`
 * and `leave` on cmd 9; each is passed on, with the editor's name, to every socket that has the
 * record open, on any instance (the hub's bus). No list is kept anywhere: a newcomer learns of
 * the others because they answer its `join` with `here`. A socket that goes says `leave` for
 * every record it had open. Staff only.
 */
export function registerEditingPresence() {
  onRealtimeFrame(CMD.editing, async (conn, data, ctx) => {
    const id = conn.identity;
    const parsed = ZEditingFrame.safeParse(data);
    if (id?.kind !== 'staff' || !parsed.success) {
      conn.error('1001', 'editing is { record: "<object>:<id>", state: "join" | "here" | "leave" } from staff');
      return;
    }
    const { record, state } = parsed.data;
    const topic = topicOf(record);
    const news = async (s: TEditingNews['state']) =>
      publish(topic, { cmd: CMD.editing, data: { record, state: s, editor: await editorOf(ctx, id.userId, id.sessionId) } });
    if (state === 'join') {
      // first, so the form knows its own session before its own `join` comes back through the topic
      conn.send({ cmd: CMD.editing, data: { record, state: 'you', sessionId: id.sessionId } });
      if (!conn.topics.includes(topic)) {
        conn.subscribe(topic);
        conn.onClose.push(() => void news('leave').catch(() => undefined));
      }
    }
    if (!conn.topics.includes(topic)) return;
    await news(state);
    if (state === 'leave') conn.hub.unsubscribe(conn, topic);
  });
}

const names = new Map<number, { name: string; at: number }>();

/** The editor as others see them (the name cached a minute: a `here` every 20 s per editor asks for it). */
async function editorOf(ctx: AppContext, userId: number, sessionId: string): Promise<TEditingNews['editor']> {
  const now = performance.now();
  let cached = names.get(userId);
  if (!cached || now - cached.at > 60_000) {
    const user = await findUserById(ctx.db, userId);
    cached = { name: user ? user.realName || user.username : String(userId), at: now };
    names.set(userId, cached);
  }
  return { sessionId, userId, name: cached.name };
}
