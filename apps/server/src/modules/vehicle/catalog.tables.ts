import type { TObdDescription } from '@diagops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, type PgColumn, pgTable, serial, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The vehicle catalog (contracts vehicle/catalog-*.ts): vehicles, OBD codes, TSBs, DLC locations,
 * batteries and their standards, marketing advertising, testable cars. Brands and models are ids
 * of our basic data (basic-data.service: names, merges, the "bound" check).
 */
const common = {
  id: serial('id').primaryKey(),
  remark: varchar('remark', { length: 500 }),
  delFlag: boolean('del_flag').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const live = (t: { delFlag: PgColumn }): SQL => sql`${t.delFlag} = false`;
/** an index per list order (and the time sorts), on live rows */
const listIndexes = (name: string, t: { delFlag: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; id: PgColumn }) => [
  index(`${name}_created_idx`).on(t.createdAt, t.id).where(live(t)),
  index(`${name}_updated_idx`).on(t.updatedAt, t.id).where(live(t)),
];
const prefix = (name: string, t: { delFlag: PgColumn }, c: PgColumn) => index(name).using('btree', sql`lower(${c}) text_pattern_ops`).where(live(t));

export const vehicleCars = pgTable(
  'vehicle_cars',
  {
    ...common,
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id').notNull(),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to'),
    engine: varchar('engine', { length: 128 }),
    vinSample: varchar('vin_sample', { length: 17 }),
    market: varchar('market', { length: 16 }).notNull(),
  },
  (t) => [
    ...listIndexes('vehicle_cars', t),
    prefix('vehicle_cars_engine_prefix_idx', t, t.engine),
    index('vehicle_cars_brand_idx').on(t.brandId, t.id).where(live(t)),
    index('vehicle_cars_model_idx').on(t.modelId, t.id).where(live(t)),
    index('vehicle_cars_market_idx').on(t.market, t.id).where(live(t)),
    index('vehicle_cars_year_idx').on(t.yearFrom, t.id).where(live(t)),
  ],
);

export const obdCodes = pgTable(
  'vehicle_obd_codes',
  {
    ...common,
    code: varchar('code', { length: 64 }).notNull(),
    /** the make it is described for; null: the generic (SAE) description */
    brandId: integer('brand_id'),
    descriptions: jsonb('descriptions').$type<TObdDescription[]>().notNull(),
  },
  (t) => [
    ...listIndexes('vehicle_obd_codes', t),
    // one description per code and make (the generic one: make 0)
    uniqueIndex('vehicle_obd_codes_code_make_uq').on(t.code, sql`coalesce(${t.brandId}, 0)`).where(live(t)),
    prefix('vehicle_obd_codes_code_prefix_idx', t, t.code),
    index('vehicle_obd_codes_code_idx').on(t.code, t.id).where(live(t)),
    index('vehicle_obd_codes_brand_idx').on(t.brandId, t.id).where(live(t)),
  ],
);

export const vehicleTsbs = pgTable(
  'vehicle_tsbs',
  {
    id: common.id,
    bulletinNo: varchar('bulletin_no', { length: 64 }).notNull(),
    titleZh: varchar('title_zh', { length: 200 }),
    titleEn: varchar('title_en', { length: 200 }),
    brandId: integer('brand_id').notNull(),
    modelIds: jsonb('model_ids').$type<number[]>(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    vinFrom: varchar('vin_from', { length: 17 }),
    vinTo: varchar('vin_to', { length: 17 }),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    summary: varchar('summary', { length: 2000 }),
    attachmentId: uuid('attachment_id'),
    delFlag: common.delFlag,
    version: common.version,
    createdAt: common.createdAt,
    updatedAt: common.updatedAt,
  },
  (t) => [
    ...listIndexes('vehicle_tsbs', t),
    uniqueIndex('vehicle_tsbs_no_uq').on(sql`lower(${t.bulletinNo})`).where(live(t)),
    prefix('vehicle_tsbs_no_prefix_idx', t, t.bulletinNo),
    index('vehicle_tsbs_no_idx').on(t.bulletinNo, t.id).where(live(t)),
    index('vehicle_tsbs_brand_idx').on(t.brandId, t.id).where(live(t)),
    index('vehicle_tsbs_issue_idx').on(t.issueDate, t.id).where(live(t)),
  ],
);

export const vehicleDlcs = pgTable(
  'vehicle_dlcs',
  {
    ...common,
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id'),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to'),
    locationZh: varchar('location_zh', { length: 500 }),
    locationEn: varchar('location_en', { length: 500 }),
    imageId: uuid('image_id'),
  },
  (t) => [
    ...listIndexes('vehicle_dlcs', t),
    index('vehicle_dlcs_brand_idx').on(t.brandId, t.id).where(live(t)),
    index('vehicle_dlcs_model_idx').on(t.modelId, t.id).where(live(t)),
    index('vehicle_dlcs_year_idx').on(t.yearFrom, t.id).where(live(t)),
  ],
);

export const batteryStandards = pgTable(
  'vehicle_battery_standards',
  {
    ...common,
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    region: varchar('region', { length: 16 }).notNull(),
  },
  (t) => [
    ...listIndexes('vehicle_battery_standards', t),
    uniqueIndex('vehicle_battery_standards_code_uq').on(sql`lower(${t.code})`).where(live(t)),
    prefix('vehicle_battery_standards_code_prefix_idx', t, t.code),
    index('vehicle_battery_standards_code_idx').on(t.code, t.id).where(live(t)),
    index('vehicle_battery_standards_region_idx').on(t.region, t.id).where(live(t)),
  ],
);

export const vehicleBatteries = pgTable(
  'vehicle_batteries',
  {
    ...common,
    code: varchar('code', { length: 64 }).notNull(),
    standardId: integer('standard_id').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    voltage: smallint('voltage').notNull(),
    capacityAh: smallint('capacity_ah').notNull(),
    cca: smallint('cca'),
  },
  (t) => [
    ...listIndexes('vehicle_batteries', t),
    uniqueIndex('vehicle_batteries_code_uq').on(sql`lower(${t.code})`, t.standardId).where(live(t)),
    prefix('vehicle_batteries_code_prefix_idx', t, t.code),
    index('vehicle_batteries_code_idx').on(t.code, t.id).where(live(t)),
    index('vehicle_batteries_standard_idx').on(t.standardId, t.id).where(live(t)),
    index('vehicle_batteries_type_idx').on(t.type, t.id).where(live(t)),
  ],
);

export const marketingAds = pgTable(
  'vehicle_marketing_ads',
  {
    ...common,
    titleZh: varchar('title_zh', { length: 200 }),
    titleEn: varchar('title_en', { length: 200 }),
    placement: varchar('placement', { length: 16 }).notNull(),
    link: varchar('link', { length: 500 }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    imageId: uuid('image_id'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    ...listIndexes('vehicle_marketing_ads', t),
    index('vehicle_marketing_ads_placement_idx').on(t.placement, t.id).where(live(t)),
    index('vehicle_marketing_ads_enabled_idx').on(t.enabled, t.id).where(live(t)),
    index('vehicle_marketing_ads_start_idx').on(t.startDate, t.id).where(live(t)),
  ],
);

export const testableCars = pgTable(
  'vehicle_testable_cars',
  {
    ...common,
    productModel: varchar('product_model', { length: 64 }).notNull(),
    modelId: integer('model_id').notNull(),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    coverage: varchar('coverage', { length: 16 }).notNull(),
    functions: varchar('functions', { length: 500 }),
  },
  (t) => [
    ...listIndexes('vehicle_testable_cars', t),
    uniqueIndex('vehicle_testable_cars_uq').on(sql`lower(${t.productModel})`, t.modelId).where(live(t)),
    prefix('vehicle_testable_cars_pm_prefix_idx', t, t.productModel),
    index('vehicle_testable_cars_pm_idx').on(t.productModel, t.id).where(live(t)),
    index('vehicle_testable_cars_model_idx').on(t.modelId, t.id).where(live(t)),
    index('vehicle_testable_cars_coverage_idx').on(t.coverage, t.id).where(live(t)),
  ],
);
