import type {
  TAudience,
  TMessage,
  TMessageChannel,
  TMessageContent,
  TMessagePageQuery,
  TMessageSchedule,
  TMessageSendPageQuery,
  TMessageStats,
  TPushProvider,
  TPushProviderPageQuery,
  TSendRecord,
  TSendRecordPageQuery,
} from '@diagops/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import { messageRecords, messageSends, messages, pushProviders } from './messages.tables';

export type MessageRow = typeof messages.$inferSelect;
export type SendRow = typeof messageSends.$inferSelect;
export type RecordRow = typeof messageRecords.$inferSelect;

export const messagePage = definePage<TMessagePageQuery>({
  table: messages,
  filters: {
    channel: (v) => eq(messages.channel, v),
    state: (v) => eq(messages.state, v),
    title: (v) => startsWith(messages.title, v),
    classification: (v) => startsWith(messages.classification, v),
  },
  sortable: { createTime: messages.createdAt, updateTime: messages.updatedAt },
  defaultSort: [{ column: messages.createdAt, order: 'desc' }],
  tiebreak: messages.id,
});

export const sendPage = definePage<TMessageSendPageQuery>({
  table: messageSends,
  filters: { messageId: (v) => eq(messageSends.messageId, v), channel: (v) => eq(messageSends.channel, v) },
  sortable: { occurrence: messageSends.occurrence },
  defaultSort: [{ column: messageSends.occurrence, order: 'desc' }],
  tiebreak: messageSends.id,
});

export const recordPage = definePage<TSendRecordPageQuery>({
  table: messageRecords,
  filters: {
    messageId: (v) => eq(messageRecords.messageId, v),
    sendId: (v) => eq(messageRecords.sendId, v),
    status: (v) => eq(messageRecords.status, v),
    customerId: (v) => eq(messageRecords.customerId, v),
  },
  sortable: { createTime: messageRecords.createdAt },
  defaultSort: [{ column: messageRecords.createdAt, order: 'desc' }],
  tiebreak: messageRecords.id,
});

export const providerPage = definePage<TPushProviderPageQuery>({
  table: pushProviders,
  filters: { name: (v) => startsWith(pushProviders.name, v) },
  sortable: { createTime: pushProviders.createdAt },
  defaultSort: [{ column: pushProviders.createdAt, order: 'desc' }],
  tiebreak: pushProviders.id,
});

export function presentMessage(m: MessageRow): TMessage {
  return {
    id: m.id,
    channel: m.channel as TMessageChannel,
    title: m.title,
    classification: m.classification,
    state: m.state as TMessage['state'],
    terminals: m.terminals as TMessage['terminals'],
    guest: m.guest,
    periodic: m.periodic,
    usePushProvider: m.usePushProvider,
    providerId: m.providerId,
    contents: m.contents as TMessageContent[],
    audience: m.audience as TAudience,
    schedule: (m.schedule as TMessageSchedule | null) ?? null,
    sendStartTime: m.sendStart?.toISOString() ?? null,
    sendEndTime: m.sendEnd?.toISOString() ?? null,
    nextRunTime: m.nextRunAt?.toISOString() ?? null,
    createdBy: m.createdBy,
    createdByName: m.createdByName,
    version: m.version,
    createTime: m.createdAt.toISOString(),
    updateTime: m.updatedAt.toISOString(),
  };
}

export const EMPTY_STATS: TMessageStats = {
  total: 0,
  delivered: 0,
  failed: 0,
  pending: 0,
  withdrawn: 0,
  deliveryRate: 0,
  clicks: 0,
  clickRate: 0,
  read: 0,
  deleted: 0,
};
const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 10_000) / 10_000);

/** MSG-22 figures grouped by message or by send. */
export async function statsBy(db: DbOrTx, by: 'message' | 'send', ids: number[]): Promise<Map<number, TMessageStats>> {
  const out = new Map<number, TMessageStats>();
  if (ids.length === 0) return out;
  const key: SQL = by === 'message' ? sql`${messageRecords.messageId}` : sql`${messageRecords.sendId}`;
  const rows = await db
    .select({
      id: sql<number>`${key}`,
      total: sql<number>`count(*)::int`,
      delivered: sql<number>`count(${messageRecords.deliveredAt})::int`,
      failed: sql<number>`(count(*) filter (where ${messageRecords.status} = 'failed'))::int`,
      pending: sql<number>`(count(*) filter (where ${messageRecords.status} = 'pending'))::int`,
      withdrawn: sql<number>`(count(*) filter (where ${messageRecords.status} = 'withdrawn'))::int`,
      clicks: sql<number>`count(${messageRecords.clickedAt})::int`,
      read: sql<number>`count(${messageRecords.readAt})::int`,
      deleted: sql<number>`count(${messageRecords.deletedAt})::int`,
    })
    .from(messageRecords)
    .where(inArray(by === 'message' ? messageRecords.messageId : messageRecords.sendId, ids))
    .groupBy(key);
  for (const r of rows) {
    const n = (x: unknown) => Number(x);
    const s = {
      total: n(r.total),
      delivered: n(r.delivered),
      failed: n(r.failed),
      pending: n(r.pending),
      withdrawn: n(r.withdrawn),
      clicks: n(r.clicks),
      read: n(r.read),
      deleted: n(r.deleted),
    };
    out.set(Number(r.id), { ...s, deliveryRate: ratio(s.delivered, s.total), clickRate: ratio(s.clicks, s.delivered) });
  }
  return out;
}

export function presentRecord(r: RecordRow, extra: { batchSerial: string; sender: string | null; account: string | null }): TSendRecord {
  return {
    id: r.id,
    messageId: r.messageId,
    sendId: r.sendId,
    batchSerial: extra.batchSerial,
    channel: r.channel as TMessageChannel,
    sender: extra.sender,
    customerId: r.customerId,
    customerAccount: extra.account,
    status: (r.status === 'sending' ? 'pending' : r.status) as TSendRecord['status'],
    delivered: r.deliveredAt !== null,
    clicked: r.clickedAt !== null,
    read: r.readAt !== null,
    deleted: r.deletedAt !== null,
    attempts: r.attempts,
    remarks: r.remarks,
    deliverTime: r.deliveredAt?.toISOString() ?? null,
    createTime: r.createdAt.toISOString(),
  };
}

export function presentProvider(p: typeof pushProviders.$inferSelect): TPushProvider {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind as TPushProvider['kind'],
    endpoint: p.endpoint,
    hasSecret: p.token !== null,
    enabled: p.enabled,
    isDefault: p.isDefault,
    version: p.version,
    createTime: p.createdAt.toISOString(),
  };
}
