import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { LANGUAGE_IDS, type Language } from '../errors/catalogue';
import { CODE_MAX, NAME_MAX, REMARK_MAX, ZKeyword, ZName, ZText, ZVersion } from '../kit/strings';

// ---------------------------------------------------------------- values (FB-02, FB-04, FB-23…25)

/** FB-02: validity axis. */
export const FEEDBACK_VALIDITIES = ['pending', 'valid', 'invalid'] as const;
export const ZFeedbackValidity = z.enum(FEEDBACK_VALIDITIES);
/** FB-04: status axis (kept separate from validity, rules.md). */
export const FEEDBACK_STATUSES = ['unanswered', 'answered', 'processing', 'resolved', 'deleted', 'userDeleted', 'toBeClosed', 'closed', 'reactivated'] as const;
export const ZFeedbackStatus = z.enum(FEEDBACK_STATUSES);
export type TFeedbackStatus = z.infer<typeof ZFeedbackStatus>;
/** FB-23 */
export const FEEDBACK_TYPES = ['feedback', 'complaint', 'consulting', 'quotation'] as const;
export const ZFeedbackType = z.enum(FEEDBACK_TYPES);
/** FB-24 */
export const FEEDBACK_URGENCIES = ['normal', 'importance', 'exigency', 'veryUrgent'] as const;
export const ZFeedbackUrgency = z.enum(FEEDBACK_URGENCIES);
/** FB-25 */
export const FEEDBACK_SOURCES = ['diagnostic', 'antiTheft', 'appPersonalCenter', 'backstage', 'manufacturing'] as const;
export const ZFeedbackSource = z.enum(FEEDBACK_SOURCES);
/** What R&D does with an item (internal handling status). */
export const FEEDBACK_INTERNAL_STATUSES = ['todo', 'analysing', 'developing', 'testing', 'done', 'wontFix'] as const;
export const ZFeedbackInternalStatus = z.enum(FEEDBACK_INTERNAL_STATUSES);
/** What the customer is told of the handling (external handling status). */
export const FEEDBACK_EXTERNAL_STATUSES = ['received', 'inProgress', 'planned', 'fixed', 'noAction'] as const;
export const ZFeedbackExternalStatus = z.enum(FEEDBACK_EXTERNAL_STATUSES);
export const FEEDBACK_LANGUAGES = ['zh-CN', 'en-US'] as const;
export const ZFeedbackLanguage = z.enum(FEEDBACK_LANGUAGES);

/** FB-21 */
export const FEEDBACK_TAGS_MAX = 10;
/** FB-14 */
export const FEEDBACK_REPLY_FILES_MAX = 5;
/** Customer attachments per message (the reply limit, rules.md FB-16/17 counts only replies; the same bound keeps a message small). */
export const FEEDBACK_CUSTOMER_FILES_MAX = 9;
/** FB-22: 61009 past this */
export const FEEDBACK_EXPORT_MAX = 10_000;
const MB = 1024 * 1024;
/**
 * Upload areas of the files area, one per settled limit (rules.md FB-16/17), so an oversized
 * or mistyped file is refused while it streams, before it is stored.
 */
export const FEEDBACK_FILE_AREAS = {
  /** customer: images BMP/PNG/JPEG/JPG ≤ 5MB */
  customerImage: { area: 'feedback-image', types: ['bmp', 'png', 'jpg', 'jpeg'], maxBytes: 5 * MB },
  /** customer: video MP4/RMVB/RM/FLV/AVI ≤ 20M */
  customerVideo: { area: 'feedback-video', types: ['mp4', 'rmvb', 'rm', 'flv', 'avi'], maxBytes: 20 * MB },
  /** staff reply: images JPG/PNG/JPEG ≤ 5MB (FB-11) */
  replyImage: { area: 'feedback-reply-image', types: ['jpg', 'jpeg', 'png'], maxBytes: 5 * MB },
  /** staff reply: MP4 ≤ 100MB (FB-12) */
  replyVideo: { area: 'feedback-reply-video', types: ['mp4'], maxBytes: 100 * MB },
  /** staff reply: PDF, PPT, Word, Excel, TXT, zip, rar ≤ 10MB (FB-13) */
  replyFile: { area: 'feedback-reply-file', types: ['pdf', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'zip', 'rar'], maxBytes: 10 * MB },
  /** product feedback (FB-18): images, video, office files, PDF, zip, rar ≤ 20M */
  product: {
    area: 'product-feedback',
    types: ['bmp', 'png', 'jpg', 'jpeg', 'mp4', 'rmvb', 'rm', 'flv', 'avi', 'pdf', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar'],
    maxBytes: 20 * MB,
  },
} as const;
export type FeedbackFileAreaKey = keyof typeof FEEDBACK_FILE_AREAS;
const lower = (n: string) => n.toLowerCase().split('.').pop() ?? '';
/** The reply area a file goes to, by its name's extension (the server judges the content again). */
export function replyAreaOf(name: string): string | null {
  const ext = lower(name);
  for (const k of ['replyImage', 'replyVideo', 'replyFile'] as const)
    if ((FEEDBACK_FILE_AREAS[k].types as readonly string[]).includes(ext)) return FEEDBACK_FILE_AREAS[k].area;
  return null;
}
export function customerAreaOf(name: string): string | null {
  const ext = lower(name);
  for (const k of ['customerImage', 'customerVideo'] as const)
    if ((FEEDBACK_FILE_AREAS[k].types as readonly string[]).includes(ext)) return FEEDBACK_FILE_AREAS[k].area;
  return null;
}

/**
 * The console's address of one item: /question/detail/{serialNumber}/{currentPCLanguageId}/{id}/{timeStamp}/{fromPage?}
 * (the queue's links and the handler's bell notice share it).
 */
export function feedbackDetailPath(r: { id: number; sn: string | null; language: Language; feedbackTime: string | Date }, fromPage?: string): string {
  const sn = encodeURIComponent(r.sn || '-');
  return `/question/detail/${sn}/${LANGUAGE_IDS[r.language]}/${r.id}/${new Date(r.feedbackTime).getTime()}${fromPage ? `/${fromPage}` : ''}`;
}

/** Bell notice kinds the feedback area sends (the console names them in the reader's language). */
export const FEEDBACK_NOTICE_KINDS = { assigned: 'feedbackAssigned', transferred: 'feedbackTransferred', left: 'feedbackLeft' } as const;

/** FB-19: V or v, then digits and decimal points only (V1.2, v10.0.3); `1.2`, `V1.2-beta`, `V` are refused. */
export const EXPECTED_VERSION_PATTERN = /^[Vv]\d+(\.\d+)*$/;
export const ZExpectedVersion = ZText.trim().max(32).regex(EXPECTED_VERSION_PATTERN, 'V followed by digits and dots, e.g. V1.2');
/** FB-26: Chinese, letters, digits and - _ ( ) */
export const PROBLEM_TYPE_VALUE_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9\-_()]+$/;

const ZShort = ZText.trim().max(CODE_MAX);
const ZTag = ZText.trim().min(1).max(32);
const ZSn = ZText.trim()
  .min(1)
  .max(CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, - and _');
const ZVin = ZText.trim()
  .max(17)
  .regex(/^[A-HJ-NPR-Za-hj-npr-z0-9]*$/, 'a VIN: letters (no I, O, Q) and digits');
const ZContent = ZText.trim().min(1).max(5000);
const ZFileIds = z.array(z.string().uuid()).max(FEEDBACK_CUSTOMER_FILES_MAX);
const ZDateTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- the record (FB-30)

export const ZFeedbackFile = z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string(), url: z.string() });
export type TFeedbackFile = z.infer<typeof ZFeedbackFile>;

export const ZFeedback = z.object({
  id: z.number(),
  seqNo: z.string(),
  appName: z.string().nullable(),
  feedbackType: ZFeedbackType,
  language: ZFeedbackLanguage,
  questionType: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  userEmail: z.string().nullable(),
  customerId: z.number().nullable(),
  feedbackTime: z.string(),
  vin: z.string().nullable(),
  sn: z.string().nullable(),
  boundVehicles: z.string().nullable(),
  logFileIds: z.array(z.number()),
  urgency: ZFeedbackUrgency.nullable(),
  validity: ZFeedbackValidity,
  status: ZFeedbackStatus,
  internalStatus: ZFeedbackInternalStatus,
  externalStatus: ZFeedbackExternalStatus,
  handlerId: z.number().nullable(),
  handlerName: z.string().nullable(),
  handlerEmail: z.string().nullable(),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  source: ZFeedbackSource,
  expectedVersion: z.string().nullable(),
  expectedTime: z.string().nullable(),
  bugTrackerKey: z.string().nullable(),
  rmaNo: z.string().nullable(),
  rmaStatus: z.string().nullable(),
  notes: z.string().nullable(),
  reactivateReason: z.string().nullable(),
  /** why staff deleted it (status deleted) */
  deleteReason: z.string().nullable(),
  /** first staff reply; minutes from feedbackTime (beyond the spec) */
  firstResponseTime: z.string().nullable(),
  firstResponseMinutes: z.number().nullable(),
  resolvedTime: z.string().nullable(),
  resolutionMinutes: z.number().nullable(),
  /** someone is writing a reply right now (beyond the spec: no two replies by accident) */
  replyingBy: z.object({ userId: z.number(), name: z.string(), until: z.string() }).nullable(),
  screenshots: z.array(ZFeedbackFile),
  version: z.number(),
  updateTime: z.string(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const FEEDBACK_MESSAGE_KINDS = ['customer', 'reply', 'rdAnswer', 'note'] as const;
export const ZFeedbackMessage = z.object({
  id: z.number(),
  kind: z.enum(FEEDBACK_MESSAGE_KINDS),
  authorName: z.string(),
  content: z.string(),
  files: z.array(ZFeedbackFile),
  createTime: z.string(),
});
export type TFeedbackMessage = z.infer<typeof ZFeedbackMessage>;

export const ZFeedbackHistory = z.object({
  id: z.number(),
  action: z.string(),
  actorName: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createTime: z.string(),
});
export type TFeedbackHistory = z.infer<typeof ZFeedbackHistory>;

export const ZFeedbackDetail = z.object({
  feedback: ZFeedback,
  messages: z.array(ZFeedbackMessage),
  history: z.array(ZFeedbackHistory),
  customer: z.object({ id: z.number(), account: z.string(), name: z.string().nullable(), language: z.string() }).nullable(),
  device: z.object({ id: z.number().nullable(), sn: z.string() }).nullable(),
});
export type TFeedbackDetail = z.infer<typeof ZFeedbackDetail>;

export const FEEDBACK_SORTABLE = ['feedbackTime', 'updateTime', 'urgency'] as const;
const feedbackFilters = {
  seqNo: ZKeyword.optional(),
  title: ZKeyword.optional(),
  appName: ZKeyword.optional(),
  userEmail: ZKeyword.optional(),
  sn: ZKeyword.optional(),
  vin: ZKeyword.optional(),
  feedbackType: ZFeedbackType.optional(),
  language: ZFeedbackLanguage.optional(),
  questionType: ZKeyword.optional(),
  urgency: ZFeedbackUrgency.optional(),
  validity: ZFeedbackValidity.optional(),
  status: ZFeedbackStatus.optional(),
  internalStatus: ZFeedbackInternalStatus.optional(),
  source: ZFeedbackSource.optional(),
  handlerId: ZId.optional(),
  tag: ZKeyword.optional(),
  bugTrackerKey: ZKeyword.optional(),
  feedbackTimeFrom: ZDateTime.optional(),
  feedbackTimeTo: ZDateTime.optional(),
};
export const ZFeedbackPageQuery = pageQuery(feedbackFilters, FEEDBACK_SORTABLE);
export type TFeedbackPageQuery = z.infer<typeof ZFeedbackPageQuery>;
export const ZFeedbackPage = pageResult(ZFeedback);
export const ZFeedbackExportQuery = z.object(feedbackFilters).strict();
export type TFeedbackExportQuery = z.infer<typeof ZFeedbackExportQuery>;
/** counts per status for the queue's tabs */
export const ZFeedbackCounts = z.record(z.string(), z.number());

// ---------------------------------------------------------------- staff actions

const ZItem = z.object({ id: ZId, version: ZVersion }).strict();
export type TFeedbackItem = z.infer<typeof ZItem>;
/** A batch names items with the version each was read at; [] → 61000. */
const ZItems = z.array(ZItem).max(500);

export const ZFeedbackBatchRequest = z.object({ items: ZItems }).strict();
export type TFeedbackBatchRequest = z.infer<typeof ZFeedbackBatchRequest>;
export const ZFeedbackValidityRequest = z.object({ items: ZItems, validity: z.enum(['valid', 'invalid']), urgency: ZFeedbackUrgency.optional() }).strict();
export type TFeedbackValidityRequest = z.infer<typeof ZFeedbackValidityRequest>;
export const ZFeedbackReplyRequest = z
  .object({ items: ZItems, content: ZContent, fileIds: z.array(z.string().uuid()).max(FEEDBACK_REPLY_FILES_MAX).default([]) })
  .strict();
export type TFeedbackReplyRequest = z.infer<typeof ZFeedbackReplyRequest>;
export const ZFeedbackRdAnswerRequest = z
  .object({
    items: ZItems,
    content: ZContent,
    internalStatus: ZFeedbackInternalStatus.optional(),
    expectedVersion: ZExpectedVersion.optional(),
    expectedTime: ZDateTime.optional(),
  })
  .strict();
export type TFeedbackRdAnswerRequest = z.infer<typeof ZFeedbackRdAnswerRequest>;
export const ZFeedbackReactivateRequest = z.object({ items: ZItems, reason: ZText.trim().min(1).max(REMARK_MAX) }).strict();
/** Staff delete (status deleted): a reason; the item leaves the queue and stays under "deleted". */
export const ZFeedbackRemoveRequest = z.object({ items: ZItems, reason: ZText.trim().min(1).max(REMARK_MAX) }).strict();
export type TFeedbackRemoveRequest = z.infer<typeof ZFeedbackRemoveRequest>;
/** The statuses the queue leaves out unless it is asked for them by the status filter. */
export const FEEDBACK_HIDDEN_STATUSES = ['deleted', 'userDeleted'] as const;
export type TFeedbackReactivateRequest = z.infer<typeof ZFeedbackReactivateRequest>;
export const ZFeedbackAssignRequest = z.object({ items: ZItems, handlerId: ZId }).strict();
export type TFeedbackAssignRequest = z.infer<typeof ZFeedbackAssignRequest>;
/** One item's edit of its classification fields (version-checked). */
export const ZFeedbackUpdateRequest = z
  .object({
    id: ZId,
    version: ZVersion,
    urgency: ZFeedbackUrgency.nullable().optional(),
    questionType: ZShort.nullable().optional(),
    category: ZShort.nullable().optional(),
    tags: z.array(ZTag).max(FEEDBACK_TAGS_MAX, `at most ${FEEDBACK_TAGS_MAX} tags`).optional(),
    internalStatus: ZFeedbackInternalStatus.optional(),
    externalStatus: ZFeedbackExternalStatus.optional(),
    expectedVersion: ZExpectedVersion.nullable().optional(),
    expectedTime: ZDateTime.nullable().optional(),
    rmaNo: ZShort.nullable().optional(),
    rmaStatus: ZShort.nullable().optional(),
    notes: ZText.max(REMARK_MAX).nullable().optional(),
  })
  .strict();
export type TFeedbackUpdateRequest = z.infer<typeof ZFeedbackUpdateRequest>;
export const ZFeedbackLockRequest = z.object({ id: ZId }).strict();

export const ZBatchOutcome = z.object({
  done: z.array(z.number()),
  refused: z.array(z.object({ id: z.number(), code: z.number(), message: z.string() })),
});
export type TBatchOutcome = z.infer<typeof ZBatchOutcome>;

/** Staff create feedback by hand (backstage source) or the customer submits it. */
export const ZFeedbackCreateRequest = z
  .object({
    feedbackType: ZFeedbackType.default('feedback'),
    title: ZText.trim().min(1).max(200),
    content: ZContent,
    appName: ZShort.optional(),
    questionType: ZShort.optional(),
    language: ZFeedbackLanguage.optional(),
    userEmail: z.email().max(NAME_MAX).optional(),
    vin: ZVin.optional(),
    sn: ZSn.optional(),
    boundVehicles: ZText.trim().max(500).optional(),
    logFileIds: z.array(ZId).max(20).optional(),
    source: ZFeedbackSource.optional(),
    fileIds: ZFileIds.default([]),
  })
  .strict();
export type TFeedbackCreateRequest = z.infer<typeof ZFeedbackCreateRequest>;

// ---------------------------------------------------------------- customer side

export const ZCustomerFeedbackAnswerRequest = z.object({ id: ZId, content: ZContent, fileIds: ZFileIds.default([]) }).strict();
export type TCustomerFeedbackAnswerRequest = z.infer<typeof ZCustomerFeedbackAnswerRequest>;
export const ZCustomerFeedbackView = z.object({
  id: z.number(),
  seqNo: z.string(),
  title: z.string(),
  content: z.string(),
  status: ZFeedbackStatus,
  externalStatus: ZFeedbackExternalStatus,
  feedbackTime: z.string(),
  messages: z.array(ZFeedbackMessage),
});
export type TCustomerFeedbackView = z.infer<typeof ZCustomerFeedbackView>;
export const ZCustomerFeedbackList = z.array(ZCustomerFeedbackView.omit({ messages: true }));
export const ZFeedbackUploadQuery = z.object({ kind: z.enum(['image', 'video']).optional() }).strict();
export const ZFeedbackFileParam = z.object({ id: ZId, fileId: z.string().uuid() }).strict();

// ---------------------------------------------------------------- problem types (FB-26…29)

export const ZProblemTypeRow = z.object({ language: ZFeedbackLanguage, values: z.array(z.string()) });
export const ZProblemType = z.object({
  id: z.number(),
  type: z.string(),
  productModel: z.string().nullable(),
  appName: z.string().nullable(),
  category: z.string(),
  remark: z.string().nullable(),
  rows: z.array(ZProblemTypeRow),
  version: z.number(),
  updateTime: z.string(),
});
export type TProblemType = z.infer<typeof ZProblemType>;
const ZTypeValue = ZText.trim().min(1).max(CODE_MAX).regex(PROBLEM_TYPE_VALUE_PATTERN, 'Chinese, letters, digits and - _ ( ) only');
export const ZSaveProblemTypeRequest = z
  .object({
    id: ZId.optional(),
    version: ZVersion.optional(),
    type: ZTypeValue,
    productModel: ZShort.optional(),
    appName: ZShort.optional(),
    category: ZShort.min(1),
    remark: ZText.max(REMARK_MAX).optional(),
    /** FB-27: at least one column; every row has a value per column (FB-28) */
    rows: z
      .array(z.object({ language: ZFeedbackLanguage, values: z.array(ZTypeValue).min(1).max(50) }).strict())
      .min(1)
      .max(FEEDBACK_LANGUAGES.length),
  })
  .strict();
export type TSaveProblemTypeRequest = z.infer<typeof ZSaveProblemTypeRequest>;
/** 61010: querying by type needs the configuration category */
export const ZProblemTypePageQuery = pageQuery({ type: ZKeyword.optional(), category: ZKeyword.optional(), productModel: ZKeyword.optional() }, [
  'updateTime',
] as const);
export type TProblemTypePageQuery = z.infer<typeof ZProblemTypePageQuery>;
export const ZProblemTypePage = pageResult(ZProblemType);
export const ZFeedbackDeleteRequest = z.object({ id: ZId, version: ZVersion }).strict();

// ---------------------------------------------------------------- standard replies (FB-32)

export const ZReplyScene = z.object({
  id: z.number(),
  name: z.string(),
  scenario: z.string().nullable(),
  description: z.string().nullable(),
  texts: z.array(z.object({ language: ZFeedbackLanguage, text: z.string() })),
  version: z.number(),
  updateTime: z.string(),
});
export type TReplyScene = z.infer<typeof ZReplyScene>;
export const ZSaveReplySceneRequest = z
  .object({
    id: ZId.optional(),
    version: ZVersion.optional(),
    name: ZName,
    scenario: ZText.trim().max(NAME_MAX).optional(),
    description: ZText.trim().max(REMARK_MAX).optional(),
    texts: z
      .array(z.object({ language: ZFeedbackLanguage, text: ZContent }).strict())
      .min(1)
      .max(FEEDBACK_LANGUAGES.length),
  })
  .strict();
export type TSaveReplySceneRequest = z.infer<typeof ZSaveReplySceneRequest>;
export const ZReplyScenePageQuery = pageQuery({ name: ZKeyword.optional(), scenario: ZKeyword.optional() }, ['updateTime'] as const);
export type TReplyScenePageQuery = z.infer<typeof ZReplyScenePageQuery>;
export const ZReplyScenePage = pageResult(ZReplyScene);

// ---------------------------------------------------------------- refund records

export const REFUND_STATUSES = ['pending', 'refunded', 'rejected'] as const;
export const ZRefundRecord = z.object({
  id: z.number(),
  /** the order the refunded sale was made on (null for a sale to a channel) */
  orderNo: z.string().nullable(),
  customerAccount: z.string().nullable(),
  sn: z.string().nullable(),
  /** the refunded card (null for other refunds) */
  cardNo: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  feedbackId: z.number().nullable(),
  /** who refunded it (the value ledger entry's staff member) */
  operatorName: z.string().nullable(),
  createTime: z.string(),
});
export type TRefundRecord = z.infer<typeof ZRefundRecord>;
export const ZRefundPageQuery = pageQuery({ orderNo: ZKeyword.optional(), sn: ZKeyword.optional(), status: z.enum(REFUND_STATUSES).optional() }, [
  'createTime',
] as const);
/** the list's filters and sort, exported as xlsx (at most 10,000 rows, 61009) */
export const ZRefundExportQuery = ZRefundPageQuery.pick({ orderNo: true, sn: true, status: true, sort: true }).strict();
export type TRefundExportQuery = z.infer<typeof ZRefundExportQuery>;
export type TRefundPageQuery = z.infer<typeof ZRefundPageQuery>;
export const ZRefundPage = pageResult(ZRefundRecord);

// ---------------------------------------------------------------- product feedback (FB-31)

export const ZProductFeedback = z.object({
  id: z.number(),
  source: ZFeedbackSource,
  title: z.string(),
  description: z.string(),
  language: ZFeedbackLanguage,
  sn: z.string().nullable(),
  files: z.array(ZFeedbackFile),
  appends: z.array(z.object({ id: z.number(), content: z.string(), files: z.array(ZFeedbackFile), authorName: z.string(), createTime: z.string() })),
  authorName: z.string(),
  createTime: z.string(),
});
export type TProductFeedback = z.infer<typeof ZProductFeedback>;
export const ZSaveProductFeedbackRequest = z
  .object({
    source: ZFeedbackSource,
    title: ZText.trim().min(1).max(200),
    description: ZContent,
    language: ZFeedbackLanguage,
    sn: ZSn.optional(),
    fileIds: z.array(z.string().uuid()).max(20).default([]),
  })
  .strict();
export type TSaveProductFeedbackRequest = z.infer<typeof ZSaveProductFeedbackRequest>;
export const ZAppendProductFeedbackRequest = z.object({ id: ZId, content: ZContent, fileIds: z.array(z.string().uuid()).max(20).default([]) }).strict();
export type TAppendProductFeedbackRequest = z.infer<typeof ZAppendProductFeedbackRequest>;
export const ZProductFeedbackPageQuery = pageQuery({ title: ZKeyword.optional(), source: ZFeedbackSource.optional(), language: ZFeedbackLanguage.optional() }, [
  'createTime',
] as const);
export type TProductFeedbackPageQuery = z.infer<typeof ZProductFeedbackPageQuery>;
export const ZProductFeedbackPage = pageResult(ZProductFeedback);
