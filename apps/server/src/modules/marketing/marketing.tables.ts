import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const common = () => ({
  delFlag: boolean('del_flag').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const live = (t: { delFlag: unknown }) => sql`${t.delFlag} = false`;
/** An index per list column over live rows, each ending in the id (keyset pages): `<table>_<key>_idx`. */
const listIndexes = (table: string, t: { delFlag: unknown; id: AnyPgColumn }, cols: Record<string, AnyPgColumn>) =>
  Object.entries(cols).map(([key, c]) => index(`${table}_${key}_idx`).on(c, t.id).where(live(t)));

/** Ads on the app's slots (contracts marketing/adverts.ts); impressions and clicks are counted beside them. */
export const adverts = pgTable(
  'mkt_adverts',
  {
    id: serial('id').primaryKey(),
    slot: varchar('slot', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    priority: integer('priority').notNull(),
    customerCap: integer('customer_cap'),
    imageZh: varchar('image_zh', { length: 36 }),
    imageEn: varchar('image_en', { length: 36 }),
    linkZh: varchar('link_zh', { length: 500 }),
    linkEn: varchar('link_en', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    ...common(),
  },
  (t) => [
    index('mkt_adverts_slot_idx').on(t.slot, t.priority, t.id).where(live(t)),
    ...listIndexes('mkt_adverts', t, {
      name: t.name,
      prio: t.priority,
      start: t.startTime,
      end: t.endTime,
      enabled: t.enabled,
      created: t.createdAt,
      updated: t.updatedAt,
    }),
  ],
);

/** How often each customer saw each ad: the per-customer cap is checked against it. */
export const advertViews = pgTable(
  'mkt_advert_views',
  {
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id),
    customerId: integer('customer_id').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertId, t.customerId] })],
);

export const brushConfigs = pgTable(
  'mkt_brush_configs',
  {
    id: serial('id').primaryKey(),
    softwareCode: varchar('software_code', { length: 64 }).notNull(),
    productModel: varchar('product_model', { length: 128 }),
    introductionCode: varchar('introduction_code', { length: 64 }),
    remark: varchar('remark', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    ...common(),
  },
  (t) => [
    ...listIndexes('mkt_brush_configs', t, { code: t.softwareCode, model: t.productModel, enabled: t.enabled, created: t.createdAt, updated: t.updatedAt }),
  ],
);

export const brushIntros = pgTable(
  'mkt_brush_intros',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    titleZh: varchar('title_zh', { length: 128 }).notNull(),
    titleEn: varchar('title_en', { length: 128 }).notNull(),
    contentZh: varchar('content_zh', { length: 5000 }).notNull(),
    contentEn: varchar('content_en', { length: 5000 }).notNull(),
    sortOrder: integer('sort_order'),
    enabled: boolean('enabled').notNull().default(true),
    ...common(),
  },
  (t) => [
    uniqueIndex('mkt_brush_intros_code_uq').on(sql`lower(${t.code})`).where(live(t)),
    ...listIndexes('mkt_brush_intros', t, {
      code: t.code,
      title_zh: t.titleZh,
      title_en: t.titleEn,
      sort: t.sortOrder,
      enabled: t.enabled,
      created: t.createdAt,
      updated: t.updatedAt,
    }),
  ],
);

/** User activities; `joined` and `spent` are what the usage limit and the budget are checked against in one UPDATE. */
export const activities = pgTable(
  'mkt_activities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    usageLimit: integer('usage_limit'),
    budget: numeric('budget', { precision: 12, scale: 2 }),
    /** what each customer who joins costs against the budget */
    rewardPerJoin: numeric('reward_per_join', { precision: 12, scale: 2 }),
    /** the rewards paid so far: joined × the reward each cost when they joined */
    spent: numeric('spent', { precision: 12, scale: 2 }).notNull().default('0'),
    rulesZh: varchar('rules_zh', { length: 2000 }).notNull(),
    rulesEn: varchar('rules_en', { length: 2000 }).notNull(),
    joined: integer('joined').notNull().default(0),
    ...common(),
  },
  (t) => [...listIndexes('mkt_activities', t, { name: t.name, type: t.type, start: t.startTime, end: t.endTime, created: t.createdAt, updated: t.updatedAt })],
);

/** A customer an activity reached (listed to them) and when they joined it, if they did. */
export const activityReach = pgTable(
  'mkt_activity_reach',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    customerId: integer('customer_id').notNull(),
    reachedDay: date('reached_day', { mode: 'string' }).notNull(),
    joinedDay: date('joined_day', { mode: 'string' }),
    /** what joining cost the activity's budget (its reward per customer then) */
    reward: numeric('reward', { precision: 12, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.customerId] })],
);

export const scenes = pgTable(
  'mkt_scenes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    slot: varchar('slot', { length: 32 }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    size: integer('size').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...common(),
  },
  (t) => [
    uniqueIndex('mkt_scenes_code_uq').on(sql`lower(${t.code})`).where(live(t)),
    ...listIndexes('mkt_scenes', t, {
      code: t.code,
      name: t.name,
      slot: t.slot,
      source: t.source,
      enabled: t.enabled,
      created: t.createdAt,
      updated: t.updatedAt,
    }),
  ],
);

/** Clicks on recommended knowledge items: what "popular" ranks by. */
export const recommendClicks = pgTable('mkt_recommend_clicks', { itemId: integer('item_id').primaryKey(), clicks: integer('clicks').notNull().default(0) });
