import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { revisionedColumns } from '../config';

const times = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const prefixIndex = (name: string, col: Parameters<typeof sql>[1]) => index(name).using('btree', sql`lower(${col}) text_pattern_ops`);

/** AI models: the secret sealed (AES-256-GCM) in `secret_sealed`; `secret` stays null (the kit's write-only field). */
export const aiModels = pgTable(
  'ai_models',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    modelName: varchar('model_name', { length: 128 }).notNull(),
    baseUrl: varchar('base_url', { length: 512 }),
    secret: varchar('secret', { length: 8 }),
    secretSealed: varchar('secret_sealed', { length: 2048 }),
    hasSecret: boolean('has_secret').notNull().default(false),
    timeoutMs: integer('timeout_ms').notNull(),
    rateLimit: integer('rate_limit').notNull().default(0),
    tokenLimit: integer('token_limit').notNull(),
    priceInput: doublePrecision('price_input').notNull().default(0),
    priceOutput: doublePrecision('price_output').notNull().default(0),
    fallbackIds: integer('fallback_ids').array().notNull().default(sql`'{}'::int[]`),
    roleIds: integer('role_ids').array().notNull().default(sql`'{}'::int[]`),
    remark: varchar('remark', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    delFlag: boolean('del_flag').notNull().default(false),
    ...times(),
  },
  (t) => [
    uniqueIndex('ai_models_name_uq').on(t.name).where(sql`${t.delFlag} = false`),
    prefixIndex('ai_models_name_prefix_idx', t.name),
    index('ai_models_provider_idx').on(t.provider, t.id),
    index('ai_models_enabled_idx').on(t.enabled, t.id),
    index('ai_models_created_idx').on(t.createdAt, t.id),
    index('ai_models_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** Per-app daily budgets (0 = no limit). */
export const aiBudgets = pgTable(
  'ai_budgets',
  {
    id: serial('id').primaryKey(),
    appCode: varchar('app_code', { length: 64 }).notNull(),
    dailyTokens: bigint('daily_tokens', { mode: 'number' }).notNull().default(0),
    dailyCost: doublePrecision('daily_cost').notNull().default(0),
    ...times(),
  },
  (t) => [
    uniqueIndex('ai_budgets_app_uq').on(t.appCode),
    prefixIndex('ai_budgets_app_prefix_idx', t.appCode),
    index('ai_budgets_created_idx').on(t.createdAt, t.id),
    index('ai_budgets_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** What each app used (or holds reserved for questions being answered) on one UTC day. */
export const aiBudgetUsage = pgTable(
  'ai_budget_usage',
  {
    appCode: varchar('app_code', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    cost: doublePrecision('cost').notNull().default(0),
    questions: integer('questions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appCode, t.day] })],
);

/** Ask presets: the values last passed; config_revisions (kind ask) holds every change. */
export const aiAskPresets = pgTable(
  'ai_ask_presets',
  {
    ...revisionedColumns(),
    presetNo: varchar('preset_no', { length: 32 }).notNull(),
    scene: varchar('scene', { length: 64 }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    modelId: integer('model_id').notNull(),
    temperature: real('temperature').notNull(),
    systemPrompt: varchar('system_prompt', { length: 8000 }).notNull(),
    categories: varchar('categories', { length: 64 }).array().notNull().default(sql`'{}'::varchar[]`),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('ai_ask_presets_no_uq').on(t.presetNo),
    uniqueIndex('ai_ask_presets_scene_uq').on(t.scene, t.language).where(sql`${t.delFlag} = false`),
    prefixIndex('ai_ask_presets_no_prefix_idx', t.presetNo),
    prefixIndex('ai_ask_presets_scene_prefix_idx', t.scene),
    index('ai_ask_presets_language_idx').on(t.language, t.presetNo),
    index('ai_ask_presets_status_idx').on(t.status, t.presetNo),
    index('ai_ask_presets_open_idx').on(t.openRevision, t.presetNo),
    index('ai_ask_presets_created_idx').on(t.createdAt, t.id),
    index('ai_ask_presets_updated_idx').on(t.updatedAt, t.id),
  ],
);
