import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { ZText } from '../kit/strings';
import { ZEventCode } from './registry';
import { TRACKING_ISSUE_PERMISSION, TRACKING_ROUTES } from './tracking-names';

/** Events a batch holds at most: a larger batch is refused whole (79302). */
export const INGEST_BATCH_MAX = 500;
/** How late an event may arrive (days before today, UTC) and how far ahead of the server's clock its time may be. */
export const INGEST_LATE_DAYS = 7;
export const INGEST_AHEAD_MS = 10 * 60_000;
/** Properties of one event, as JSON, at most (bytes). */
export const INGEST_PROPERTIES_MAX_BYTES = 4096;

const ZShort = (max: number) => ZText.trim().min(1).max(max);

/** One event as an app sends it; `clientId` makes a resent batch harmless (stored once). */
export const ZIngestEvent = z
  .object({
    clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8–64 letters, digits, "-" or "_"'),
    event: ZEventCode,
    time: z.iso.datetime({ offset: true }),
    sn: ZShort(64),
    softCode: ZShort(64),
    version: ZShort(32),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 two-letter code')
      .optional(),
    productModel: ZShort(64).optional(),
    properties: z.record(z.string().max(40), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])).optional(),
  })
  .strict();
export type TIngestEvent = z.infer<typeof ZIngestEvent>;

/** The batch: its size is checked by the service (79302 for the whole batch), not here, so the refusal names its code. */
export const ZIngestBatch = z.object({ events: z.array(ZIngestEvent).min(1) }).strict();
export type TIngestBatch = z.infer<typeof ZIngestBatch>;

export const ZIngestRefusal = z.object({ clientId: z.string(), event: z.string(), code: z.number(), message: z.string() });
export const ZIngestReply = z.object({
  /** events stored by this call */
  accepted: z.number(),
  /** events stored before (a resent batch): not stored again */
  duplicates: z.number(),
  /** stored with a breach of their schema under "warn" */
  warned: z.array(ZIngestRefusal),
  /** refused with their reason (unknown event, schema broken under "reject", time out of range) */
  rejected: z.array(ZIngestRefusal),
});
export type TIngestReply = z.infer<typeof ZIngestReply>;

export const INGEST_ISSUE_LEVELS = { warn: ['告警', 'Warned'], reject: ['拒收', 'Rejected'] } as const;

/** The ingestion-warnings view: each event refused or warned at ingestion with its reason (written by the system only). */
export const ingestIssueResource = defineResource({
  name: 'trackingIngestIssue',
  label: ['入库告警', 'Ingestion warning'],
  api: { service: 'tracking', base: '/ingestIssue' },
  screen: {
    route: TRACKING_ROUTES.ingestIssues,
    menu: { parent: '/buryingPoint', icon: 'WarningOutlined', sortOrder: 12, label: ['入库告警', 'Ingestion warnings'] },
    forms: 'dialog',
    timeLabel: ['接收时间', 'Received at'],
  },
  fields: {
    eventCode: { schema: z.string(), label: ['事件编码', 'Event code'], filter: 'prefix', list: { width: 160 } },
    level: {
      schema: z.enum(Object.keys(INGEST_ISSUE_LEVELS) as [keyof typeof INGEST_ISSUE_LEVELS]),
      label: ['级别', 'Level'],
      kind: 'select',
      options: { values: INGEST_ISSUE_LEVELS, colors: { warn: 'orange', reject: 'red' } },
      filter: 'eq',
      list: { width: 90 },
    },
    /** the code's message in the reader's language */
    reason: { schema: z.string(), label: ['原因', 'Reason'], readOnly: true, list: { width: 240 } },
    clientId: { schema: z.string(), label: ['客户端事件ID', 'Client event id'], filter: 'prefix', list: { width: 200 } },
    sn: { schema: z.string(), label: ['SN', 'SN'], filter: 'prefix', list: { width: 140 } },
    softCode: { schema: z.string(), label: ['软件编码', 'Software code'], list: { width: 120 } },
    keyName: { schema: z.string(), label: ['公钥', 'Public key'], list: { width: 130 } },
    code: { schema: z.number(), label: ['原因代码', 'Reason code'], kind: 'number', list: { width: 100 } },
    /** the property or value at fault */
    detail: { schema: z.string(), label: ['相关属性', 'Property'], list: { width: 140 } },
  },
  appendOnly: true,
  ops: ['page', 'detail', 'export'],
  permissions: TRACKING_ISSUE_PERMISSION,
  permissionLabels: { view: ['查看入库告警', 'View ingestion warnings'], export: ['导出入库告警', 'Export ingestion warnings'] },
});
export const INGEST_ISSUE_CONTRACTS = /* @__PURE__ */ resourceContracts(ingestIssueResource);
export const INGEST_ISSUE_PERMISSIONS = /* @__PURE__ */ resourcePermissions(ingestIssueResource);
