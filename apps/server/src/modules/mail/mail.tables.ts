import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Where a language's subject and body live in a template. */
export type MailContent = { subject: string; body: string };
/** A variable a template declares: its name ({{name}}), what it means, and the preview's sample. */
export type MailVariable = { name: string; description: string; sample: string };

/**
 * E-mail providers (SMTP): the secret is AES-256-GCM ciphertext (key from MAIL_SECRET_KEY),
 * never returned. One live provider is the default (partial unique index).
 */
export const mailProviders = pgTable(
  'mail_providers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    host: varchar('host', { length: 255 }).notNull(),
    port: integer('port').notNull(),
    /** none | starttls | tls */
    security: varchar('security', { length: 16 }).notNull().default('starttls'),
    username: varchar('username', { length: 255 }),
    /** v1:<iv>:<tag>:<ciphertext>, base64 parts; null when the server needs no password */
    secretCipher: text('secret_cipher'),
    fromAddress: varchar('from_address', { length: 255 }).notNull(),
    fromName: varchar('from_name', { length: 128 }),
    isDefault: boolean('is_default').notNull().default(false),
    /** enabled | disabled */
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    remark: varchar('remark', { length: 500 }),
    lastTestAt: timestamp('last_test_at', { withTimezone: true }),
    lastTestOk: boolean('last_test_ok'),
    lastTestError: varchar('last_test_error', { length: 500 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_providers_name_uq').on(sql`lower(${t.name})`).where(sql`${t.delFlag} = false`),
    uniqueIndex('mail_providers_default_uq').on(t.isDefault).where(sql`${t.delFlag} = false and ${t.isDefault} = true`),
    index('mail_providers_created_idx').on(t.createdAt),
  ],
);

/** E-mail templates: per-language subject and body with {{variable}} placeholders. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    /** email (e-mail templates) | subscription (subscription e-mail templates) */
    kind: varchar('kind', { length: 16 }).notNull().default('email'),
    /** the subscription topic a subscription template belongs to */
    topic: varchar('topic', { length: 64 }),
    variables: jsonb('variables').$type<MailVariable[]>().notNull().default([]),
    /** { 'zh-CN': { subject, body }, 'en-US': { … } }; body is HTML */
    contents: jsonb('contents').$type<Partial<Record<'zh-CN' | 'en-US', MailContent>>>().notNull().default({}),
    /** enabled | disabled */
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    remark: varchar('remark', { length: 500 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_templates_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('mail_templates_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('mail_templates_kind_idx').on(t.kind, t.createdAt),
  ],
);

/** E-mail scenes: a business event that sends mail (a code the sender names), with its template and provider. */
export const mailScenes = pgTable(
  'mail_scenes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    templateId: integer('template_id'),
    /** null: the default provider */
    providerId: integer('provider_id'),
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_scenes_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('mail_scenes_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('mail_scenes_created_idx').on(t.createdAt),
  ],
);

/** Message scenes: which template each channel (email, station, push) sends for one scene. */
export const messageScenes = pgTable(
  'message_scenes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    /** [{ channel, templateId, enabled }] */
    bindings: jsonb('bindings').$type<Array<{ channel: 'email' | 'station' | 'push'; templateId: number; enabled: boolean }>>().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_scenes_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('message_scenes_created_idx').on(t.createdAt),
  ],
);

/** Subscription topics customers may receive (and unsubscribe from). */
export const subscriptionTopics = pgTable('subscription_topics', {
  code: varchar('code', { length: 64 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A customer's choice per topic; no row means subscribed (opt-out). */
export const mailSubscriptions = pgTable(
  'mail_subscriptions',
  {
    customerId: integer('customer_id').notNull(),
    topic: varchar('topic', { length: 64 }).notNull(),
    subscribed: boolean('subscribed').notNull(),
    /** link | staff | customer */
    source: varchar('source', { length: 16 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.topic] }), index('mail_subscriptions_topic_idx').on(t.topic, t.subscribed, t.updatedAt)],
);

/** Receiving terminals: the apps and sites a message can be addressed to. */
export const receivingTerminals = pgTable(
  'receiving_terminals',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    sort: integer('sort').notNull().default(0),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receiving_terminals_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`)],
);

/** Template configuration: named key/value settings the templates share (footer, logo URL, sender name). */
export const mailTemplateConfig = pgTable('mail_template_config', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
