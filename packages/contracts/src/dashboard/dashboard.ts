import { z } from 'zod';
import { ZId } from '../common/envelope';
import { DASHBOARD_KINDS } from './dashboard-names';

/** A text in both languages, zh-CN first. */
export const ZDashboardText = z.tuple([z.string(), z.string()]);
export type TDashboardText = z.infer<typeof ZDashboardText>;

/** UTIL-10: a month is chosen in time zone 0 or the Eastern 8th zone (UTC+8). */
export const DASHBOARD_ZONES = [0, 8] as const;
export const ZDashboardZone = z.union([z.literal(0), z.literal(8)]);
export const ZDashboardKind = z.enum(DASHBOARD_KINDS);
/** The month shown (YYYY-MM) and the zone its boundaries are taken in; charts over time cover the 12 months up to it. */
export const ZDashboardQuery = z
  .object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM'),
    zone: ZDashboardZone.default(8),
  })
  .strict();
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;
/** A dashboard's PDF: which one, for which month and zone, in which language (the caller's by default). */
export const ZDashboardPdfQuery = z
  .object({
    kind: ZDashboardKind,
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM'),
    zone: ZDashboardZone.default(8),
  })
  .strict();

export const ZDashboardChartKind = z.enum(['line', 'bar', 'pie']);
/** A chart's numbers and every text of it in both languages: the console's charts and the e-mailed tables read the same. */
export const ZDashboardChart = z.object({
  key: z.string(),
  kind: ZDashboardChartKind,
  title: ZDashboardText,
  xName: ZDashboardText.optional(),
  yName: ZDashboardText.optional(),
  stacked: z.boolean().optional(),
  dimensions: z.array(z.object({ key: z.string(), label: ZDashboardText })),
  series: z.array(z.object({ key: z.string(), label: ZDashboardText, values: z.array(z.number().nullable()) })),
});
export type TDashboardChart = z.infer<typeof ZDashboardChart>;

/** A total in the month (and all time where it says so). */
export const ZDashboardTile = z.object({ key: z.string(), label: ZDashboardText, value: z.number(), unit: ZDashboardText.optional() });
export type TDashboardTile = z.infer<typeof ZDashboardTile>;

export const ZDashboard = z.object({
  kind: ZDashboardKind,
  title: ZDashboardText,
  month: z.string(),
  zone: ZDashboardZone,
  /** the month's boundaries as instants (ISO) */
  from: z.string(),
  to: z.string(),
  tiles: z.array(ZDashboardTile),
  charts: z.array(ZDashboardChart),
});
export type TDashboard = z.infer<typeof ZDashboard>;

// ---------------------------------------------------------------- scheduled e-mails

export const DASHBOARD_FREQUENCIES = ['weekly', 'monthly'] as const;
export const ZDashboardFrequency = z.enum(DASHBOARD_FREQUENCIES);
export const DASHBOARD_RECIPIENTS_MAX = 20;
export const DASHBOARD_SCHEDULES_MAX = 50;

export const ZDashboardScheduleSave = z
  .object({
    dashboard: ZDashboardKind,
    frequency: ZDashboardFrequency,
    zone: ZDashboardZone,
    language: z.enum(['zh-CN', 'en-US']),
    /** console users; each must be able to view dashboards and have an e-mail address (79401, 79402) */
    recipientIds: z.array(ZId).min(1).max(DASHBOARD_RECIPIENTS_MAX),
    /** the PDF of the dashboard attached */
    attachPdf: z.boolean().default(false),
  })
  .strict();
export type TDashboardScheduleSave = z.infer<typeof ZDashboardScheduleSave>;

export const ZDashboardSchedule = z.object({
  id: z.number(),
  dashboard: ZDashboardKind,
  frequency: ZDashboardFrequency,
  zone: ZDashboardZone,
  language: z.enum(['zh-CN', 'en-US']),
  attachPdf: z.boolean(),
  recipients: z.array(z.object({ id: z.number(), name: z.string() })),
  createdBy: z.string(),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  /** the last run: mails sent and recipients skipped (no longer allowed, no address) */
  lastSent: z.number(),
  lastSkipped: z.number(),
  createTime: z.string(),
});
export type TDashboardSchedule = z.infer<typeof ZDashboardSchedule>;
export const ZDashboardScheduleId = z.object({ id: ZId }).strict();
