import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourcePermissions } from '../kit/resource';
import { NAME_MAX } from '../kit/strings';
import { REPORT_FOLDERS, REPORT_KINDS, REPORT_SHARE_PERMISSION, REPORT_SHARES_ROUTE } from './report-names';
import { REPORT_KIND_LABELS, ZReportFaultCode, ZReportKind } from './reports';

/**
 * Shares (/userDetectionReport/userShareManage): a customer shares one of their reports as a link
 * that lasts some days; staff see who shared what and when, and may revoke a link.
 */
export const REPORT_SHARE_DAYS_MAX = 30;
export const REPORT_SHARE_DAYS_DEFAULT = 7;

const text = z.string().max(NAME_MAX);
export const reportShareResource = defineResource({
  name: 'reportShare',
  label: ['报告分享', 'Report share'],
  api: { service: 'report', base: '/share' },
  screen: {
    route: REPORT_SHARES_ROUTE,
    menu: { parent: REPORT_FOLDERS.detection, icon: 'LinkOutlined', sortOrder: 2, label: ['用户分享管理', 'User shares'] },
    forms: 'dialog',
    rowName: 'sn',
    lastChange: false,
  },
  fields: {
    sharedAt: { schema: z.string(), label: ['分享时间', 'Shared at'], kind: 'dateTime', sort: true, list: { width: 180, fixed: 'left' } },
    customerAccount: { schema: text, label: ['分享用户', 'Shared by'], filter: 'prefix', list: { width: 200 } },
    reportKind: {
      schema: ZReportKind,
      label: ['报告类型', 'Report type'],
      kind: 'select',
      options: { values: REPORT_KIND_LABELS },
      filter: 'eq',
      list: { width: 150 },
    },
    sn: { schema: text, label: ['SN', 'SN'], filter: 'prefix', list: { width: 170 } },
    reportId: { schema: z.number(), label: ['报告ID', 'Report ID'], kind: 'number', list: { width: 100, hidden: true } },
    link: { schema: z.string(), label: ['分享链接', 'Link'], readOnly: true, list: { width: 280 } },
    expiresAt: { schema: z.string(), label: ['有效期至', 'Expires at'], kind: 'dateTime', sort: true, list: { width: 180 } },
    expired: { schema: z.boolean(), label: ['已过期', 'Expired'], kind: 'switch', readOnly: true, filter: 'eq', list: { width: 90 } },
    views: { schema: z.number(), label: ['打开次数', 'Opened'], kind: 'number', list: { width: 90 } },
  },
  states: {
    field: 'status',
    initial: 'active',
    values: { active: { label: ['有效', 'Active'], color: 'success' }, revoked: { label: ['已撤销', 'Revoked'], color: 'default' } },
    transitions: {
      revoke: {
        from: ['active'],
        to: 'revoked',
        label: ['撤销', 'Revoke'],
        permission: 'revoke',
        danger: true,
        confirm: ['撤销 {name} 的分享链接？打开它的人将看不到报告。', 'Revoke the share link of {name}? Whoever opens it will no longer see the report.'],
      },
    },
  },
  ops: ['page', 'detail', 'export'],
  permissions: REPORT_SHARE_PERMISSION,
  permissionLabels: {
    view: ['查看报告分享', 'View report shares'],
    export: ['导出报告分享', 'Export report shares'],
    revoke: ['撤销报告分享', 'Revoke report shares'],
  },
  timeSorts: ['createTime'],
  defaultSort: { field: 'sharedAt', order: 'desc' },
});
export const REPORT_SHARE_PERMISSIONS = /* @__PURE__ */ resourcePermissions(reportShareResource);

/** A customer shares one of their reports for 1 to 30 days (7 when not said). */
export const ZReportShareRequest = z
  .object({ reportId: ZId, days: z.number().int().min(1).max(REPORT_SHARE_DAYS_MAX).default(REPORT_SHARE_DAYS_DEFAULT) })
  .strict();
export type TReportShareRequest = z.infer<typeof ZReportShareRequest>;
export const ZReportShareReply = z.object({ id: z.number(), token: z.string(), url: z.string(), expiresAt: z.string() });
export type TReportShareReply = z.infer<typeof ZReportShareReply>;

/** The customer's own reports (newest first, at most 50), to choose one to share. */
export const ZMyReportsQuery = z.object({ kind: ZReportKind.optional() }).strict();
export const ZMyReport = z.object({
  id: z.number(),
  kind: z.enum(REPORT_KINDS),
  sn: z.string(),
  vin: z.string().nullable(),
  productModel: z.string(),
  diagnosisTime: z.string(),
  createTime: z.string(),
});
export type TMyReport = z.infer<typeof ZMyReport>;

/** What a share link shows whoever opens it: the report's summary, its fault codes and its file's name. */
export const ZSharedReport = ZMyReport.omit({ id: true, createTime: true }).extend({
  softwareCode: z.string(),
  softwareVersion: z.string(),
  summary: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  faultCodes: z.array(ZReportFaultCode),
  fileName: z.string(),
  fileType: z.string(),
  expiresAt: z.string(),
});
export type TSharedReport = z.infer<typeof ZSharedReport>;
export const ZShareTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'a share token') }).strict();
