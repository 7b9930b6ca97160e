import {
  REPORT_KIND_LABELS,
  REPORT_PUSH_PERMISSION,
  REPORT_RESOURCES,
  REPORT_SUMMARY_FIELDS,
  reportPushResource,
  type Text2,
  type TMessageContent,
  type TPushableReport,
  type TReportKind,
  type TReportPushSnsRequest,
  type TReportPushUsersRequest,
  text2,
} from '@diagops/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { startsWith } from '../../platform/kit/page';
import { resourceService } from '../../platform/kit/resource-service';
import { customerColumns as c } from '../customers';
import { deviceExpiryColumns as d, deviceIdsBySns } from '../devices';
import { sendStationMessage, stationMessageStats } from '../messages';
import { type ReportRow, reportById, summaryOf } from './reports.service';
import { reportPushes, reports } from './reports.tables';

/** The push log: who pushed which report to whom, and how far the station message got (the message centre's records). */
export const pushLogService = resourceService(reportPushResource, {
  table: reportPushes,
  computed: async (db, rows) => {
    const stats = await stationMessageStats(
      db,
      rows.map((r) => r.messageId as number),
    );
    return new Map(
      rows.map((r) => {
        const delivered = stats.get(r.messageId as number)?.delivered ?? 0;
        const reached = r.reachedCount as number;
        const status = delivered === 0 ? 'queued' : delivered >= reached ? 'delivered' : 'partial';
        return [r.id, { recipientList: (r.recipients as string[]).join(', '), unreachedList: (r.unreached as string[]).join(', '), delivered, status }];
      }),
    );
  },
});

const LANGS = ['zh-CN', 'en-US'] as const;

/** A value as the summary reads it: an option's label, a number as it is. */
function shown(kind: TReportKind, name: string, v: unknown, lang: (typeof LANGS)[number]): string {
  if (v === null || v === undefined) return '-';
  const f = (REPORT_SUMMARY_FIELDS[kind] as Record<string, { options?: { values: Record<string, Text2> } }>)[name];
  const option = f?.options?.values[String(v)];
  return option ? text2(option, lang) : String(v);
}

/** The station message of a report's summary, in both languages: its kind and SN, the diagnosis time (UTC), its values. */
export function summaryContents(r: ReportRow, note: string | undefined): TMessageContent[] {
  const kind = r.kind as TReportKind;
  const def = REPORT_RESOURCES[kind];
  const time = `${r.diagnosisTime.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  const values = summaryOf(kind, r);
  return LANGS.map((lang) => {
    const label = (name: string) => text2(def.fields[name as keyof typeof def.fields].label as Text2, lang);
    const lines = [
      `${label('sn')}: ${r.sn}`,
      ...(r.vin ? [`${label('vin')}: ${r.vin}`] : []),
      `${label('productModel')}: ${r.productModel}`,
      `${label('diagnosisTime')}: ${time}`,
      ...Object.entries(values).map(([k, v]) => `${label(k)}: ${shown(kind, k, v, lang)}`),
      ...(note ? ['', note] : []),
    ];
    const kindLabel = text2(REPORT_KIND_LABELS[kind], lang);
    return {
      language: lang,
      title: `${kindLabel} ${r.sn}`,
      summary: `${kindLabel} · ${r.productModel} · ${time}`,
      body: lines.join('\n'),
    };
  });
}

type PushInput = { report: ReportRow; target: 'users' | 'sns'; recipients: string[]; customerIds: number[]; unreached: string[]; note?: string | undefined };

/** Sends the station message and writes the push log line in one transaction (with the operation log). */
async function push(ctx: AppContext, req: FastifyRequest, p: PushInput) {
  const row = await mutate(ctx.db, req, { module: 'reportPush', action: p.target === 'users' ? 'pushUsers' : 'pushSns' }, async (tx) => {
    const sent = await sendStationMessage(ctx, tx, req, {
      title: `${text2(REPORT_KIND_LABELS[p.report.kind as TReportKind], 'zh-CN')} ${p.report.sn}`,
      contents: summaryContents(p.report, p.note),
      customerIds: p.customerIds,
      classification: 'report',
      reason: `report ${p.report.id}`,
    });
    if (!sent) throw new AppError(p.target === 'sns' ? 79203 : 79204);
    const [created] = await tx
      .insert(reportPushes)
      .values({
        reportId: p.report.id,
        reportKind: p.report.kind,
        sn: p.report.sn,
        target: p.target,
        recipients: p.recipients,
        recipientCount: p.recipients.length,
        reachedCount: sent.customerIds.length,
        unreached: p.unreached,
        messageId: sent.messageId,
        pushedById: req.auth!.userId,
        pushedBy: req.auth!.username,
        note: p.note || null,
        createdAt: new Date(ctx.clock.now()),
      })
      .returning();
    return {
      result: created!,
      targetId: created!.id,
      after: { reportId: p.report.id, target: p.target, recipients: p.recipients.length, messageId: sent.messageId },
    };
  });
  return (await pushLogService.present(ctx, req, ctx.db, [row as never]))[0]!;
}

const unique = (xs: string[]) => [...new Map(xs.map((x) => [x.trim().toLowerCase(), x.trim()])).values()];

/** To customers by account: every account must be a live, enabled customer (79204 naming each that is not). */
export async function pushToUsers(ctx: AppContext, req: FastifyRequest, b: TReportPushUsersRequest) {
  const report = await reportById(ctx.db, b.reportId);
  const accounts = unique(b.accounts);
  const found = await ctx.db
    .select({ id: c.id, account: sql<string>`lower(${c.account})` })
    .from(c)
    .where(
      and(
        inArray(
          sql`lower(${c.account})`,
          accounts.map((a) => a.toLowerCase()),
        ),
        eq(c.delFlag, false),
        eq(c.status, 'enabled'),
      ),
    );
  const known = new Map(found.map((x) => [x.account, x.id]));
  const errors = b.accounts.flatMap((a, i) => (known.has(a.trim().toLowerCase()) ? [] : [{ field: `accounts.${i}`, message: 'no such customer account' }]));
  if (errors.length > 0) throw new AppError(79204, { errors });
  return push(ctx, req, { report, target: 'users', recipients: accounts, customerIds: [...known.values()], unreached: [], note: b.note });
}

/** To the owners of SNs: SNs without a device or an owner are listed as not reached; none reached at all is 79203. */
export async function pushToSns(ctx: AppContext, req: FastifyRequest, b: TReportPushSnsRequest) {
  const report = await reportById(ctx.db, b.reportId);
  const sns = [...new Map(b.sns.map((s) => [s.toUpperCase(), s])).values()];
  const ids = await deviceIdsBySns(ctx.db, sns);
  const owners =
    ids.size === 0
      ? []
      : await ctx.db
          .select({ id: d.id, customerId: d.customerId })
          .from(d)
          .where(inArray(d.id, [...ids.values()]));
  const ownerOf = new Map(owners.map((o) => [o.id, o.customerId]));
  const customerIds: number[] = [];
  const unreached: string[] = [];
  for (const sn of sns) {
    const owner = ids.has(sn) ? ownerOf.get(ids.get(sn)!) : null;
    if (owner) customerIds.push(owner);
    else unreached.push(sn);
  }
  if (customerIds.length === 0) throw new AppError(79203);
  return push(ctx, req, { report, target: 'sns', recipients: sns, customerIds, unreached, note: b.note });
}

/** The reports a push screen offers (either push permission; 1000 without). */
export async function pushableReports(ctx: AppContext, req: FastifyRequest, q: { kind: TReportKind; sn?: string | undefined }): Promise<TPushableReport[]> {
  const perms = req.auth?.permissions ?? new Set<string>();
  if (!perms.has(REPORT_PUSH_PERMISSION.users) && !perms.has(REPORT_PUSH_PERMISSION.sns)) throw new AppError(1000);
  const rows = await ctx.db
    .select()
    .from(reports)
    .where(and(eq(reports.kind, q.kind), q.sn ? startsWith(reports.sn, q.sn) : undefined))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as TReportKind,
    sn: r.sn,
    productModel: r.productModel,
    customerAccount: r.customerAccount,
    diagnosisTime: r.diagnosisTime.toISOString(),
  }));
}
