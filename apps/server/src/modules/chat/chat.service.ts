import {
  CHAT_AGENT_STATUS,
  CHAT_LIST_MAX,
  CHAT_MSG,
  CHAT_PERMISSIONS,
  CHAT_RECALL_MS,
  CHAT_SESSION,
  CHAT_STATUS,
  type TImAgent,
  type TImAgentPageQuery,
  type TImAgentSave,
  type TImAgentUpdate,
  type TImCallSignal,
  type TImListReply,
  type TImMessage,
  type TImQuick,
  type TImQuickPageQuery,
  type TImQuickSave,
  type TImReceipt,
  type TImRecordQuery,
  type TImSend,
  type TImSession,
  type TImWorkList,
  type TPage,
} from '@diagops/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { CMD, notifyStaff, publish } from '../../platform/realtime';
import { getCustomer } from '../customers';
import { myDevices } from '../devices';
import { recentFeedbackOf } from '../feedback';
import { attachFiles, declareFileArea, openStoredFile } from '../files';
import { findUserById } from '../users';
import { serverTimeZone, withinHours } from './chat.hours';
import {
  type AgentRow,
  agentByUser,
  agentPage,
  type MessageRow,
  messageByClientId,
  poolRows,
  presentAgent,
  presentMessage,
  presentQuick,
  presentSession,
  quickPage,
  recordPage,
  type SessionRow,
  selectAgents,
  sessionById,
  sessionForUpdate,
} from './chat.repository';
import { chatAgents, chatMessages, chatQuickReplies, chatSessions } from './chat.tables';

/** Who acts on a session: the agent (staff user) or the customer. */
export type Party = { kind: 'staff'; userId: number } | { kind: 'customer'; customerId: number };

export const CHAT_FILE_AREA = 'chat';
const PULL_LIMIT = 200;

/** Images, files, audio and video of conversations go through the files area's upload path. */
export function declareChatFiles() {
  declareFileArea({
    area: CHAT_FILE_AREA,
    types: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'txt', 'zip', 'docx', 'xlsx', 'mp3', 'wav', 'm4a', 'ogg', 'mp4', 'webm', 'mov'],
    maxBytes: 20 * 1024 * 1024,
    uploadPermission: CHAT_PERMISSIONS.workbench.name,
    viewPermission: CHAT_PERMISSIONS.workbench.name,
  });
}

const now = (ctx: AppContext) => new Date(ctx.clock.now());
const topicOfCustomer = (id: number) => `customer:${id}`;
const topicOfUser = (id: number) => `user:${id}`;

function preview(type: number, content: string): string {
  if (type === CHAT_MSG.text) return content.slice(0, 120);
  return `[${type}]`;
}

/** Frames to both parties of a session (and any extra staff, e.g. the previous agent of a transfer). */
async function toParties(s: SessionRow, frame: { cmd: number; data: unknown }, extraUsers: number[] = []) {
  const topics = new Set([topicOfCustomer(s.customerId), ...(s.agentUserId ? [topicOfUser(s.agentUserId)] : []), ...extraUsers.map(topicOfUser)]);
  await Promise.all([...topics].map((t) => publish(t, frame)));
}
function sessionSignal(s: SessionRow, extraUsers: number[] = []) {
  return toParties(s, { cmd: CMD.signal, data: { type: 'session', session: presentSession(s) } }, extraUsers);
}

// ---------------------------------------------------------------- agents

async function activeCounts(ctx: AppContext, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ userId: chatSessions.agentUserId, n: count() })
    .from(chatSessions)
    .where(and(inArray(chatSessions.agentUserId, userIds), eq(chatSessions.status, CHAT_SESSION.active)))
    .groupBy(chatSessions.agentUserId);
  return new Map(rows.map((r) => [r.userId ?? 0, Number(r.n)]));
}

export async function agentPageOf(ctx: AppContext, q: TImAgentPageQuery): Promise<TPage<TImAgent>> {
  const page = await agentPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) =>
    selectAgents(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  const counts = await activeCounts(
    ctx,
    page.records.map((r) => r.a.userId),
  );
  return { ...page, records: page.records.map((r) => presentAgent(r, counts.get(r.a.userId) ?? 0, now(ctx))) };
}

export async function getAgent(ctx: AppContext, id: number): Promise<TImAgent> {
  const [r] = await selectAgents(ctx.db).where(eq(chatAgents.id, id));
  if (!r) throw new AppError(1002);
  const counts = await activeCounts(ctx, [r.a.userId]);
  return presentAgent(r, counts.get(r.a.userId) ?? 0, now(ctx));
}

async function agentOfUser(ctx: AppContext, userId: number): Promise<TImAgent | null> {
  const [r] = await selectAgents(ctx.db).where(eq(chatAgents.userId, userId));
  if (!r) return null;
  const counts = await activeCounts(ctx, [userId]);
  return presentAgent(r, counts.get(userId) ?? 0, now(ctx));
}

export async function createAgent(ctx: AppContext, b: TImAgentSave): Promise<TImAgent> {
  const user = await findUserById(ctx.db, b.userId);
  if (!user) throw new AppError(1002);
  if (await agentByUser(ctx.db, b.userId)) throw new AppError(76209);
  const at = now(ctx);
  const [row] = await ctx.db
    .insert(chatAgents)
    .values({ ...b, timeZone: b.timeZone ?? serverTimeZone(), status: CHAT_AGENT_STATUS.offline, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(76209);
  return getAgent(ctx, row.id);
}

export async function updateAgent(ctx: AppContext, b: TImAgentUpdate): Promise<TImAgent> {
  const { id, ...fields } = b;
  const [row] = await ctx.db
    .update(chatAgents)
    .set({ ...fields, ...(fields.enabled ? {} : { status: CHAT_AGENT_STATUS.offline }), updatedAt: now(ctx) })
    .where(eq(chatAgents.id, id))
    .returning();
  if (!row) throw new AppError(1002);
  await drainPool(ctx);
  return getAgent(ctx, id);
}

export async function deleteAgent(ctx: AppContext, id: number): Promise<void> {
  const [row] = await ctx.db.delete(chatAgents).where(eq(chatAgents.id, id)).returning();
  if (!row) throw new AppError(1002);
}

async function requireAgent(ctx: AppContext, userId: number): Promise<AgentRow> {
  const a = await agentByUser(ctx.db, userId);
  if (!a?.enabled) throw new AppError(76201);
  return a;
}

/** POST /imApi/login: the signed-in agent opens the workbench on a terminal; offline becomes online. */
export async function imLogin(ctx: AppContext, callerId: number, b: { userId: number }): Promise<TImAgent> {
  if (b.userId !== callerId) throw new AppError(1000);
  const a = await requireAgent(ctx, callerId);
  if (a.status === CHAT_AGENT_STATUS.offline) await setStatus(ctx, callerId, CHAT_AGENT_STATUS.online);
  return (await agentOfUser(ctx, callerId))!;
}

export async function setStatus(ctx: AppContext, userId: number, status: number): Promise<void> {
  await requireAgent(ctx, userId);
  await ctx.db
    .update(chatAgents)
    .set({ status, updatedAt: now(ctx) })
    .where(eq(chatAgents.userId, userId));
  await publish(topicOfUser(userId), { cmd: CMD.signal, data: { type: 'status', status } });
  if (status === CHAT_AGENT_STATUS.online) await drainPool(ctx);
}

// ---------------------------------------------------------------- quick replies

export async function quickPageOf(ctx: AppContext, userId: number, q: TImQuickPageQuery): Promise<TPage<TImQuick>> {
  const page = quickPage(userId);
  // without a scope: the caller's own and the shared ones
  const visible = or(eq(chatQuickReplies.ownerUserId, userId), isNull(chatQuickReplies.ownerUserId));
  return page.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(chatQuickReplies)
      .where(where ? and(where, visible) : visible)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentQuick);
  });
}

/** POST /imApi/imSession/quickList: every quick reply the agent may use (own first). */
export async function quickList(ctx: AppContext, userId: number): Promise<TImQuick[]> {
  const rows = await ctx.db
    .select()
    .from(chatQuickReplies)
    .where(or(eq(chatQuickReplies.ownerUserId, userId), isNull(chatQuickReplies.ownerUserId)))
    .orderBy(sql`${chatQuickReplies.ownerUserId} is null`, asc(chatQuickReplies.sort), asc(chatQuickReplies.id))
    .limit(500);
  return rows.map(presentQuick);
}

function mayEditQuick(perms: Set<string>, userId: number, row: { ownerUserId: number | null }) {
  if (row.ownerUserId === null) return perms.has(CHAT_PERMISSIONS.quickShared.name);
  return row.ownerUserId === userId;
}

export async function saveQuick(ctx: AppContext, user: { userId: number; permissions: Set<string> }, b: TImQuickSave): Promise<TImQuick> {
  const owner = b.shared ? null : user.userId;
  if (!mayEditQuick(user.permissions, user.userId, { ownerUserId: owner })) throw new AppError(1000);
  const [row] = await ctx.db
    .insert(chatQuickReplies)
    .values({ ownerUserId: owner, content: b.content, sort: b.sort, createdAt: now(ctx) })
    .returning();
  return presentQuick(row!);
}

export async function updateQuick(ctx: AppContext, user: { userId: number; permissions: Set<string> }, b: TImQuickSave & { id: number }): Promise<TImQuick> {
  const [old] = await ctx.db.select().from(chatQuickReplies).where(eq(chatQuickReplies.id, b.id));
  if (!old || (old.ownerUserId !== null && old.ownerUserId !== user.userId)) throw new AppError(1002);
  const owner = b.shared ? null : user.userId;
  if (!mayEditQuick(user.permissions, user.userId, old) || !mayEditQuick(user.permissions, user.userId, { ownerUserId: owner })) throw new AppError(1000);
  const [row] = await ctx.db
    .update(chatQuickReplies)
    .set({ ownerUserId: owner, content: b.content, sort: b.sort })
    .where(eq(chatQuickReplies.id, b.id))
    .returning();
  return presentQuick(row!);
}

export async function deleteQuick(ctx: AppContext, user: { userId: number; permissions: Set<string> }, id: number): Promise<void> {
  const [old] = await ctx.db.select().from(chatQuickReplies).where(eq(chatQuickReplies.id, id));
  if (!old || (old.ownerUserId !== null && old.ownerUserId !== user.userId)) throw new AppError(1002);
  if (!mayEditQuick(user.permissions, user.userId, old)) throw new AppError(1000);
  await ctx.db.delete(chatQuickReplies).where(eq(chatQuickReplies.id, id));
}

// ---------------------------------------------------------------- sessions

async function waitingCount(ctx: AppContext): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.status, CHAT_SESSION.waiting));
  return Number(r?.n ?? 0);
}

/** POST /imApi/imSession/findWorkList: the agent, their open sessions (newest activity first) and the pool size. */
export async function workList(ctx: AppContext, userId: number, includeClosed = false): Promise<TImWorkList> {
  const agent = await agentOfUser(ctx, userId);
  const statuses = includeClosed ? [CHAT_SESSION.active, CHAT_SESSION.closed] : [CHAT_SESSION.active];
  const rows = await ctx.db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.agentUserId, userId), inArray(chatSessions.status, statuses)))
    .orderBy(asc(chatSessions.status), desc(chatSessions.lastMessageAt), desc(chatSessions.id))
    .limit(100);
  return { agent, sessions: rows.map(presentSession), waiting: await waitingCount(ctx) };
}

/** The pool: waiting customers, first come first served. */
export async function poolList(ctx: AppContext): Promise<{ records: TImSession[]; total: number }> {
  const rows = await poolRows(ctx.db);
  return { records: rows.map(presentSession), total: await waitingCount(ctx) };
}

function serves(a: AgentRow, s: { productId: number | null; language: string }): boolean {
  if (s.productId !== null && a.productIds.length > 0 && !a.productIds.includes(s.productId)) return false;
  return a.languages.includes(s.language);
}

/** Gives a waiting session to an agent (row-locked: capacity holds across instances). */
async function assign(ctx: AppContext, tx: Tx, s: SessionRow, agentUserId: number, opts: { checkCapacity: boolean }): Promise<Out> {
  const [a] = await tx.select().from(chatAgents).where(eq(chatAgents.userId, agentUserId)).for('update');
  if (!a?.enabled) throw new AppError(76201);
  if (opts.checkCapacity) {
    const [c] = await tx
      .select({ n: count() })
      .from(chatSessions)
      .where(and(eq(chatSessions.agentUserId, agentUserId), eq(chatSessions.status, CHAT_SESSION.active)));
    if (Number(c?.n ?? 0) >= a.capacity) throw new AppError(76206);
  }
  const at = now(ctx);
  const [updated] = await tx
    .update(chatSessions)
    .set({ status: CHAT_SESSION.active, agentUserId, agentName: a.nickname, acceptedAt: at })
    .where(and(eq(chatSessions.id, s.id), eq(chatSessions.status, CHAT_SESSION.waiting)))
    .returning();
  if (!updated) throw new AppError(76207);
  return appendSystem(ctx, tx, updated, CHAT_MSG.tips, { tip: 'assigned', name: a.nickname });
}

/** Inserts a server-made message (tips) in the session's sequence; returns the session row after it. */
type Out = { s: SessionRow; msgs: MessageRow[] };
async function appendSystem(ctx: AppContext, tx: Tx, s: SessionRow, type: number, content: Record<string, unknown>): Promise<Out> {
  const seq = s.lastSeq + 1;
  const at = now(ctx);
  const [m] = await tx
    .insert(chatMessages)
    .values({
      sessionId: s.id,
      seq,
      clientId: `sys-${s.id}-${seq}`,
      senderKind: 'system',
      senderId: null,
      type,
      content: JSON.stringify(content),
      status: CHAT_STATUS.sent,
      createdAt: at,
    })
    .returning();
  const [after] = await tx.update(chatSessions).set({ lastSeq: seq, lastMessageAt: at }).where(eq(chatSessions.id, s.id)).returning();
  return { s: after!, msgs: [m!] };
}

/** After the commit: the server-made messages and the session's new state to both parties. */
async function flushSystem(out: Out, extraUsers: number[] = []) {
  for (const m of out.msgs) await toParties(out.s, { cmd: CMD.newMessage, data: { message: presentMessage(m), session: presentSession(out.s) } }, extraUsers);
  await sessionSignal(out.s, extraUsers);
}

/**
 * First come first served: each waiting session (oldest first) goes to the online agent
 * who serves its product and language, is within working hours and below capacity, with
 * the fewest open sessions.
 */
/** The periodic drain: a failure is logged and the next period tries again. */
export async function drainPoolSafely(ctx: AppContext): Promise<void> {
  try {
    await drainPool(ctx);
  } catch (err) {
    console.error('chat pool drain', err instanceof Error ? err.message : err);
  }
}

export async function drainPool(ctx: AppContext): Promise<void> {
  const waiting = await ctx.db.select().from(chatSessions).where(eq(chatSessions.status, CHAT_SESSION.waiting)).orderBy(asc(chatSessions.id)).limit(100);
  if (waiting.length === 0) return;
  const agents = await ctx.db
    .select()
    .from(chatAgents)
    .where(and(eq(chatAgents.enabled, true), eq(chatAgents.status, CHAT_AGENT_STATUS.online)));
  const at = now(ctx);
  const load = await activeCounts(
    ctx,
    agents.map((a) => a.userId),
  );
  for (const s of waiting) {
    const candidates = agents
      .filter((a) => withinHours(a, at) && serves(a, s) && (load.get(a.userId) ?? 0) < a.capacity)
      .sort((x, y) => (load.get(x.userId) ?? 0) - (load.get(y.userId) ?? 0) || x.id - y.id);
    for (const a of candidates) {
      try {
        const out = await ctx.db.transaction((tx) => assign(ctx, tx, s, a.userId, { checkCapacity: true }));
        load.set(a.userId, (load.get(a.userId) ?? 0) + 1);
        await flushSystem(out);
        break;
      } catch (err) {
        if (err instanceof AppError && err.code === 76207) break;
        if (!(err instanceof AppError)) throw err;
      }
    }
  }
}

/** Manual pick-up from the pool (within the agent's capacity). */
export async function pickUp(ctx: AppContext, userId: number, sessionId: number): Promise<TImSession> {
  await requireAgent(ctx, userId);
  const s = await sessionById(ctx.db, sessionId);
  if (!s) throw new AppError(1002);
  if (s.status !== CHAT_SESSION.waiting) throw new AppError(76207);
  const out = await ctx.db.transaction((tx) => assign(ctx, tx, s, userId, { checkCapacity: true }));
  await flushSystem(out);
  await broadcastPool(ctx);
  return presentSession(out.s);
}

export async function transfer(ctx: AppContext, userId: number, sessionId: number, toUserId: number): Promise<TImSession> {
  const to = await agentByUser(ctx.db, toUserId);
  if (!to?.enabled || to.status === CHAT_AGENT_STATUS.offline || toUserId === userId) throw new AppError(76210);
  const out = await ctx.db.transaction(async (tx) => {
    const s = await ownSession(tx, { kind: 'staff', userId }, sessionId, true);
    if (s.status !== CHAT_SESSION.active) throw new AppError(76203);
    const [u] = await tx.update(chatSessions).set({ agentUserId: toUserId, agentName: to.nickname }).where(eq(chatSessions.id, s.id)).returning();
    return appendSystem(ctx, tx, u!, CHAT_MSG.tips, { tip: 'transferred', name: to.nickname });
  });
  await flushSystem(out, [userId]);
  await notifyStaff({ userIds: [toUserId], kind: 'consultation', title: `#${out.s.id} ${out.s.customerName}`, link: '/customerServiceManagement/online/list' });
  return presentSession(out.s);
}

export async function closeSession(ctx: AppContext, party: Party, sessionId: number): Promise<TImSession> {
  const out = await ctx.db.transaction(async (tx) => {
    const s = await ownSession(tx, party, sessionId, true);
    if (s.status === CHAT_SESSION.closed) throw new AppError(76203);
    const [u] = await tx
      .update(chatSessions)
      .set({ status: CHAT_SESSION.closed, closedAt: now(ctx) })
      .where(eq(chatSessions.id, s.id))
      .returning();
    return appendSystem(ctx, tx, u!, CHAT_MSG.tips, { tip: 'closed', by: party.kind });
  });
  await flushSystem(out);
  await drainPool(ctx);
  await broadcastPool(ctx);
  return presentSession(out.s);
}

export async function saveTags(ctx: AppContext, userId: number, sessionId: number, tags: string[]): Promise<TImSession> {
  const s = await ownSession(ctx.db, { kind: 'staff', userId }, sessionId);
  const [u] = await ctx.db
    .update(chatSessions)
    .set({ tags: [...new Set(tags)] })
    .where(eq(chatSessions.id, s.id))
    .returning();
  return presentSession(u!);
}

/** The session if this party belongs to it: the customer who opened it or its current agent (76202 otherwise). */
async function ownSession(tx: DbOrTx, party: Party, sessionId: number, lock = false): Promise<SessionRow> {
  const s = lock ? await sessionForUpdate(tx, sessionId) : await sessionById(tx, sessionId);
  if (!s) throw new AppError(1002);
  if (party.kind === 'customer' ? s.customerId !== party.customerId : s.agentUserId !== party.userId) {
    throw new AppError(party.kind === 'customer' ? 1002 : 76202);
  }
  return s;
}

/** The customer's profile, devices and recent feedback beside the conversation. */
export async function customerProfile(ctx: AppContext, userId: number, customerId: number) {
  const [mine] = await ctx.db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.customerId, customerId), eq(chatSessions.agentUserId, userId)))
    .limit(1);
  if (!mine) throw new AppError(76202);
  const c = await getCustomer(ctx, customerId);
  if (!c) throw new AppError(1002);
  const [lang] = await ctx.db.select({ language: chatSessions.language }).from(chatSessions).where(eq(chatSessions.id, mine.id));
  const devices = await myDevices(ctx, customerId, (lang?.language as 'zh-CN' | 'en-US') ?? 'zh-CN');
  const [n] = await ctx.db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.customerId, customerId));
  return {
    customer: { id: c.id, account: c.account, name: c.name, email: c.email, phone: c.phone, country: c.country, language: lang?.language ?? 'zh-CN' },
    devices: devices.slice(0, 20).map((d) => ({ sn: d.sn, productName: d.productName, boundAt: d.bindTime })),
    feedback: await recentFeedbackOf(ctx.db, customerId),
    sessions: Number(n?.n ?? 0),
  };
}

// ---------------------------------------------------------------- customer side

/** A customer opens a consultation (or gets the open one back); it waits in the pool until an agent takes it. */
export async function startConsult(ctx: AppContext, customer: { id: number; account: string; language: string }, b: { productId?: number; language?: string }) {
  const [open] = await ctx.db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.customerId, customer.id), inArray(chatSessions.status, [CHAT_SESSION.waiting, CHAT_SESSION.active])))
    .orderBy(desc(chatSessions.id))
    .limit(1);
  if (open) return presentSession(open);
  const c = await getCustomer(ctx, customer.id);
  const [s] = await ctx.db
    .insert(chatSessions)
    .values({
      customerId: customer.id,
      customerName: (c?.name || customer.account).slice(0, 128),
      productId: b.productId ?? null,
      language: b.language ?? customer.language,
      status: CHAT_SESSION.waiting,
      createdAt: now(ctx),
    })
    .returning();
  await drainPool(ctx);
  const after = (await sessionById(ctx.db, s!.id))!;
  if (after.status === CHAT_SESSION.waiting) await announceWaiting(ctx, after);
  return presentSession(after);
}

/** A waiting consultation: the bell and the reminder of every enabled agent who serves it. */
async function announceWaiting(ctx: AppContext, s: SessionRow) {
  const agents = await ctx.db.select().from(chatAgents).where(eq(chatAgents.enabled, true));
  const userIds = agents.filter((a) => serves(a, s)).map((a) => a.userId);
  if (userIds.length > 0) {
    await notifyStaff({ userIds, kind: 'consultation', title: `#${s.id} ${s.customerName}`, link: '/customerServiceManagement/sessionPool/list' });
  }
  await broadcastPool(ctx);
}

async function broadcastPool(ctx: AppContext) {
  const agents = await ctx.db.select({ userId: chatAgents.userId }).from(chatAgents).where(eq(chatAgents.enabled, true));
  const waiting = await waitingCount(ctx);
  await Promise.all(agents.map((a) => publish(topicOfUser(a.userId), { cmd: CMD.signal, data: { type: 'pool', waiting } })));
}

export async function currentConsult(ctx: AppContext, customerId: number): Promise<TImSession | null> {
  const [s] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.customerId, customerId)).orderBy(desc(chatSessions.id)).limit(1);
  return s ? presentSession(s) : null;
}

export async function rate(ctx: AppContext, customerId: number, sessionId: number, score: number, comment?: string): Promise<TImSession> {
  const out = await ctx.db.transaction(async (tx) => {
    const s = await ownSession(tx, { kind: 'customer', customerId }, sessionId, true);
    if (s.rating !== null) throw new AppError(76208);
    const [u] = await tx
      .update(chatSessions)
      .set({ rating: score, ratingComment: comment ?? null })
      .where(eq(chatSessions.id, s.id))
      .returning();
    return appendSystem(ctx, tx, u!, CHAT_MSG.tipsRated, { tip: 'rated', score });
  });
  await flushSystem(out);
  return presentSession(out.s);
}

// ---------------------------------------------------------------- messages

/**
 * Sends a message: idempotent by (session, client id) — a resend answers the stored message —
 * and numbered in the session's sequence under the session's row lock. Acknowledged only
 * after the commit, so an acknowledged message survives a crash; then pushed (cmd 6) to both
 * parties.
 */
export async function sendMessage(ctx: AppContext, party: Party, b: TImSend): Promise<{ message: TImMessage; duplicate: boolean }> {
  const existing = await messageByClientId(ctx.db, b.sessionId, b.clientId);
  if (existing) {
    await ownSession(ctx.db, party, b.sessionId);
    return { message: presentMessage(existing), duplicate: true };
  }
  if (b.type === CHAT_MSG.satisfaction && party.kind !== 'staff') throw new AppError(1000);
  const needsFile = b.type >= CHAT_MSG.image && b.type <= CHAT_MSG.video;
  if (needsFile && !b.fileId) throw new AppError(1001, { errors: [{ field: 'fileId', message: 'required' }] });
  if (b.type === CHAT_MSG.text && b.content.trim().length === 0) throw new AppError(1001, { errors: [{ field: 'content', message: 'required' }] });
  const result = await ctx.db.transaction(async (tx) => {
    const s = await ownSession(tx, party, b.sessionId, true);
    if (s.status === CHAT_SESSION.closed) throw new AppError(76203);
    if (party.kind === 'staff' && s.status !== CHAT_SESSION.active) throw new AppError(76202);
    const again = await messageByClientId(tx, s.id, b.clientId);
    if (again) return { m: again, s, duplicate: true };
    let file: { id: string; name: string; size: number; mime: string } | null = null;
    if (needsFile && b.fileId) {
      // read through the transaction (PGlite has one connection: another query would wait for this one)
      const owned = await attachFiles(ctx, tx, {
        area: CHAT_FILE_AREA,
        ownerId: `session:${s.id}`,
        fileIds: [b.fileId],
        uploaderId: party.kind === 'staff' ? party.userId : party.customerId,
        uploaderKind: party.kind,
      });
      const f = owned.find((x) => x.id === b.fileId);
      if (!f) throw new AppError(1002);
      file = { id: f.id, name: f.name, size: f.size, mime: f.type };
    }
    const seq = s.lastSeq + 1;
    const at = now(ctx);
    const [m] = await tx
      .insert(chatMessages)
      .values({
        sessionId: s.id,
        seq,
        clientId: b.clientId,
        senderKind: party.kind,
        senderId: party.kind === 'staff' ? party.userId : party.customerId,
        type: b.type,
        content: b.content,
        fileId: file?.id ?? null,
        fileName: file?.name ?? null,
        fileSize: file?.size ?? null,
        fileMime: file?.mime ?? null,
        status: CHAT_STATUS.sent,
        createdAt: at,
      })
      .returning();
    const [u] = await tx
      .update(chatSessions)
      .set({
        lastSeq: seq,
        lastMessageAt: at,
        lastPreview: preview(b.type, b.content),
        ...(party.kind === 'staff' ? { agentReadSeq: seq } : { customerReadSeq: seq }),
      })
      .where(eq(chatSessions.id, s.id))
      .returning();
    return { m: m!, s: u!, duplicate: false };
  });
  const message = presentMessage(result.m);
  if (!result.duplicate) await toParties(result.s, { cmd: CMD.newMessage, data: { message, session: presentSession(result.s) } });
  return { message, duplicate: result.duplicate };
}

/** Messages after a sequence number (RT-03: what a client missed), in order, at most 200 a call. */
export async function pullMessages(ctx: AppContext, party: Party | null, sessionId: number, afterSeq: number) {
  const s = party ? await ownSession(ctx.db, party, sessionId) : await sessionById(ctx.db, sessionId);
  if (!s) throw new AppError(1002);
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(PULL_LIMIT + 1);
  const more = rows.length > PULL_LIMIT;
  return { messages: rows.slice(0, PULL_LIMIT).map(presentMessage), lastSeq: s.lastSeq, more };
}

/**
 * Reading (CHAT-02, type 11): the other side's messages up to seq become read (3) and the
 * reader's mark moves; the other side gets a read message (cmd 6, type 11, content the
 * sequence read up to), and so do the reader's other sockets (their unread counts). Not stored.
 */
export async function markRead(ctx: AppContext, party: Party, sessionId: number, seq: number, clientId?: string): Promise<TImReceipt> {
  const s = await ownSession(ctx.db, party, sessionId);
  const upTo = Math.min(seq, s.lastSeq);
  const other = party.kind === 'staff' ? 'customer' : 'staff';
  await ctx.db
    .update(chatMessages)
    .set({ status: CHAT_STATUS.read })
    .where(and(eq(chatMessages.sessionId, s.id), eq(chatMessages.senderKind, other), eq(chatMessages.status, CHAT_STATUS.sent), lte(chatMessages.seq, upTo)));
  await ctx.db
    .update(chatSessions)
    .set(
      party.kind === 'staff'
        ? { agentReadSeq: sql`greatest(${chatSessions.agentReadSeq}, ${upTo})` }
        : { customerReadSeq: sql`greatest(${chatSessions.customerReadSeq}, ${upTo})` },
    )
    .where(eq(chatSessions.id, s.id));
  const message = receiptOf(ctx, party, s.id, CHAT_MSG.read, upTo, clientId);
  await toParties(s, { cmd: CMD.newMessage, data: { message } });
  return message;
}

/**
 * Delivery (CHAT-02, type 12): a client confirms it has received the other side's messages up
 * to seq; the other side gets a receipt message (cmd 6, type 12). Delivery has no status
 * (CHAT-03), so nothing is stored.
 */
export async function confirmDelivery(ctx: AppContext, party: Party, sessionId: number, seq: number, clientId?: string): Promise<TImReceipt> {
  const s = await ownSession(ctx.db, party, sessionId);
  const message = receiptOf(ctx, party, s.id, CHAT_MSG.receipt, Math.min(seq, s.lastSeq), clientId);
  const topic = party.kind === 'staff' ? topicOfCustomer(s.customerId) : s.agentUserId ? topicOfUser(s.agentUserId) : null;
  if (topic) await publish(topic, { cmd: CMD.newMessage, data: { message } });
  return message;
}

function receiptOf(ctx: AppContext, party: Party, sessionId: number, type: 11 | 12, upTo: number, clientId?: string): TImReceipt {
  const senderId = party.kind === 'staff' ? party.userId : party.customerId;
  return {
    sessionId,
    clientId: clientId ?? `${type === CHAT_MSG.read ? 'read' : 'rcpt'}-${party.kind[0]}${senderId}-${upTo}`,
    type,
    content: String(upTo),
    senderKind: party.kind,
    senderId,
    createdAt: now(ctx).toISOString(),
  };
}

/** A read (11) or receipt (12) sent as a message (HTTP send or the socket's cmd 5). */
export function sendReceipt(ctx: AppContext, party: Party, b: TImSend): Promise<TImReceipt> {
  const seq = Number(b.content);
  return b.type === CHAT_MSG.read ? markRead(ctx, party, b.sessionId, seq, b.clientId) : confirmDelivery(ctx, party, b.sessionId, seq, b.clientId);
}

/**
 * RT-03 ("messages list with minId"): the caller's messages newer than a message id, across all
 * of their sessions (an agent's: the sessions they serve now; a customer's: their own), oldest
 * first, at most CHAT_LIST_MAX a call, with the sessions they belong to — so a client that was
 * away also learns of sessions it never loaded.
 */
export async function listMessages(ctx: AppContext, party: Party, minId: number): Promise<TImListReply> {
  const mine = party.kind === 'staff' ? eq(chatSessions.agentUserId, party.userId) : eq(chatSessions.customerId, party.customerId);
  const rows = await ctx.db
    .select({ m: chatMessages })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(mine, gt(chatMessages.id, minId)))
    .orderBy(asc(chatMessages.id))
    .limit(CHAT_LIST_MAX + 1);
  const messages = rows.slice(0, CHAT_LIST_MAX).map((r) => r.m);
  const ids = [...new Set(messages.map((m) => m.sessionId))];
  const sessions = ids.length > 0 ? await ctx.db.select().from(chatSessions).where(inArray(chatSessions.id, ids)).orderBy(asc(chatSessions.id)) : [];
  return { messages: messages.map(presentMessage), sessions: sessions.map(presentSession), more: rows.length > CHAT_LIST_MAX };
}

/** Recall of one's own message within 2 minutes: the message keeps its place (status 2) and a recall (10) follows in the sequence. */
export async function recall(ctx: AppContext, party: Party, sessionId: number, messageId: number): Promise<TImMessage> {
  const result = await ctx.db.transaction(async (tx) => {
    const s = await ownSession(tx, party, sessionId, true);
    const [m] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.sessionId, s.id)));
    if (!m) throw new AppError(1002);
    const senderId = party.kind === 'staff' ? party.userId : party.customerId;
    if (m.senderKind !== party.kind || m.senderId !== senderId || m.type > CHAT_MSG.video) throw new AppError(76205);
    if (m.status === CHAT_STATUS.recalled) throw new AppError(76204);
    if (ctx.clock.now() - m.createdAt.getTime() > CHAT_RECALL_MS) throw new AppError(76204);
    const [target] = await tx.update(chatMessages).set({ status: CHAT_STATUS.recalled }).where(eq(chatMessages.id, m.id)).returning();
    const seq = s.lastSeq + 1;
    const at = now(ctx);
    const [r] = await tx
      .insert(chatMessages)
      .values({
        sessionId: s.id,
        seq,
        clientId: `recall-${m.id}`,
        senderKind: party.kind,
        senderId,
        type: CHAT_MSG.recall,
        content: String(m.seq),
        status: CHAT_STATUS.sent,
        createdAt: at,
      })
      .returning();
    // the list's preview no longer shows what was recalled
    const [u] = await tx.update(chatSessions).set({ lastSeq: seq, lastMessageAt: at, lastPreview: null }).where(eq(chatSessions.id, s.id)).returning();
    return { target: target!, r: r!, s: u! };
  });
  await toParties(result.s, {
    cmd: CMD.newMessage,
    data: { message: presentMessage(result.r), session: presentSession(result.s), recalled: presentMessage(result.target) },
  });
  return presentMessage(result.r);
}

/** Typing indicator: forwarded to the other party, not stored. */
export async function typing(ctx: AppContext, party: Party, sessionId: number): Promise<void> {
  const s = await ownSession(ctx.db, party, sessionId);
  const topic = party.kind === 'staff' ? topicOfCustomer(s.customerId) : s.agentUserId ? topicOfUser(s.agentUserId) : null;
  if (topic) await publish(topic, { cmd: CMD.signal, data: { type: 'typing', sessionId: s.id, by: party.kind } });
}

/**
 * Call signalling (CHAT-02, types 100–107): relayed at once to the other party's sockets
 * (cmd 8 `{ type: 'call' }`) and answered to the sender; never stored nor numbered, so a
 * reconnecting client does not replay an old offer or ICE candidate. Only the customer and the
 * current agent of an active session may signal (76202 / 1002 as for messages; a waiting or
 * closed session: 76203).
 */
export async function relayCallSignal(ctx: AppContext, party: Party, b: TImSend): Promise<TImCallSignal> {
  const s = await ownSession(ctx.db, party, b.sessionId);
  if (s.status !== CHAT_SESSION.active || s.agentUserId === null) throw new AppError(76203);
  const signal: TImCallSignal = {
    sessionId: s.id,
    clientId: b.clientId,
    type: b.type,
    content: b.content,
    senderKind: party.kind,
    senderId: party.kind === 'staff' ? party.userId : party.customerId,
    createdAt: now(ctx).toISOString(),
  };
  const topic = party.kind === 'staff' ? topicOfCustomer(s.customerId) : topicOfUser(s.agentUserId);
  await publish(topic, { cmd: CMD.signal, data: { type: 'call', sessionId: s.id, by: party.kind, signal } });
  return signal;
}

// ---------------------------------------------------------------- records

export function recordPageOf(ctx: AppContext, q: TImRecordQuery): Promise<TPage<TImSession>> {
  return recordPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(chatSessions)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentSession);
  });
}

/** A recorded session exists (its transcript export answers 1002 otherwise). */
export async function recordExists(ctx: AppContext, sessionId: number): Promise<void> {
  if (!(await sessionById(ctx.db, sessionId))) throw new AppError(1002);
}

/** A file of a conversation for the customer who is in it. */
export async function customerFile(ctx: AppContext, customerId: number, fileId: string) {
  const [m] = await ctx.db
    .select({ sessionId: chatMessages.sessionId })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(eq(chatMessages.fileId, fileId), eq(chatSessions.customerId, customerId)))
    .limit(1);
  if (!m) throw new AppError(1002);
  return openStoredFile(ctx, fileId);
}
