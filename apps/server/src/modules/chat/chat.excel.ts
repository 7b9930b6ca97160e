import { CHAT_MSG, CHAT_STATUS, type Language, type TImTranscriptExportQuery } from '@diagops/contracts';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import type { Localized, XlsxColumn } from '../../platform/kit/xlsx';
import { type MessageRow, recordPage } from './chat.repository';
import { chatAgents, chatMessages, chatSessions } from './chat.tables';

/** One message of a transcript with its session's customer and, for staff, the sending agent's name. */
export type TranscriptRow = { m: MessageRow; customerName: string; agentName: string | null; senderNick: string | null };

const h = (zh: string, en: string): Localized => ({ 'zh-CN': zh, 'en-US': en });

const TYPE: Record<number, Localized> = {
  [CHAT_MSG.text]: h('文本', 'Text'),
  [CHAT_MSG.image]: h('图片', 'Image'),
  [CHAT_MSG.file]: h('文件', 'File'),
  [CHAT_MSG.audio]: h('语音', 'Audio'),
  [CHAT_MSG.video]: h('视频', 'Video'),
  [CHAT_MSG.satisfaction]: h('评价邀请', 'Rating request'),
  [CHAT_MSG.recall]: h('撤回', 'Recall'),
  [CHAT_MSG.read]: h('已读', 'Read'),
  [CHAT_MSG.receipt]: h('回执', 'Receipt'),
  [CHAT_MSG.tips]: h('提示', 'Notice'),
  [CHAT_MSG.tipsRated]: h('评价', 'Rating'),
};
const SYSTEM = h('系统', 'System');
const AGENT = h('客服', 'Agent');
const RECALLED = h('（已撤回）', '(recalled)');

/** The server-made notices (stored as JSON `{tip, …}`) in the reader's language, as the console shows them. */
function tipText(content: string, lang: Language): string {
  let v: { tip?: string; name?: string; by?: string; score?: number };
  try {
    v = JSON.parse(content);
  } catch {
    return content;
  }
  const zh = lang === 'zh-CN';
  switch (v.tip) {
    case 'assigned':
      return zh ? `${v.name} 为您服务` : `${v.name} is serving you`;
    case 'transferred':
      return zh ? `已转接给 ${v.name}` : `Transferred to ${v.name}`;
    case 'closed':
      return zh ? '会话已结束' : 'The session has ended';
    case 'rated':
      return zh ? `评价 ${v.score} 星` : `Rated ${v.score} stars`;
    default:
      return content;
  }
}

export function transcriptText(r: TranscriptRow, lang: Language): string {
  const m = r.m;
  if (m.status === CHAT_STATUS.recalled) return RECALLED[lang];
  if (m.type === CHAT_MSG.tips || m.type === CHAT_MSG.tipsRated) return tipText(m.content, lang);
  if (m.type === CHAT_MSG.recall) return lang === 'zh-CN' ? `撤回了消息 #${m.content}` : `Recalled message #${m.content}`;
  if (m.fileName) return `[${m.fileName}] ${m.content}`.trim();
  return m.content;
}

function sender(r: TranscriptRow, lang: Language): string {
  if (r.m.senderKind === 'customer') return r.customerName;
  // the agent who sent it (a transferred session has had two), else the session's agent
  if (r.m.senderKind === 'staff') return r.senderNick ?? r.agentName ?? AGENT[lang];
  return SYSTEM[lang];
}

const columns: XlsxColumn<TranscriptRow>[] = [
  { key: 'sessionId', header: h('会话', 'Session'), width: 10, value: (r) => r.m.sessionId },
  { key: 'time', header: h('时间 (UTC)', 'Time (UTC)'), width: 20, value: (r) => r.m.createdAt.toISOString().replace('T', ' ').slice(0, 19) },
  { key: 'sender', header: h('发送方', 'Sender'), width: 20, value: sender },
  { key: 'type', header: h('类型', 'Type'), width: 12, value: (r, l) => TYPE[r.m.type]?.[l] ?? String(r.m.type) },
  { key: 'text', header: h('内容', 'Text'), width: 60, value: transcriptText },
];

/** The sessions the list shows for these filters (or the one session asked for). */
function sessionsWhere(q: TImTranscriptExportQuery): SQL | undefined {
  const w = recordPage.where(q);
  return q.sessionId ? (w ? and(w, eq(chatSessions.id, q.sessionId)) : eq(chatSessions.id, q.sessionId)) : w;
}

/** The messages of the export's sessions in its order (sessions as the list, then sequence). */
export function transcriptRows(db: DbOrTx, q: TImTranscriptExportQuery) {
  return db
    .select({ m: chatMessages, customerName: chatSessions.customerName, agentName: chatSessions.agentName, senderNick: chatAgents.nickname })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .leftJoin(chatAgents, and(eq(chatMessages.senderKind, 'staff'), eq(chatAgents.userId, chatMessages.senderId)))
    .where(sessionsWhere(q))
    .orderBy(...recordPage.orderBy(q), asc(chatMessages.seq))
    .$dynamic();
}

/**
 * Transcripts as xlsx, one row a message (session, time, sender, type, text) in the caller's
 * language: sessions in the records list's order, each session's messages by sequence.
 */
export const transcriptExport: ExportSpec<TImTranscriptExportQuery, TranscriptRow> = registerExport({
  subject: 'chat-transcripts',
  fileName: h('会话记录', 'Chat transcripts'),
  sheetName: h('会话记录', 'Transcripts'),
  columns,
  count: async (db, q) => {
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .where(sessionsWhere(q));
    return Number(row?.n ?? 0);
  },
  fetch: (db, q, limit, offset) => transcriptRows(db, q).limit(limit).offset(offset),
});
