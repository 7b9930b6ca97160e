import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { REMARK_MAX, ZCode, ZKeyword, ZName, ZText, ZVersion } from '../kit/strings';

const ZStatus = z.enum(['enabled', 'disabled']);
const ZRemarkText = ZText.max(REMARK_MAX);
export const MAIL_LANGUAGES = ['zh-CN', 'en-US'] as const;
export const ZMailLanguage = z.enum(MAIL_LANGUAGES);
export type TMailLanguage = z.infer<typeof ZMailLanguage>;
/** An e-mail address (one, no display name). */
const ZMailAddress = ZText.trim().max(254).pipe(z.email('a valid e-mail address'));

// ---- providers ----

/** How the SMTP connection is protected: none, STARTTLS after connecting, or TLS from the start (465). */
export const MAIL_SECURITIES = ['none', 'starttls', 'tls'] as const;
export const ZMailSecurity = z.enum(MAIL_SECURITIES);

const providerFields = {
  name: ZName.max(64),
  host: ZText.trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9.-]+$/, 'a host name or IP address'),
  port: z.number().int().min(1).max(65535),
  security: ZMailSecurity,
  username: ZText.trim().max(255).nullable().optional(),
  fromAddress: ZMailAddress,
  fromName: ZText.trim().max(128).nullable().optional(),
  isDefault: z.boolean().default(false),
  status: ZStatus.default('enabled'),
  remark: ZRemarkText.nullable().optional(),
};
/** The password is write-only: given on save; on update, absent or null keeps the stored one and '' clears it. */
export const ZSaveMailProviderRequest = z.object({ ...providerFields, secret: ZText.max(512).nullable().optional() }).strict();
export type TSaveMailProviderRequest = z.infer<typeof ZSaveMailProviderRequest>;
export const ZUpdateMailProviderRequest = z.object({ id: ZId, version: ZVersion, ...providerFields, secret: ZText.max(512).nullable().optional() }).strict();
export type TUpdateMailProviderRequest = z.infer<typeof ZUpdateMailProviderRequest>;
export const ZMailProviderPageQuery = pageQuery({ name: ZKeyword.optional(), status: ZStatus.optional() }, ['name', 'createTime'] as const);
export type TMailProviderPageQuery = z.infer<typeof ZMailProviderPageQuery>;

export const ZMailProvider = z.object({
  id: z.number(),
  name: z.string(),
  host: z.string(),
  port: z.number(),
  security: ZMailSecurity,
  username: z.string().nullable(),
  /** whether a password is stored (the password itself never leaves the server) */
  hasSecret: z.boolean(),
  fromAddress: z.string(),
  fromName: z.string().nullable(),
  isDefault: z.boolean(),
  status: ZStatus,
  remark: z.string().nullable(),
  lastTestTime: z.string().nullable(),
  lastTestOk: z.boolean().nullable(),
  lastTestError: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TMailProvider = z.infer<typeof ZMailProvider>;
export const ZMailProviderPage = pageResult(ZMailProvider);

export const ZTestMailRequest = z.object({ id: ZId, to: ZMailAddress }).strict();
export type TTestMailRequest = z.infer<typeof ZTestMailRequest>;
export const ZTestMailResult = z.object({ messageId: z.string() });

// ---- templates ----

export const MAIL_TEMPLATE_KINDS = ['email', 'subscription'] as const;
export const ZMailTemplateKind = z.enum(MAIL_TEMPLATE_KINDS);
export const ZVariableName = ZText.trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'a letter, then letters, digits or _');
export const ZMailVariable = z.object({ name: ZVariableName, description: ZText.trim().max(128).default(''), sample: ZText.max(500).default('') }).strict();
export const ZMailContent = z.object({ subject: ZText.trim().min(1).max(255), body: ZText.min(1).max(100_000) }).strict();
export type TMailContent = z.infer<typeof ZMailContent>;
export const ZMailContents = z
  .object({ 'zh-CN': ZMailContent.optional(), 'en-US': ZMailContent.optional() })
  .strict()
  .refine((c) => c['zh-CN'] || c['en-US'], 'at least one language');

const templateFields = {
  code: ZCode,
  name: ZName,
  kind: ZMailTemplateKind.default('email'),
  /** the subscription topic (subscription templates only) */
  topic: ZCode.nullable().optional(),
  variables: z.array(ZMailVariable).max(50).default([]),
  contents: ZMailContents,
  status: ZStatus.default('enabled'),
  remark: ZRemarkText.nullable().optional(),
};
export const ZSaveMailTemplateRequest = z.object(templateFields).strict();
export type TSaveMailTemplateRequest = z.infer<typeof ZSaveMailTemplateRequest>;
export const ZUpdateMailTemplateRequest = z.object({ id: ZId, version: ZVersion, ...templateFields }).strict();
export type TUpdateMailTemplateRequest = z.infer<typeof ZUpdateMailTemplateRequest>;
export const ZMailTemplatePageQuery = pageQuery(
  { code: ZKeyword.optional(), name: ZKeyword.optional(), kind: ZMailTemplateKind.optional(), status: ZStatus.optional() },
  ['code', 'name', 'createTime', 'updateTime'] as const,
);
export type TMailTemplatePageQuery = z.infer<typeof ZMailTemplatePageQuery>;
export const ZMailTemplate = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: ZMailTemplateKind,
  topic: z.string().nullable(),
  variables: z.array(z.object({ name: z.string(), description: z.string(), sample: z.string() })),
  contents: z.object({
    'zh-CN': z.object({ subject: z.string(), body: z.string() }).optional(),
    'en-US': z.object({ subject: z.string(), body: z.string() }).optional(),
  }),
  languages: z.array(ZMailLanguage),
  status: ZStatus,
  remark: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TMailTemplate = z.infer<typeof ZMailTemplate>;
export const ZMailTemplatePage = pageResult(ZMailTemplate);
export const ZMailTemplateOption = z.object({ id: z.number(), code: z.string(), name: z.string(), kind: ZMailTemplateKind });
export type TMailTemplateOption = z.infer<typeof ZMailTemplateOption>;

/** The live preview: unsaved subject and body, the declared variables, values (else each variable's sample). */
export const ZMailPreviewRequest = z
  .object({
    language: ZMailLanguage,
    subject: ZText.max(255),
    body: ZText.max(100_000),
    variables: z.array(ZMailVariable).max(50),
    values: z.record(ZVariableName, ZText.max(2000)).optional(),
  })
  .strict();
export type TMailPreviewRequest = z.infer<typeof ZMailPreviewRequest>;
export const ZMailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type TMailPreview = z.infer<typeof ZMailPreview>;

// ---- e-mail scenes ----

const sceneFields = {
  code: ZCode,
  name: ZName,
  description: ZText.trim().min(1).max(500),
  templateId: ZId.nullable().optional(),
  /** null: the default provider */
  providerId: ZId.nullable().optional(),
  status: ZStatus.default('enabled'),
};
export const ZSaveMailSceneRequest = z.object(sceneFields).strict();
export type TSaveMailSceneRequest = z.infer<typeof ZSaveMailSceneRequest>;
export const ZUpdateMailSceneRequest = z.object({ id: ZId, version: ZVersion, ...sceneFields }).strict();
export type TUpdateMailSceneRequest = z.infer<typeof ZUpdateMailSceneRequest>;
export const ZMailScenePageQuery = pageQuery({ code: ZKeyword.optional(), name: ZKeyword.optional(), status: ZStatus.optional() }, [
  'code',
  'createTime',
] as const);
export type TMailScenePageQuery = z.infer<typeof ZMailScenePageQuery>;
export const ZMailScene = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  templateId: z.number().nullable(),
  templateName: z.string().nullable(),
  providerId: z.number().nullable(),
  providerName: z.string().nullable(),
  status: ZStatus,
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TMailScene = z.infer<typeof ZMailScene>;
export const ZMailScenePage = pageResult(ZMailScene);

// ---- message scenes ----

export const MESSAGE_CHANNELS = ['email', 'station', 'push'] as const;
export const ZMessageChannel = z.enum(MESSAGE_CHANNELS);
export const ZMessageSceneBinding = z.object({ channel: ZMessageChannel, templateId: ZId, enabled: z.boolean().default(true) }).strict();
const messageSceneFields = {
  code: ZCode,
  name: ZName,
  description: ZText.trim().min(1).max(500),
  /** at most one template per channel */
  bindings: z
    .array(ZMessageSceneBinding)
    .max(3)
    .refine((b) => new Set(b.map((x) => x.channel)).size === b.length, 'one template per channel'),
  status: ZStatus.default('enabled'),
};
export const ZSaveMessageSceneRequest = z.object(messageSceneFields).strict();
export type TSaveMessageSceneRequest = z.infer<typeof ZSaveMessageSceneRequest>;
export const ZUpdateMessageSceneRequest = z.object({ id: ZId, version: ZVersion, ...messageSceneFields }).strict();
export type TUpdateMessageSceneRequest = z.infer<typeof ZUpdateMessageSceneRequest>;
export const ZMessageScenePageQuery = pageQuery({ code: ZKeyword.optional(), name: ZKeyword.optional(), status: ZStatus.optional() }, [
  'code',
  'createTime',
] as const);
export type TMessageScenePageQuery = z.infer<typeof ZMessageScenePageQuery>;
export const ZMessageScene = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  bindings: z.array(z.object({ channel: ZMessageChannel, templateId: z.number(), templateName: z.string().nullable(), enabled: z.boolean() })),
  status: ZStatus,
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TMessageScene = z.infer<typeof ZMessageScene>;
export const ZMessageScenePage = pageResult(ZMessageScene);

// ---- subscriptions ----

export const ZSubscriptionTopic = z.object({ code: z.string(), name: z.string() });
export type TSubscriptionTopic = z.infer<typeof ZSubscriptionTopic>;
export const ZSubscriptionPageQuery = pageQuery({ email: ZKeyword.optional(), topic: ZCode.optional(), subscribed: z.boolean().optional() }, [
  'createTime',
] as const);
export type TSubscriptionPageQuery = z.infer<typeof ZSubscriptionPageQuery>;
export const ZSubscriber = z.object({
  customerId: z.number(),
  account: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  country: z.string().nullable(),
  /** topics the customer has unsubscribed from (every other topic is subscribed) */
  unsubscribed: z.array(z.string()),
  /** who made the newest choice: the signed link, staff, or the customer through the app */
  changedBy: z.enum(['link', 'staff', 'customer']).nullable(),
  updateTime: z.string().nullable(),
});
export type TSubscriber = z.infer<typeof ZSubscriber>;
export const ZSubscriberPage = pageResult(ZSubscriber);
export const ZSetSubscriptionRequest = z.object({ customerId: ZId, topic: ZCode, subscribed: z.boolean() }).strict();
export type TSetSubscriptionRequest = z.infer<typeof ZSetSubscriptionRequest>;
/** The customer API: one topic as the signed-in customer sees it (in their language). */
export const ZOwnSubscription = z.object({ code: z.string(), name: z.string(), subscribed: z.boolean() });
export type TOwnSubscription = z.infer<typeof ZOwnSubscription>;
export const ZSetOwnSubscriptionRequest = z.object({ topic: ZCode, subscribed: z.boolean() }).strict();
export type TSetOwnSubscriptionRequest = z.infer<typeof ZSetOwnSubscriptionRequest>;

// ---- template configuration ----

/** The shared settings templates use as variables of the same name. */
export const TEMPLATE_CONFIG_KEYS = ['companyName', 'supportEmail', 'logoUrl', 'footerZh', 'footerEn'] as const;
export const ZTemplateConfig = z
  .object({
    companyName: ZText.trim().max(128),
    supportEmail: ZText.trim().max(254),
    logoUrl: ZText.trim()
      .max(512)
      .regex(/^(https?:\/\/\S+)?$/, 'an http or https address'),
    footerZh: ZText.max(1000),
    footerEn: ZText.max(1000),
  })
  .strict();
export type TTemplateConfig = z.infer<typeof ZTemplateConfig>;

// ---- receiving terminals ----

const terminalFields = {
  code: ZCode,
  name: ZName,
  sort: z.number().int().min(0).max(9999).default(0),
  status: ZStatus.default('enabled'),
  remark: ZRemarkText.nullable().optional(),
};
export const ZSaveTerminalRequest = z.object(terminalFields).strict();
export type TSaveTerminalRequest = z.infer<typeof ZSaveTerminalRequest>;
export const ZUpdateTerminalRequest = z.object({ id: ZId, version: ZVersion, ...terminalFields }).strict();
export type TUpdateTerminalRequest = z.infer<typeof ZUpdateTerminalRequest>;
export const ZReceivingTerminalPageQuery = pageQuery({ code: ZKeyword.optional(), name: ZKeyword.optional(), status: ZStatus.optional() }, [
  'sort',
  'createTime',
] as const);
export type TReceivingTerminalPageQuery = z.infer<typeof ZReceivingTerminalPageQuery>;
export const ZReceivingTerminal = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  sort: z.number(),
  status: ZStatus,
  remark: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TReceivingTerminal = z.infer<typeof ZReceivingTerminal>;
export const ZReceivingTerminalPage = pageResult(ZReceivingTerminal);
