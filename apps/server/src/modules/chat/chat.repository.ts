import {
  CHAT_SESSION,
  type TImAgent,
  type TImAgentPageQuery,
  type TImMessage,
  type TImQuick,
  type TImQuickPageQuery,
  type TImRecordQuery,
  type TImSession,
} from '@diagops/contracts';
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import { usersView } from '../users';
import { withinHours } from './chat.hours';
import { chatAgents, chatMessages, chatQuickReplies, chatSessions } from './chat.tables';

export type AgentRow = typeof chatAgents.$inferSelect;
export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type QuickRow = typeof chatQuickReplies.$inferSelect;

export const agentPage = definePage<TImAgentPageQuery>({
  table: chatAgents,
  filters: {
    keyword: (v) => startsWith(chatAgents.nickname, v),
    status: (v) => eq(chatAgents.status, v),
  },
  sortable: { id: chatAgents.id, capacity: chatAgents.capacity },
  defaultSort: [{ column: chatAgents.id, order: 'desc' }],
  tiebreak: chatAgents.id,
});

export function quickPage(userId: number) {
  return definePage<TImQuickPageQuery>({
    table: chatQuickReplies,
    filters: {
      keyword: (v) => startsWith(chatQuickReplies.content, v),
      scope: (v) => (v === 'mine' ? eq(chatQuickReplies.ownerUserId, userId) : isNull(chatQuickReplies.ownerUserId)),
    },
    sortable: { id: chatQuickReplies.id, sort: chatQuickReplies.sort },
    defaultSort: [{ column: chatQuickReplies.sort, order: 'asc' }],
    tiebreak: chatQuickReplies.id,
  });
}

export const recordPage = definePage<TImRecordQuery>({
  table: chatSessions,
  filters: {
    keyword: (v) => startsWith(chatSessions.customerName, v),
    productId: (v) => eq(chatSessions.productId, v),
    agentUserId: (v) => eq(chatSessions.agentUserId, v),
    status: (v) => eq(chatSessions.status, v),
    from: (v) => gte(chatSessions.createdAt, new Date(`${v}T00:00:00Z`)),
    to: (v) => lt(chatSessions.createdAt, new Date(new Date(`${v}T00:00:00Z`).getTime() + 86_400_000)),
  },
  sortable: { id: chatSessions.id, createdAt: chatSessions.createdAt },
  defaultSort: [{ column: chatSessions.id, order: 'desc' }],
  tiebreak: chatSessions.id,
});

/** The pool: waiting sessions, first come first served (read through chat_sessions_status_idx). */
export function poolRows(db: DbOrTx) {
  return db.select().from(chatSessions).where(eq(chatSessions.status, CHAT_SESSION.waiting)).orderBy(asc(chatSessions.id)).limit(200);
}

export function selectAgents(db: DbOrTx) {
  return db.select({ a: chatAgents, username: usersView.username }).from(chatAgents).leftJoin(usersView, eq(usersView.id, chatAgents.userId)).$dynamic();
}

/** An agent as the screens see it; `at` is the server's clock (whether it is within the agent's hours, in the agent's zone). */
export function presentAgent(r: { a: AgentRow; username: string | null }, activeSessions: number, at: Date): TImAgent {
  const a = r.a;
  return {
    id: a.id,
    userId: a.userId,
    username: r.username ?? '',
    nickname: a.nickname,
    productIds: a.productIds,
    languages: a.languages,
    capacity: a.capacity,
    workStart: a.workStart,
    workEnd: a.workEnd,
    timeZone: a.timeZone,
    inHours: withinHours(a, at),
    status: a.status,
    enabled: a.enabled,
    activeSessions,
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function presentQuick(q: QuickRow): TImQuick {
  return { id: q.id, shared: q.ownerUserId === null, ownerUserId: q.ownerUserId, content: q.content, sort: q.sort };
}

export function presentSession(s: SessionRow): TImSession {
  return {
    id: s.id,
    customerId: s.customerId,
    customerName: s.customerName,
    productId: s.productId,
    language: s.language,
    agentUserId: s.agentUserId,
    agentName: s.agentName,
    status: s.status,
    tags: s.tags,
    lastSeq: s.lastSeq,
    agentReadSeq: s.agentReadSeq,
    customerReadSeq: s.customerReadSeq,
    rating: s.rating,
    ratingComment: s.ratingComment,
    lastPreview: s.lastPreview,
    createdAt: s.createdAt.toISOString(),
    acceptedAt: s.acceptedAt?.toISOString() ?? null,
    closedAt: s.closedAt?.toISOString() ?? null,
    lastMessageAt: s.lastMessageAt?.toISOString() ?? null,
  };
}

export function presentMessage(m: MessageRow): TImMessage {
  const recalled = m.status === 2;
  return {
    id: m.id,
    sessionId: m.sessionId,
    seq: m.seq,
    clientId: m.clientId,
    senderKind: m.senderKind as TImMessage['senderKind'],
    senderId: m.senderId,
    type: m.type,
    // a recalled message keeps its place but not its content
    content: recalled ? '' : m.content,
    file: !recalled && m.fileId ? { id: m.fileId, name: m.fileName ?? 'file', size: m.fileSize ?? 0, mime: m.fileMime ?? 'application/octet-stream' } : null,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  };
}

export async function sessionById(db: DbOrTx, id: number): Promise<SessionRow | undefined> {
  const [s] = await db.select().from(chatSessions).where(eq(chatSessions.id, id));
  return s;
}

export async function agentByUser(db: DbOrTx, userId: number): Promise<AgentRow | undefined> {
  const [a] = await db.select().from(chatAgents).where(eq(chatAgents.userId, userId));
  return a;
}

export async function sessionForUpdate(db: DbOrTx, id: number): Promise<SessionRow | undefined> {
  const [s] = await db.select().from(chatSessions).where(eq(chatSessions.id, id)).for('update');
  return s;
}

export async function messageByClientId(db: DbOrTx, sessionId: number, clientId: string): Promise<MessageRow | undefined> {
  const [m] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.clientId, clientId)));
  return m;
}
