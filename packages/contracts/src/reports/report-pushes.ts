import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourcePermissions } from '../kit/resource';
import { NAME_MAX, ZCode, ZRemark, ZText } from '../kit/strings';
import {
  REPORT_FOLDERS,
  REPORT_PUSH_LOG_PERMISSION,
  REPORT_PUSH_LOG_ROUTE,
  REPORT_PUSH_PERMISSION,
  REPORT_PUSH_SN_ROUTE,
  REPORT_PUSH_USER_ROUTE,
} from './report-names';
import { REPORT_KIND_LABELS, ZReportKind } from './reports';

/**
 * Pushing a report's summary (/testReportManage/pushUser, pushSN) as a station message of the
 * message centre, to customers by account or to the owners of SNs; each push is a line of the push
 * log (/testReportManage/pushLog), written once and never changed.
 */
export const REPORT_PUSH_RECIPIENTS_MAX = 200;
export const REPORT_PUSH_TARGETS = { users: ['用户', 'Users'], sns: ['SN', 'SNs'] } as const;
export const REPORT_PUSH_STATUSES = {
  queued: ['排队中', 'Queued'],
  delivered: ['已送达', 'Delivered'],
  partial: ['部分送达', 'Partly delivered'],
} as const;

const note = ZRemark.trim().optional();
export const ZReportPushUsersRequest = z
  .object({ reportId: ZId, accounts: z.array(ZText.trim().min(1).max(NAME_MAX)).min(1).max(REPORT_PUSH_RECIPIENTS_MAX), note })
  .strict();
export type TReportPushUsersRequest = z.infer<typeof ZReportPushUsersRequest>;
export const ZReportPushSnsRequest = z.object({ reportId: ZId, sns: z.array(ZCode).min(1).max(REPORT_PUSH_RECIPIENTS_MAX), note }).strict();
export type TReportPushSnsRequest = z.infer<typeof ZReportPushSnsRequest>;

/** The reports a push screen offers: of one kind, by SN prefix, newest first (20). */
export const ZPushableReportsQuery = z.object({ kind: ZReportKind, sn: ZText.trim().max(64).optional() }).strict();
export const ZPushableReport = z.object({
  id: z.number(),
  kind: ZReportKind,
  sn: z.string(),
  productModel: z.string(),
  customerAccount: z.string().nullable(),
  diagnosisTime: z.string(),
});
export type TPushableReport = z.infer<typeof ZPushableReport>;

const text = z.string().max(NAME_MAX);
export const reportPushResource = defineResource({
  name: 'reportPush',
  label: ['报告推送', 'Report push'],
  api: { service: 'report', base: '/pushLog' },
  screen: {
    route: REPORT_PUSH_LOG_ROUTE,
    menu: { parent: REPORT_FOLDERS.test, icon: 'ProfileOutlined', sortOrder: 6, label: ['推送记录', 'Push log'] },
    forms: 'dialog',
    rowName: 'sn',
    timeLabel: ['推送时间', 'Pushed at'],
  },
  fields: {
    reportKind: {
      schema: ZReportKind,
      label: ['报告类型', 'Report type'],
      kind: 'select',
      options: { values: REPORT_KIND_LABELS },
      filter: 'eq',
      list: { width: 150 },
    },
    sn: { schema: text, label: ['报告SN', 'Report SN'], filter: 'prefix', list: { width: 170 } },
    reportId: { schema: z.number(), label: ['报告ID', 'Report ID'], kind: 'number', list: { width: 100, hidden: true } },
    target: {
      schema: z.enum(['users', 'sns']),
      label: ['推送对象', 'Pushed to'],
      kind: 'select',
      options: { values: REPORT_PUSH_TARGETS },
      filter: 'eq',
      list: { width: 110 },
    },
    recipientList: { schema: z.string(), label: ['接收方', 'Recipients'], readOnly: true, list: { width: 260 } },
    recipientCount: { schema: z.number(), label: ['接收方数量', 'Recipients'], kind: 'number', list: { width: 110 } },
    reachedCount: { schema: z.number(), label: ['触达用户数', 'Customers reached'], kind: 'number', list: { width: 140 } },
    unreachedList: { schema: z.string(), label: ['未触达', 'Not reached'], readOnly: true, list: { width: 200 } },
    pushedBy: { schema: text, label: ['推送人', 'Pushed by'], filter: 'prefix', list: { width: 130 } },
    messageId: { schema: z.number(), label: ['站内信ID', 'Station message'], kind: 'number', list: { width: 130, hidden: true } },
    status: {
      schema: z.string(),
      label: ['状态', 'Status'],
      kind: 'select',
      options: { values: REPORT_PUSH_STATUSES, colors: { queued: 'blue', delivered: 'green', partial: 'gold' } },
      readOnly: true,
      list: { width: 130 },
    },
    delivered: { schema: z.number(), label: ['已送达', 'Delivered'], kind: 'number', readOnly: true, list: { width: 100 } },
    note: { schema: z.string().optional(), label: ['备注', 'Note'], list: { width: 200 } },
  },
  ops: ['page', 'detail', 'export'],
  permissions: REPORT_PUSH_LOG_PERMISSION,
  permissionLabels: { view: ['查看推送记录', 'View the push log'], export: ['导出推送记录', 'Export the push log'] },
  appendOnly: true,
});

export const REPORT_PUSH_ALL_PERMISSIONS = /* @__PURE__ */ [
  ...Object.values(resourcePermissions(reportPushResource)),
  { name: REPORT_PUSH_PERMISSION.users, page: REPORT_PUSH_USER_ROUTE, zh: '推送报告给用户', en: 'Push reports to users' },
  { name: REPORT_PUSH_PERMISSION.sns, page: REPORT_PUSH_SN_ROUTE, zh: '推送报告给SN', en: 'Push reports to SNs' },
];
