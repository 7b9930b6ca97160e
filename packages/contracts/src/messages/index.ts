import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { CODE_MAX, NAME_MAX, REMARK_MAX, ZKeyword, ZName, ZText, ZVersion } from '../kit/strings';
// the channels are the mail area's (its message scenes bind a template per channel)
import { ZMessageChannel, ZVariableName } from '../mail/mail';

/** The message centre (issue 14, rules MSG-01…24): messages on three channels, reviewed, sent once per customer. */
export type TMessageChannel = z.infer<typeof ZMessageChannel>;

/** MSG-01: new, under review, approved (ready to send), published, completed, disabled. */
export const MESSAGE_STATES = ['new', 'reviewing', 'approved', 'published', 'completed', 'disabled'] as const;
export const ZMessageState = z.enum(MESSAGE_STATES);
export type TMessageState = z.infer<typeof ZMessageState>;
/** MSG-03: the actions of the review flow (copy and withdraw are separate calls). */
export const MESSAGE_ACTIONS = ['submit', 'pass', 'fail', 'revoke', 'send', 'cancelSend', 'disable', 'complete'] as const;
export type TMessageAction = (typeof MESSAGE_ACTIONS)[number];

/**
 * Settled MSG-08/09: guide images are limited per channel, and the limit is configuration:
 * these are the defaults (5MB in-station and e-mail, 20MB push) until an administrator changes
 * them in the message settings (`/message/settings`).
 */
export const GUIDE_IMAGE_DEFAULT_MB: Record<TMessageChannel, number> = { station: 5, email: 5, push: 20 };
/** A configured guide-image limit is a whole number of MB up to the message files' ceiling. */
export const GUIDE_IMAGE_MAX_MB = 100;
export const GUIDE_IMAGE_TYPES = ['png', 'jpg'] as const;
const ZGuideImageMb = z.number().int().min(1).max(GUIDE_IMAGE_MAX_MB);
export const ZGuideImageLimits = z.object({ station: ZGuideImageMb, email: ZGuideImageMb, push: ZGuideImageMb }).strict();
export type TGuideImageLimits = z.infer<typeof ZGuideImageLimits>;
/** The message settings; version 0 until they are first saved (the defaults). */
export const ZMessageSettings = z.object({ guideImageMaxMb: ZGuideImageLimits, version: z.number().int() });
export type TMessageSettings = z.infer<typeof ZMessageSettings>;
export const ZSaveMessageSettingsRequest = z.object({ guideImageMaxMb: ZGuideImageLimits, version: z.number().int().min(0).max(2_147_483_647) }).strict();
export type TSaveMessageSettingsRequest = z.infer<typeof ZSaveMessageSettingsRequest>;
/** ?channel= of the guide-image upload: the channel whose limit applies. */
export const ZGuideImageUploadQuery = z.object({ channel: ZMessageChannel }).strict();
/** MSG-10: video MP4 up to 100MB. */
export const MESSAGE_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const MESSAGE_LANGUAGES = ['zh-CN', 'en-US'] as const;
export const ZMessageLanguage = z.enum(MESSAGE_LANGUAGES);
export const MESSAGE_TERMINALS = ['app', 'web', 'device'] as const;
export const ZMessageTerminal = z.enum(MESSAGE_TERMINALS);
/** At most this many specified IDs in one audience (typed or uploaded). */
export const AUDIENCE_IDS_MAX = 10_000;

const ZUrl = ZText.trim()
  .max(1024)
  .regex(/^https?:\/\/[^\s]+$/i, 'an http or https address');
const ZFileId = z.string().uuid();

/** MSG-07, MSG-20: one language's content; title, summary and body required. */
export const ZMessageContent = z
  .object({
    language: ZMessageLanguage,
    /** empty ones are refused by the service with 76103 and the fields named (MSG-07) */
    title: ZText.trim().max(NAME_MAX),
    summary: ZText.trim().max(REMARK_MAX),
    body: ZText.trim().max(20_000),
    guideImageId: ZFileId.nullable().optional(),
    videoId: ZFileId.nullable().optional(),
    linkText: ZText.trim().max(NAME_MAX).nullable().optional(),
    linkUrl: ZUrl.nullable().optional(),
  })
  .strict();
export type TMessageContent = z.infer<typeof ZMessageContent>;

/**
 * MSG-18: the fields and operators of a group condition. The time fields (registration time;
 * software expiry time: one of the customer's bound, not locked devices expires then) take only
 * at least / at most, with a GMT date (the whole day) or an ISO time as the value. Product model:
 * the customer owns at least one bound device of the model (value: a model id; contains / not
 * contains take a comma list of ids — any of them / none of them); an unknown model is 1001.
 */
export const AUDIENCE_FIELDS = [
  'country',
  'registerType',
  'customerType',
  'classification',
  'registrationTime',
  'softwareExpiryTime',
  'productId',
  'productModel',
] as const;
export type TAudienceField = (typeof AUDIENCE_FIELDS)[number];
export const AUDIENCE_OPERATORS = ['contains', 'notContains', 'equal', 'notEqual', 'atLeast', 'atMost'] as const;
export type TAudienceOperator = (typeof AUDIENCE_OPERATORS)[number];
const TEXT_OPERATORS = ['contains', 'notContains', 'equal', 'notEqual'] as const;
const TIME_OPERATORS = ['atLeast', 'atMost'] as const;
/** The operators each field takes (any other answers 1001); the console offers only these. */
export const AUDIENCE_FIELD_OPERATORS: Record<TAudienceField, readonly TAudienceOperator[]> = {
  country: TEXT_OPERATORS,
  registerType: TEXT_OPERATORS,
  customerType: TEXT_OPERATORS,
  classification: TEXT_OPERATORS,
  registrationTime: TIME_OPERATORS,
  softwareExpiryTime: TIME_OPERATORS,
  productId: AUDIENCE_OPERATORS,
  productModel: TEXT_OPERATORS,
};
export const AUDIENCE_TIME_FIELDS: readonly TAudienceField[] = ['registrationTime', 'softwareExpiryTime'];
export const audienceOperatorsFor = (field: TAudienceField | undefined): readonly TAudienceOperator[] =>
  field ? AUDIENCE_FIELD_OPERATORS[field] : AUDIENCE_OPERATORS;
export const ZAudienceCondition = z
  .object({ field: z.enum(AUDIENCE_FIELDS), operator: z.enum(AUDIENCE_OPERATORS), value: ZText.trim().min(1).max(CODE_MAX) })
  .strict();
export type TAudienceCondition = z.infer<typeof ZAudienceCondition>;
/** MSG-17: all customers, a group by conditions, or specified IDs (the customers' accounts). */
export const ZAudience = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('all') }).strict(),
  z.object({ mode: z.literal('group'), conditions: z.array(ZAudienceCondition).min(1).max(20) }).strict(),
  z.object({ mode: z.literal('ids'), ids: z.array(ZText.trim().max(NAME_MAX)).min(1).max(AUDIENCE_IDS_MAX) }).strict(),
]);
export type TAudience = z.infer<typeof ZAudience>;
export const AUDIENCE_MODES = ['all', 'group', 'ids'] as const;

/** MSG-19: time zone, date, time, repeat (day / week with weekday / month), end date; computed in the zone. */
export const MESSAGE_REPEATS = ['none', 'daily', 'weekly', 'monthly'] as const;
export const ZMessageSchedule = z
  .object({
    timeZone: ZText.trim().min(1).max(64),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm'),
    repeat: z.enum(MESSAGE_REPEATS),
    /** 1 = Monday … 7 = Sunday (weekly) */
    weekday: z.number().int().min(1).max(7).nullable().optional(),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
      .nullable()
      .optional(),
  })
  .strict();
export type TMessageSchedule = z.infer<typeof ZMessageSchedule>;

const messageFields = {
  channel: ZMessageChannel,
  title: ZName,
  classification: ZText.trim().max(CODE_MAX).default('notice'),
  terminals: z.array(ZMessageTerminal).min(1).max(3),
  guest: z.boolean().default(false),
  periodic: z.boolean().default(false),
  usePushProvider: z.boolean().default(false),
  /** the push provider (push channel); null: the default one */
  providerId: ZId.nullable().optional(),
  contents: z.array(ZMessageContent).min(1).max(MESSAGE_LANGUAGES.length),
  audience: ZAudience,
  /** null: sent at once when sent */
  schedule: ZMessageSchedule.nullable(),
};
export const ZSaveMessageRequest = z.object(messageFields).strict();
export type TSaveMessageRequest = z.infer<typeof ZSaveMessageRequest>;
export const ZUpdateMessageRequest = z.object({ id: ZId, version: ZVersion, ...messageFields }).strict();
export type TUpdateMessageRequest = z.infer<typeof ZUpdateMessageRequest>;

export const ZMessageActionRequest = z.object({ id: ZId, version: ZVersion, reason: ZText.trim().max(REMARK_MAX).nullable().optional() }).strict();
export type TMessageActionRequest = z.infer<typeof ZMessageActionRequest>;
export const ZMessageReviewRequest = z
  .object({ id: ZId, version: ZVersion, pass: z.boolean(), reason: ZText.trim().max(REMARK_MAX).nullable().optional() })
  .strict();
export type TMessageReviewRequest = z.infer<typeof ZMessageReviewRequest>;
/** MSG-05: one message copied at a time. */
export const ZMessageCopyRequest = z.object({ ids: z.array(ZId).min(1).max(100) }).strict();

export const ZMessageStats = z.object({
  total: z.number(),
  delivered: z.number(),
  failed: z.number(),
  pending: z.number(),
  withdrawn: z.number(),
  /** delivered / total, 0 when total is 0 */
  deliveryRate: z.number(),
  clicks: z.number(),
  /** clicks / delivered */
  clickRate: z.number(),
  read: z.number(),
  deleted: z.number(),
});
export type TMessageStats = z.infer<typeof ZMessageStats>;

export const ZMessage = z.object({
  id: z.number(),
  channel: ZMessageChannel,
  title: z.string(),
  classification: z.string(),
  state: ZMessageState,
  terminals: z.array(ZMessageTerminal),
  guest: z.boolean(),
  periodic: z.boolean(),
  usePushProvider: z.boolean(),
  providerId: z.number().nullable(),
  contents: z.array(ZMessageContent),
  audience: ZAudience,
  schedule: ZMessageSchedule.nullable(),
  /** GMT (ISO) */
  sendStartTime: z.string().nullable(),
  sendEndTime: z.string().nullable(),
  nextRunTime: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;
export const ZMessageDetail = z.object({
  message: ZMessage,
  actions: z.array(z.string()),
  history: z.array(
    z.object({
      id: z.number(),
      fromState: z.string().nullable(),
      toState: z.string(),
      action: z.string(),
      reason: z.string().nullable(),
      userId: z.number().nullable(),
      username: z.string().nullable(),
      createTime: z.string(),
    }),
  ),
  stats: ZMessageStats,
});
export type TMessageDetail = z.infer<typeof ZMessageDetail>;

export const MESSAGE_SORTABLE = ['createTime', 'updateTime'] as const;
export const ZMessagePageQuery = pageQuery(
  { channel: ZMessageChannel.optional(), state: ZMessageState.optional(), title: ZKeyword.optional(), classification: ZKeyword.optional() },
  MESSAGE_SORTABLE,
);
export type TMessagePageQuery = z.infer<typeof ZMessagePageQuery>;
export const ZMessagePage = pageResult(ZMessage);

/** One firing of a message (its batch serial number), with its statistics. */
export const SEND_STATES = ['pending', 'expanding', 'delivering', 'done', 'cancelled'] as const;
export const ZMessageSend = z.object({
  id: z.number(),
  messageId: z.number(),
  messageTitle: z.string(),
  channel: ZMessageChannel,
  batchSerial: z.string(),
  /** the planned time (GMT) */
  occurrence: z.string(),
  status: z.enum(SEND_STATES),
  sender: z.string().nullable(),
  stats: ZMessageStats,
  createTime: z.string(),
});
export type TMessageSend = z.infer<typeof ZMessageSend>;
export const ZMessageSendPageQuery = pageQuery({ messageId: ZId.optional(), channel: ZMessageChannel.optional() }, ['occurrence'] as const);
export type TMessageSendPageQuery = z.infer<typeof ZMessageSendPageQuery>;
export const ZMessageSendPage = pageResult(ZMessageSend);

/** MSG-06, MSG-21: a send record. */
export const RECORD_STATUSES = ['pending', 'success', 'failed', 'withdrawn'] as const;
export const ZSendRecord = z.object({
  id: z.number(),
  messageId: z.number(),
  sendId: z.number(),
  batchSerial: z.string(),
  channel: ZMessageChannel,
  sender: z.string().nullable(),
  customerId: z.number(),
  customerAccount: z.string().nullable(),
  status: z.enum(RECORD_STATUSES),
  delivered: z.boolean(),
  clicked: z.boolean(),
  read: z.boolean(),
  deleted: z.boolean(),
  attempts: z.number(),
  remarks: z.string().nullable(),
  deliverTime: z.string().nullable(),
  createTime: z.string(),
});
export type TSendRecord = z.infer<typeof ZSendRecord>;
const sendRecordFilters = {
  messageId: ZId.optional(),
  sendId: ZId.optional(),
  status: z.enum(RECORD_STATUSES).optional(),
  customerId: ZId.optional(),
};
export const ZSendRecordPageQuery = pageQuery(sendRecordFilters, ['createTime'] as const);
/** The send-record export: the list's filters (at most EXPORT_MAX_ROWS rows, 61009 past it). */
export const ZSendRecordExportQuery = z.object(sendRecordFilters).strict();
export type TSendRecordExportQuery = z.infer<typeof ZSendRecordExportQuery>;
export type TSendRecordPageQuery = z.infer<typeof ZSendRecordPageQuery>;
export const ZSendRecordPage = pageResult(ZSendRecord);
export const ZRecordIdRequest = z.object({ id: ZId }).strict();

export const ZAudienceCountRequest = z.object({ audience: ZAudience }).strict();
export const ZAudienceCount = z.object({ count: z.number() });
/** An uploaded ID file: the IDs read (one per line). */
export const ZAudienceIds = z.object({ ids: z.array(z.string()) });

/** Push providers: Web Push (VAPID) built in, HTTP for others. */
export const PUSH_PROVIDER_KINDS = ['webpush', 'http'] as const;
export const ZPushProvider = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PUSH_PROVIDER_KINDS),
  /** HTTP: the address posted to; Web Push: the VAPID public key */
  endpoint: z.string().nullable(),
  /** a secret is stored (the HTTP bearer token, the VAPID private key); it is never shown */
  hasSecret: z.boolean(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
  version: z.number(),
  createTime: z.string(),
});
export type TPushProvider = z.infer<typeof ZPushProvider>;
const pushProviderFields = {
  name: ZName,
  kind: z.enum(PUSH_PROVIDER_KINDS),
  /** HTTP only (Web Push keys are generated) */
  endpoint: ZUrl.nullable().optional(),
  /** HTTP: sent as a bearer token; write-only (never shown again); empty on edit keeps the stored one */
  token: ZText.max(512).nullable().optional(),
  isDefault: z.boolean().default(false),
  enabled: z.boolean().default(true),
};
export const ZSavePushProviderRequest = z.object(pushProviderFields).strict();
export type TSavePushProviderRequest = z.infer<typeof ZSavePushProviderRequest>;
export const ZUpdatePushProviderRequest = z.object({ id: ZId, version: ZVersion, ...pushProviderFields }).strict();
export type TUpdatePushProviderRequest = z.infer<typeof ZUpdatePushProviderRequest>;
export const ZDeletePushProviderRequest = z.object({ id: ZId, version: ZVersion }).strict();
export const ZPushProviderPage = pageResult(ZPushProvider);
export const ZPushProviderPageQuery = pageQuery({ name: ZKeyword.optional() }, ['createTime'] as const);
export type TPushProviderPageQuery = z.infer<typeof ZPushProviderPageQuery>;

/** A provider's late figures (MSG-23: up to 5 days late): records it delivered. */
export const ZPushReceiptRequest = z.object({ recordIds: z.array(ZId).min(1).max(1000), delivered: z.boolean() }).strict();

/** The customer's inbox (customer API). */
export const ZInboxItem = z.object({
  id: z.number(),
  messageId: z.number(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  linkText: z.string().nullable(),
  /** the tracked link (counts a click, then redirects) */
  linkUrl: z.string().nullable(),
  read: z.boolean(),
  receiveTime: z.string(),
});
export type TInboxItem = z.infer<typeof ZInboxItem>;
export const ZInboxPageQuery = pageQuery({ unread: z.boolean().optional() }, ['receiveTime'] as const);
export type TInboxPageQuery = z.infer<typeof ZInboxPageQuery>;
export const ZInboxPage = pageResult(ZInboxItem);
export const ZInboxIdsRequest = z.object({ ids: z.array(ZId).min(1).max(100) }).strict();

/** At most this many browser (Web Push) subscriptions per customer: one per browser or device. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** The push service's address a browser subscription names: https only (what PushSubscription.endpoint is). */
const ZPushEndpoint = ZText.trim()
  .max(1024)
  .regex(/^https:\/\/[^\s]+$/i, 'an https address');
/**
 * A browser's PushSubscription.toJSON(): the endpoint and its keys in base64url without padding —
 * p256dh the uncompressed P-256 public key (65 bytes, 87 characters, starting 0x04 so "B"),
 * auth the 16-byte secret (22 characters). expirationTime is accepted as the browser sends it.
 */
export const ZPushSubscriptionRequest = z
  .object({
    endpoint: ZPushEndpoint,
    expirationTime: z.number().int().nonnegative().nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().regex(/^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$/, '65 bytes in base64url (an uncompressed P-256 key)'),
        auth: z.string().regex(/^[A-Za-z0-9_-]{21}[AQgw]$/, '16 bytes in base64url'),
      })
      .strict(),
  })
  .strict();
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;
export const ZPushUnsubscribeRequest = z.object({ endpoint: ZPushEndpoint }).strict();
/** What the customer's browser subscribed: the row kept (never anyone else's). */
export const ZPushSubscription = z.object({ id: z.number(), endpoint: z.string(), createTime: z.string() });
export type TPushSubscription = z.infer<typeof ZPushSubscription>;
/** The VAPID public key a page passes to pushManager.subscribe as its applicationServerKey. */
export const ZVapidPublicKey = z.object({ providerId: z.number(), publicKey: z.string() });

/**
 * An event of a message scene: each enabled channel of the scene sends its bound template,
 * filled with `variables`, to the customers named by id (at most 1000), as one published message
 * per channel through the usual engine (exactly once, retries, statistics). `eventId` (optional)
 * makes the event idempotent: the same id for the same scene within 24 hours answers the first
 * result again (`duplicate: true`) and creates nothing.
 */
export const SCENE_EVENT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ZSceneEventId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only');
export const ZSceneSendRequest = z
  .object({
    code: ZText.trim().min(1).max(CODE_MAX),
    customerIds: z.array(ZId).min(1).max(1000),
    variables: z.record(ZVariableName, ZText.max(2000)).default({}),
    eventId: ZSceneEventId.optional(),
  })
  .strict();
export type TSceneSendRequest = z.infer<typeof ZSceneSendRequest>;
export const ZSceneSendResult = z.object({
  messages: z.array(z.object({ id: z.number(), channel: ZMessageChannel })),
  /** true: the event id was seen for this scene within 24 hours; these are the first send's messages and nothing was created */
  duplicate: z.boolean(),
});
export type TSceneSendResult = z.infer<typeof ZSceneSendResult>;
