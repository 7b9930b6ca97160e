import type { TLegalConsentPageQuery, TLegalStatsQuery, TLegalStatsRow, TLegalType } from '@diagops/contracts';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { ExportSpec } from '../../platform/kit/export';
import { customerColumns } from '../customers';
import { presentConsent } from './legal.consents';
import { legalConsents } from './legal.tables';

const c = legalConsents;

function windowOf(q: { createTimeFrom?: string; createTimeTo?: string }): SQL[] {
  const w: SQL[] = [];
  if (q.createTimeFrom) w.push(gte(c.createdAt, new Date(q.createTimeFrom)));
  if (q.createTimeTo) w.push(lte(c.createdAt, new Date(q.createTimeTo)));
  return w;
}

function statsWhere(q: TLegalStatsQuery) {
  const w = windowOf(q);
  if (q.type) w.push(eq(c.type, q.type));
  if (q.appCode) w.push(sql`lower(${c.appCode}) = ${q.appCode.toLowerCase()}`);
  if (q.language) w.push(eq(c.language, q.language));
  return w.length ? and(...w) : undefined;
}

/** Acceptances, declines and withdrawals per version, language and app (newest version first). */
export async function consentStats(db: DbOrTx, q: TLegalStatsQuery, limit = 5000, offset = 0): Promise<TLegalStatsRow[]> {
  const rows = await db
    .select({
      type: c.type,
      versionId: c.versionId,
      seq: c.seq,
      language: c.language,
      appCode: c.appCode,
      accepted: sql<number>`(count(*) filter (where ${c.action} = 'accept'))::int`,
      declined: sql<number>`(count(*) filter (where ${c.action} = 'decline'))::int`,
      withdrawn: sql<number>`(count(*) filter (where ${c.action} = 'withdraw'))::int`,
    })
    .from(c)
    .where(statsWhere(q))
    .groupBy(c.type, c.versionId, c.seq, c.language, c.appCode)
    .orderBy(asc(c.type), desc(c.seq), asc(c.appCode), asc(c.language))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, type: r.type as TLegalType }));
}

async function countStats(db: DbOrTx, q: TLegalStatsQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct (${c.versionId}, ${c.language}, ${c.appCode}))::int` })
    .from(c)
    .where(statsWhere(q));
  return row?.n ?? 0;
}

const L = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const TYPE_NAMES: Record<TLegalType, { 'zh-CN': string; 'en-US': string }> = {
  userAgreement: L('用户协议', 'User agreement'),
  privacyAgreement: L('隐私协议', 'Privacy agreement'),
  thirdPartyComponents: L('第三方组件', 'Third-party components'),
  subscriptionDocument: L('订阅文档', 'Subscription document'),
  integralDocument: L('积分文档', 'Points document'),
};

/** The statistics as xlsx (the columns of the screen, in the caller's language). */
export const statsExport: ExportSpec<TLegalStatsQuery, TLegalStatsRow> = {
  subject: 'legalConsentStats',
  fileName: L('文档同意统计', 'Document acceptance statistics'),
  sheetName: L('同意统计', 'Acceptance'),
  columns: [
    { key: 'type', header: L('文档类型', 'Document type'), value: (r, lang) => TYPE_NAMES[r.type][lang], width: 20 },
    { key: 'seq', header: L('版本', 'Version'), value: (r) => `V${r.seq}`, width: 10 },
    { key: 'language', header: L('语言', 'Language'), value: (r) => r.language, width: 10 },
    { key: 'appCode', header: L('软件编码', 'Software code'), value: (r) => r.appCode, width: 18 },
    { key: 'accepted', header: L('同意', 'Accepted'), value: (r) => r.accepted, width: 10 },
    { key: 'declined', header: L('拒绝', 'Declined'), value: (r) => r.declined, width: 10 },
    { key: 'withdrawn', header: L('撤回', 'Withdrawn'), value: (r) => r.withdrawn, width: 10 },
  ],
  count: countStats,
  fetch: (db, q, limit, offset) => consentStats(db, q, limit, offset),
};

/** The consent records, newest first, with the customer's account. */
export async function pageConsents(db: DbOrTx, q: TLegalConsentPageQuery) {
  const w = windowOf(q);
  if (q.type) w.push(eq(c.type, q.type));
  if (q.appCode) w.push(sql`lower(${c.appCode}) = ${q.appCode.toLowerCase()}`);
  if (q.action) w.push(eq(c.action, q.action));
  if (q.customerId) w.push(eq(c.customerId, q.customerId));
  const cond = w.length ? and(...w) : undefined;
  const dir = q.sort?.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ r: c, account: customerColumns.account })
      .from(c)
      .leftJoin(customerColumns, eq(customerColumns.id, c.customerId))
      .where(cond)
      .orderBy(dir(c.createdAt), dir(c.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(c).where(cond),
  ]);
  const records = rows.map(({ r, account }) => presentConsent(r, account));
  return { records, total: count?.n ?? 0, current: q.current, size: q.size };
}
