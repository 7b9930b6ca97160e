import { z } from 'zod';
import { ZJob } from '../kit/jobs';
import { ZCode } from '../kit/strings';
import { ZEventCode } from './registry';

/** The longest window of a detail or original-data search (79320 beyond it), and of the rollup screens. */
export const SEARCH_WINDOW_MAX_DAYS = 31;
export const ROLLUP_WINDOW_MAX_DAYS = 366;
export const SEARCH_PAGE_MAX = 100;

const ZDay = z.iso.date();

/** Event counts from the rollups (the data query list): by event and software code over days. */
export const ZDataQuery = z
  .object({
    from: ZDay,
    to: ZDay,
    event: ZEventCode.optional(),
    softCode: ZCode.optional(),
    current: z.number().int().min(1).max(100_000).default(1),
    size: z.number().int().min(1).max(100).default(10),
  })
  .strict();
export type TDataQuery = z.infer<typeof ZDataQuery>;
export const ZDataQueryRow = z.object({
  eventId: z.number(),
  eventCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  softCode: z.string(),
  events: z.number(),
  /** devices that sent it, summed over the days (a device counts once a day) */
  deviceDays: z.number(),
  lastDay: z.string(),
});
export const ZDataQueryPage = z.object({ records: z.array(ZDataQueryRow), total: z.number(), current: z.number(), size: z.number() });
export type TDataQueryRow = z.infer<typeof ZDataQueryRow>;

export const ROLLUP_DIMENSIONS = ['day', 'hour', 'event', 'softCode', 'version', 'country', 'productModel'] as const;
export type TRollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/** One event (and software) over time or by a dimension (the data query detail). */
export const ZDataDetailQuery = z
  .object({
    eventId: z.coerce.number().int().positive().max(32767),
    softCode: ZCode.optional(),
    from: ZDay,
    to: ZDay,
    groupBy: z.enum(['day', 'hour', 'version', 'country', 'productModel']).default('day'),
  })
  .strict();
export type TDataDetailQuery = z.infer<typeof ZDataDetailQuery>;
export const ZCountRow = z.object({ key: z.string(), events: z.number(), devices: z.number() });
export type TCountRow = z.infer<typeof ZCountRow>;
export const ZDataDetail = z.object({
  event: z.object({ id: z.number(), code: z.string(), nameZh: z.string(), nameEn: z.string() }),
  rows: z.array(ZCountRow),
});

/** A search over the raw events: a window of at most 31 days and one selective filter (SN, event or client id). */
export const ZSearchCursor = z.object({ time: z.iso.datetime({ offset: true }), clientId: z.string().max(64) }).strict();
export const ZEventSearch = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    sn: ZCode.optional(),
    event: ZEventCode.optional(),
    clientId: z.string().max(64).optional(),
    softCode: ZCode.optional(),
    version: ZCode.optional(),
    size: z.number().int().min(1).max(SEARCH_PAGE_MAX).default(20),
    /** the last row of the page before (keyset paging, newest first) */
    after: ZSearchCursor.optional(),
  })
  .strict();
export type TEventSearch = z.infer<typeof ZEventSearch>;
export const ZEventRecord = z.object({
  time: z.string(),
  clientId: z.string(),
  eventId: z.number(),
  eventCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  sn: z.string(),
  softCode: z.string(),
  version: z.string(),
  country: z.string().nullable(),
  productModel: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
});
export type TEventRecord = z.infer<typeof ZEventRecord>;
export const ZEventSearchPage = z.object({ records: z.array(ZEventRecord), next: ZSearchCursor.nullable() });
/** The original-data search: each event as it is stored (one JSON text a row). */
export const ZOriginalRecord = z.object({ time: z.string(), clientId: z.string(), raw: z.string() });
export const ZOriginalSearchPage = z.object({ records: z.array(ZOriginalRecord), next: ZSearchCursor.nullable() });
/** A download of a search (every page, at most 10,000 rows: 61009 beyond). */
export const ZEventDownload = ZEventSearch.omit({ size: true, after: true });

/** The caller's imports or downloads of event data. */
export const ZTrackingJobQuery = z
  .object({ current: z.number().int().min(1).max(100_000).default(1), size: z.number().int().min(1).max(100).default(10) })
  .strict();
export const ZTrackingJobPage = z.object({ records: z.array(ZJob), total: z.number(), current: z.number(), size: z.number() });

/** Recomputes the rollups of the last days now (the job does it every quarter hour). */
export const ZRollupRun = z.object({ days: z.number().int().min(1).max(31).default(3) }).strict();
export const ZRollupRunReply = z.object({ from: z.string(), to: z.string(), rows: z.number() });

/** The software quality screen of one software code (and version) over days. */
export const ZQualityQuery = z.object({ softCode: ZCode, version: ZCode.optional(), from: ZDay, to: ZDay }).strict();
export type TQualityQuery = z.infer<typeof ZQualityQuery>;
export const ZQualityDay = z.object({
  day: z.string(),
  devices: z.number(),
  sessions: z.number(),
  /** share of devices / sessions without a crash (0–1; null without any) */
  crashFreeDevices: z.number().nullable(),
  crashFreeSessions: z.number().nullable(),
  feedback: z.number(),
});
export const ZQualityReport = z.object({
  softCode: z.string(),
  version: z.string().nullable(),
  days: z.array(ZQualityDay),
  /** active devices per day and version (adoption) */
  adoption: z.array(z.object({ day: z.string(), version: z.string(), devices: z.number() })),
  /** each hot function's calls and failures per day */
  hotFunctions: z.array(
    z.object({
      id: z.number(),
      nameZh: z.string(),
      nameEn: z.string(),
      days: z.array(z.object({ day: z.string(), calls: z.number(), failures: z.number() })),
    }),
  ),
});
export type TQualityReport = z.infer<typeof ZQualityReport>;
