import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { CODE_MAX, NAME_MAX, ZKeyword, ZName, ZText } from '../kit/strings';

/** CHAT-02: message types. */
export const CHAT_MSG = {
  text: 0,
  image: 1,
  file: 2,
  audio: 3,
  video: 4,
  satisfaction: 5,
  recall: 10,
  read: 11,
  receipt: 12,
  tips: 20,
  tipsRated: 21,
} as const;
/**
 * CHAT-02: call signalling occupies 100 to 107. The spec names none of them; these meanings are
 * the project's choice (decision 0022). Signals are relayed at once to the other party of an
 * active session (cmd 8 `{ type: 'call' }`) and never stored nor numbered.
 */
export const CHAT_CALL = { invite: 100, accept: 101, reject: 102, cancel: 103, hangUp: 104, offer: 105, answer: 106, ice: 107 } as const;
export const CHAT_CALL_TYPES = [100, 101, 102, 103, 104, 105, 106, 107] as const;
export type TChatCallType = (typeof CHAT_CALL_TYPES)[number];
/** A call signal's content: a JSON text of at most 16 KB (UTF-8), enough for an SDP offer. */
export const CHAT_SIGNAL_MAX_BYTES = 16 * 1024;
export function isCallType(type: number): type is TChatCallType {
  return (CHAT_CALL_TYPES as readonly number[]).includes(type);
}
/**
 * CHAT-02: read (11) and receipt (12). A client sends one to say it has read, or received, the
 * other side's messages up to a sequence number (the content: that number as text, as a
 * recall's content names its target); the server passes it on to the other side as a new
 * message (cmd 6) at once. Never stored nor numbered: what a read changes is stored (status 3,
 * the session's read marks), and delivery has no status (decision 0022).
 */
export const CHAT_RECEIPT_TYPES = [11, 12] as const;
export type TChatReceiptType = (typeof CHAT_RECEIPT_TYPES)[number];
export function isReceiptType(type: number): type is TChatReceiptType {
  return (CHAT_RECEIPT_TYPES as readonly number[]).includes(type);
}
/** CHAT-03: message status. */
export const CHAT_STATUS = { unsent: 0, sent: 1, recalled: 2, read: 3 } as const;
/** CHAT-04: terminals. */
export const CHAT_TERMINAL = { web: 0, app: 1 } as const;
/** A sender may recall their own message within this time. */
export const CHAT_RECALL_MS = 2 * 60 * 1000;
/** Session states: waiting in the pool, with an agent, closed. */
export const CHAT_SESSION = { waiting: 0, active: 1, closed: 2 } as const;
/** Agent states: offline, online (takes sessions), busy (keeps its sessions, takes no new one). */
export const CHAT_AGENT_STATUS = { offline: 0, online: 1, busy: 2 } as const;
export const CHAT_LANGUAGES = ['zh-CN', 'en-US'] as const;
export const CHAT_TEXT_MAX = 4000;
export const CHAT_CAPACITY_MAX = 50;
/** The types a sender may send with `send` (the others are made by the server). */
export const CHAT_SENDABLE = [0, 1, 2, 3, 4, 5] as const;

const ZSessionId = z.number().int().positive().max(INT4_MAX);
const ZSeq = z.number().int().min(0).max(INT4_MAX);
const ZHm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
/** The zone an agent's working hours are read in when none is chosen (the server's own, by default UTC). */
export const CHAT_DEFAULT_TIME_ZONE = 'UTC';
/** A real IANA time zone name the runtime knows ('UTC', 'Asia/Shanghai'); offsets such as '+08:00' and unknown names are not. */
export function isIanaTimeZone(tz: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
export const ZTimeZone = z.string().trim().min(1).max(64).refine(isIanaTimeZone, 'unknown time zone');
/** A client id: what makes a resend the same message (letters, digits, - and _). */
export const ZClientId = z
  .string()
  .min(1)
  .max(CODE_MAX)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');

// ---- agents (customer-service settings) ----
export const ZImAgent = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  nickname: z.string(),
  productIds: z.array(z.number()),
  languages: z.array(z.string()),
  capacity: z.number(),
  workStart: z.string(),
  workEnd: z.string(),
  /** the IANA zone the working hours are read in */
  timeZone: z.string(),
  /** whether the server's clock, read in the agent's zone, is within the working hours now */
  inHours: z.boolean(),
  status: z.number(),
  enabled: z.boolean(),
  activeSessions: z.number(),
  updatedAt: z.string(),
});
export type TImAgent = z.infer<typeof ZImAgent>;
const agentFields = {
  nickname: ZName,
  productIds: z.array(z.number().int().positive().max(INT4_MAX)).max(100),
  languages: z.array(z.enum(CHAT_LANGUAGES)).min(1).max(2),
  capacity: z.number().int().min(1).max(CHAT_CAPACITY_MAX),
  workStart: ZHm,
  workEnd: ZHm,
  /** omitted: the server's zone on save, unchanged on update */
  timeZone: ZTimeZone.optional(),
  enabled: z.boolean(),
};
export const ZImAgentSave = z.object({ userId: z.number().int().positive().max(INT4_MAX), ...agentFields }).strict();
export type TImAgentSave = z.infer<typeof ZImAgentSave>;
export const ZImAgentUpdate = z.object({ id: ZSessionId, ...agentFields }).strict();
export type TImAgentUpdate = z.infer<typeof ZImAgentUpdate>;
export const ZImAgentPageQuery = pageQuery({ keyword: ZKeyword.optional(), status: z.number().int().min(0).max(2).optional() }, ['id', 'capacity']);
export type TImAgentPageQuery = z.infer<typeof ZImAgentPageQuery>;
export const ZImAgentPage = pageResult(ZImAgent);
export const ZImIdBody = z.object({ id: ZSessionId }).strict();
export const ZImIdParam = z.object({ id: ZId }).strict();

// ---- quick replies ----
export const ZImQuick = z.object({ id: z.number(), shared: z.boolean(), ownerUserId: z.number().nullable(), content: z.string(), sort: z.number() });
export type TImQuick = z.infer<typeof ZImQuick>;
const quickFields = { shared: z.boolean(), content: ZText.trim().min(1).max(500), sort: z.number().int().min(0).max(9999) };
export const ZImQuickSave = z.object(quickFields).strict();
export type TImQuickSave = z.infer<typeof ZImQuickSave>;
export const ZImQuickUpdate = z.object({ id: ZSessionId, ...quickFields }).strict();
export const ZImQuickPageQuery = pageQuery({ keyword: ZKeyword.optional(), scope: z.enum(['mine', 'shared']).optional() }, ['id', 'sort']);
export type TImQuickPageQuery = z.infer<typeof ZImQuickPageQuery>;
export const ZImQuickPage = pageResult(ZImQuick);
export const ZImQuickListBody = z.object({}).strict();

// ---- sessions and messages ----
export const ZImFile = z.object({ id: z.string(), name: z.string(), size: z.number(), mime: z.string() });
export const ZImMessage = z.object({
  id: z.number(),
  sessionId: z.number(),
  seq: z.number(),
  clientId: z.string(),
  senderKind: z.enum(['staff', 'customer', 'system']),
  senderId: z.number().nullable(),
  type: z.number(),
  content: z.string(),
  file: ZImFile.nullable(),
  status: z.number(),
  createdAt: z.string(),
});
export type TImMessage = z.infer<typeof ZImMessage>;
export const ZImSession = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  productId: z.number().nullable(),
  language: z.string(),
  agentUserId: z.number().nullable(),
  agentName: z.string().nullable(),
  status: z.number(),
  tags: z.array(z.string()),
  lastSeq: z.number(),
  agentReadSeq: z.number(),
  customerReadSeq: z.number(),
  rating: z.number().nullable(),
  ratingComment: z.string().nullable(),
  lastPreview: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type TImSession = z.infer<typeof ZImSession>;
export const ZImWorkList = z.object({ agent: ZImAgent.nullable(), sessions: z.array(ZImSession), waiting: z.number() });
export type TImWorkList = z.infer<typeof ZImWorkList>;
export const ZImWorkListBody = z.object({ includeClosed: z.boolean().optional() }).strict();

/** POST /imApi/login (CHAT-08): the terminal, the signed-in user and the device. */
export const ZImLogin = z
  .object({ terminal: z.union([z.literal(0), z.literal(1)]), userId: z.number().int().positive().max(INT4_MAX), deviceId: ZText.trim().min(1).max(CODE_MAX) })
  .strict();
export const ZImLoginReply = z.object({ agent: ZImAgent, wsPath: z.string(), heartbeatMs: z.number() });

type TSendType = (typeof CHAT_SENDABLE)[number] | TChatReceiptType | TChatCallType;
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
/**
 * A send: a message (types 0–5, content up to CHAT_TEXT_MAX characters), a read or receipt
 * (11, 12: content the sequence number read or received up to, no file) or a call signal
 * (100–107: content a JSON text of at most 16 KB, no file).
 */
export const ZImSend = z
  .object({
    sessionId: ZSessionId,
    clientId: ZClientId,
    type: z.union(
      [...CHAT_SENDABLE, ...CHAT_RECEIPT_TYPES, ...CHAT_CALL_TYPES].map((n) => z.literal(n)) as unknown as [
        z.ZodLiteral<TSendType>,
        ...z.ZodLiteral<TSendType>[],
      ],
    ),
    content: ZText.max(CHAT_SIGNAL_MAX_BYTES),
    fileId: z.uuid().optional(),
  })
  .strict()
  .superRefine((b, issue) => {
    if (isReceiptType(b.type)) {
      if (!/^\d{1,10}$/.test(b.content) || Number(b.content) > INT4_MAX)
        issue.addIssue({ code: 'custom', message: 'a sequence number', path: ['content'], input: b.content });
      if (b.fileId !== undefined) issue.addIssue({ code: 'custom', message: 'a read or receipt has no file', path: ['fileId'], input: b.fileId });
      return;
    }
    if (!isCallType(b.type)) {
      if (b.content.length > CHAT_TEXT_MAX)
        issue.addIssue({ code: 'too_big', origin: 'string', maximum: CHAT_TEXT_MAX, inclusive: true, path: ['content'], input: b.content });
      return;
    }
    if (new TextEncoder().encode(b.content).length > CHAT_SIGNAL_MAX_BYTES) {
      issue.addIssue({ code: 'too_big', origin: 'string', maximum: CHAT_SIGNAL_MAX_BYTES, inclusive: true, path: ['content'], input: b.content });
    } else if (!isJson(b.content)) issue.addIssue({ code: 'custom', message: 'a call signal is a JSON text', path: ['content'], input: b.content });
    if (b.fileId !== undefined) issue.addIssue({ code: 'custom', message: 'a call signal has no file', path: ['fileId'], input: b.fileId });
  });
export type TImSend = z.infer<typeof ZImSend>;
/** A relayed call signal: what the sender's acknowledgement and the other party's cmd 8 `{ type: 'call' }` carry (never stored). */
export const ZImCallSignal = z.object({
  sessionId: z.number(),
  clientId: z.string(),
  type: z.number(),
  content: z.string(),
  senderKind: z.enum(['staff', 'customer']),
  senderId: z.number(),
  createdAt: z.string(),
});
export type TImCallSignal = z.infer<typeof ZImCallSignal>;
/**
 * A read (11) or receipt (12) as the other side gets it (a new message, cmd 6 `{ message }`) and
 * the sender's acknowledgement carries it: the content is the sequence number read or received
 * up to. It has no id nor sequence of its own (never stored).
 */
export const ZImReceipt = z.object({
  sessionId: z.number(),
  clientId: z.string(),
  type: z.union([z.literal(11), z.literal(12)]),
  content: z.string(),
  senderKind: z.enum(['staff', 'customer']),
  senderId: z.number(),
  createdAt: z.string(),
});
export type TImReceipt = z.infer<typeof ZImReceipt>;
export const ZImPullQuery = z
  .object({ sessionId: z.coerce.number().int().positive().max(INT4_MAX), afterSeq: z.coerce.number().int().min(0).max(INT4_MAX).default(0) })
  .strict();
export type TImPullQuery = z.infer<typeof ZImPullQuery>;
export const ZImPullReply = z.object({ messages: z.array(ZImMessage), lastSeq: z.number(), more: z.boolean() });
/** RT-03 "messages list with minId": the caller's messages newer than a message id, across all of their sessions. */
export const ZImListQuery = z.object({ minId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }).strict();
export type TImListQuery = z.infer<typeof ZImListQuery>;
/** Oldest first, at most CHAT_LIST_MAX a call (`more`: ask again from the last id), with the sessions they belong to. */
export const ZImListReply = z.object({ messages: z.array(ZImMessage), sessions: z.array(ZImSession), more: z.boolean() });
export type TImListReply = z.infer<typeof ZImListReply>;
export const CHAT_LIST_MAX = 200;
export const ZImReaded = z.object({ sessionId: ZSessionId, seq: ZSeq }).strict();
export const ZImRecall = z.object({ sessionId: ZSessionId, messageId: z.number().int().positive() }).strict();
export const ZImSessionBody = z.object({ sessionId: ZSessionId }).strict();
export const ZImTags = z.object({ sessionId: ZSessionId, tags: z.array(ZText.trim().min(1).max(20)).max(10) }).strict();
export const ZImUpdateStatus = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }).strict();
export const ZImTransfer = z.object({ sessionId: ZSessionId, toUserId: z.number().int().positive().max(INT4_MAX) }).strict();
export const ZImArea = z.object({ area: z.string(), wsPath: z.string(), heartbeatMs: z.number(), reconnectMs: z.number(), recallMs: z.number() });
export const ZImCustomerProfile = z.object({
  customer: z.object({
    id: z.number(),
    account: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    language: z.string(),
  }),
  devices: z.array(z.object({ sn: z.string(), productName: z.string().nullable(), boundAt: z.string().nullable() })),
  feedback: z.array(z.object({ id: z.number(), title: z.string(), status: z.string(), createdAt: z.string() })),
  sessions: z.number(),
});
export const ZImRecordQuery = pageQuery(
  {
    keyword: ZKeyword.optional(),
    productId: z.number().int().positive().max(INT4_MAX).optional(),
    agentUserId: z.number().int().positive().max(INT4_MAX).optional(),
    status: z.number().int().min(0).max(2).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  },
  ['id', 'createdAt'],
);
export type TImRecordQuery = z.infer<typeof ZImRecordQuery>;
/**
 * The transcript export (xlsx, one row a message): the records list's filters and sort, or one
 * session (`sessionId`); at most EXPORT_MAX_ROWS messages (61009 past it).
 */
export const ZImTranscriptExportQuery = ZImRecordQuery.omit({ current: true, size: true, after: true, exactTotal: true })
  .extend({ sessionId: ZSessionId.optional() })
  .strict();
export type TImTranscriptExportQuery = z.infer<typeof ZImTranscriptExportQuery>;
export const ZImRecordPage = pageResult(ZImSession);
export const ZImPoolPage = z.object({ records: z.array(ZImSession), total: z.number() });

// ---- the customer's side (/{svc}-app/im/…) ----
export const ZImConsultStart = z
  .object({ productId: z.number().int().positive().max(INT4_MAX).optional(), language: z.enum(CHAT_LANGUAGES).optional() })
  .strict();
export const ZImRate = z.object({ sessionId: ZSessionId, score: z.number().int().min(1).max(5), comment: ZText.max(NAME_MAX).optional() }).strict();
export const ZImConsult = z.object({ session: ZImSession.nullable() });
