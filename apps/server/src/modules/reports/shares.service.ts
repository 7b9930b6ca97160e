import crypto from 'node:crypto';
import {
  REPORT_SHARED_PATH,
  reportShareResource,
  type TReportFaultCode,
  type TReportKind,
  type TReportShareReply,
  type TReportShareRequest,
  type TSharedReport,
} from '@diagops/contracts';
import { eq, gt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { type CustomerCaller, recordCustomerEvent } from '../customers';
import { openStoredFile } from '../files';
import { reportById, summaryOf } from './reports.service';
import { reportShares } from './reports.tables';

const DAY_MS = 86_400_000;
const now = (ctx: AppContext) => new Date(ctx.clock.now());
/** The path of a share's public view (what the customer sends on). */
export const shareLink = (ctx: AppContext, token: string) => ctx.svcPath('app', `${REPORT_SHARED_PATH}/${token}`);

export const shareService = resourceService(reportShareResource, {
  table: reportShares,
  filters: {
    expired: (v: boolean, ctx) => (v ? lte(reportShares.expiresAt, now(ctx)) : gt(reportShares.expiresAt, now(ctx))),
  },
  computed: (_db, rows, ctx) =>
    new Map(rows.map((r) => [r.id, { link: shareLink(ctx, r.token as string), expired: (r.expiresAt as Date).getTime() <= ctx.clock.now() }])),
});

/**
 * A customer shares one of their own reports (another's, or none, is 1002): a random link that
 * lasts `days`; the customer's operation records note it.
 */
export async function shareReport(ctx: AppContext, me: CustomerCaller, b: TReportShareRequest): Promise<TReportShareReply> {
  const report = await reportById(ctx.db, b.reportId).catch(() => null);
  if (!report || report.customerId !== me.id) throw new AppError(1002);
  const token = crypto.randomBytes(24).toString('base64url');
  const at = now(ctx);
  const expiresAt = new Date(at.getTime() + b.days * DAY_MS);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reportShares)
      .values({
        reportId: report.id,
        reportKind: report.kind,
        sn: report.sn,
        customerId: me.id,
        customerAccount: me.account,
        token,
        sharedAt: at,
        expiresAt,
        status: 'active',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordCustomerEvent(ctx, tx, {
      customerId: me.id,
      kind: 'shareReport',
      detail: { reportId: report.id, kind: report.kind, sn: report.sn, days: b.days },
      actor: { kind: 'customer', id: me.id },
    });
    return created!;
  });
  return { id: row.id, token, url: shareLink(ctx, token), expiresAt: expiresAt.toISOString() };
}

/** The live share of a token: unknown → 1002; revoked or expired → 79202. */
async function liveShare(ctx: AppContext, token: string) {
  const [share] = await ctx.db.select().from(reportShares).where(eq(reportShares.token, token));
  if (!share) throw new AppError(1002);
  if (share.status !== 'active' || share.expiresAt.getTime() <= ctx.clock.now()) throw new AppError(79202);
  return share;
}

/** What whoever holds a live link sees: the report's summary and fault codes (each opening counted). */
export async function sharedReport(ctx: AppContext, token: string): Promise<TSharedReport> {
  const share = await liveShare(ctx, token);
  const r = await reportById(ctx.db, share.reportId);
  await ctx.db
    .update(reportShares)
    .set({ views: sql`${reportShares.views} + 1` })
    .where(eq(reportShares.id, share.id));
  const kind = r.kind as TReportKind;
  return {
    kind,
    sn: r.sn,
    vin: r.vin,
    productModel: r.productModel,
    softwareCode: r.softwareCode,
    softwareVersion: r.softwareVersion,
    diagnosisTime: r.diagnosisTime.toISOString(),
    summary: summaryOf(kind, r),
    faultCodes: r.faultCodes as TReportFaultCode[],
    fileName: r.fileName,
    fileType: r.fileType,
    expiresAt: share.expiresAt.toISOString(),
  };
}

/** The report's file through a live link. */
export async function sharedReportFile(ctx: AppContext, token: string) {
  const share = await liveShare(ctx, token);
  const r = await reportById(ctx.db, share.reportId);
  return openStoredFile(ctx, r.fileId);
}
