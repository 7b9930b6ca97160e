import type { TTopologyNode } from '@diagops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, type PgColumn, pgTable, serial, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Vehicle services, motorcycle wiring, operation manuals, short codes, ADAS basic data and data,
 * topology basic data and maps (contracts vehicle/extras-*.ts). Brands and models are ids of our
 * basic data (basic-data.service: names, merges, the "bound" check).
 */
const common = {
  id: serial('id').primaryKey(),
  delFlag: boolean('del_flag').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const remark = { remark: varchar('remark', { length: 500 }) };
const live = (t: { delFlag: PgColumn }): SQL => sql`${t.delFlag} = false`;
const listIndexes = (name: string, t: { delFlag: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; id: PgColumn }) => [
  index(`${name}_created_idx`).on(t.createdAt, t.id).where(live(t)),
  index(`${name}_updated_idx`).on(t.updatedAt, t.id).where(live(t)),
];
const prefix = (name: string, t: { delFlag: PgColumn }, c: PgColumn) => index(name).using('btree', sql`lower(${c}) text_pattern_ops`).where(live(t));
const eqIdx = (name: string, t: { delFlag: PgColumn; id: PgColumn }, c: PgColumn) => index(name).on(c, t.id).where(live(t));

export const vehicleServices = pgTable(
  'vehicle_services',
  {
    ...common,
    ...remark,
    serviceType: varchar('service_type', { length: 16 }).notNull(),
    nameZh: varchar('name_zh', { length: 200 }),
    nameEn: varchar('name_en', { length: 200 }),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id'),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
  },
  (t) => [
    ...listIndexes('vehicle_services', t),
    eqIdx('vehicle_services_type_idx', t, t.serviceType),
    eqIdx('vehicle_services_brand_idx', t, t.brandId),
    eqIdx('vehicle_services_model_idx', t, t.modelId),
    prefix('vehicle_services_name_zh_prefix_idx', t, t.nameZh),
    prefix('vehicle_services_name_en_prefix_idx', t, t.nameEn),
    // one service of a kind and name per brand and model
    uniqueIndex('vehicle_services_uq')
      .on(t.brandId, sql`coalesce(${t.modelId}, 0)`, t.serviceType, sql`coalesce(lower(${t.nameZh}), '')`, sql`coalesce(lower(${t.nameEn}), '')`)
      .where(live(t)),
  ],
);

export const motorcycleWires = pgTable(
  'vehicle_motorcycle_wires',
  {
    ...common,
    ...remark,
    title: varchar('title', { length: 200 }).notNull(),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id'),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [
    ...listIndexes('vehicle_motorcycle_wires', t),
    prefix('vehicle_motorcycle_wires_title_prefix_idx', t, t.title),
    index('vehicle_motorcycle_wires_title_idx').on(t.title, t.id).where(live(t)),
    eqIdx('vehicle_motorcycle_wires_brand_idx', t, t.brandId),
    eqIdx('vehicle_motorcycle_wires_model_idx', t, t.modelId),
  ],
);

export const operationManuals = pgTable(
  'vehicle_operation_manuals',
  {
    ...common,
    ...remark,
    productModel: varchar('product_model', { length: 64 }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    manualVersion: varchar('manual_version', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [
    ...listIndexes('vehicle_operation_manuals', t),
    prefix('vehicle_operation_manuals_model_prefix_idx', t, t.productModel),
    index('vehicle_operation_manuals_model_idx').on(t.productModel, t.id).where(live(t)),
    prefix('vehicle_operation_manuals_title_prefix_idx', t, t.title),
    eqIdx('vehicle_operation_manuals_language_idx', t, t.language),
    uniqueIndex('vehicle_operation_manuals_uq').on(t.productModel, t.language, t.manualVersion).where(live(t)),
  ],
);

export const shortCodes = pgTable(
  'vehicle_short_codes',
  {
    ...common,
    ...remark,
    shortCode: varchar('short_code', { length: 64 }).notNull(),
    longValue: varchar('long_value', { length: 200 }).notNull(),
    meaningZh: varchar('meaning_zh', { length: 500 }),
    meaningEn: varchar('meaning_en', { length: 500 }),
    brandId: integer('brand_id').notNull(),
  },
  (t) => [
    ...listIndexes('vehicle_short_codes', t),
    prefix('vehicle_short_codes_code_prefix_idx', t, t.shortCode),
    index('vehicle_short_codes_code_idx').on(t.shortCode, t.id).where(live(t)),
    prefix('vehicle_short_codes_long_prefix_idx', t, t.longValue),
    eqIdx('vehicle_short_codes_brand_idx', t, t.brandId),
    // one meaning per code and brand
    uniqueIndex('vehicle_short_codes_uq').on(t.brandId, sql`lower(${t.shortCode})`).where(live(t)),
  ],
);

export const adasBasics = pgTable(
  'vehicle_adas_basics',
  {
    ...common,
    kind: varchar('kind', { length: 16 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }),
    nameEn: varchar('name_en', { length: 128 }),
  },
  (t) => [
    ...listIndexes('vehicle_adas_basics', t),
    eqIdx('vehicle_adas_basics_kind_idx', t, t.kind),
    prefix('vehicle_adas_basics_code_prefix_idx', t, t.code),
    index('vehicle_adas_basics_code_idx').on(t.code, t.id).where(live(t)),
    uniqueIndex('vehicle_adas_basics_uq').on(t.kind, sql`lower(${t.code})`).where(live(t)),
  ],
);

export const adasData = pgTable(
  'vehicle_adas_data',
  {
    ...common,
    ...remark,
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id'),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    systemTypeId: integer('system_type_id').notNull(),
    calibrationTypeId: integer('calibration_type_id').notNull(),
    locationZh: varchar('location_zh', { length: 500 }),
    locationEn: varchar('location_en', { length: 500 }),
    fileId: uuid('file_id'),
  },
  (t) => [
    ...listIndexes('vehicle_adas_data', t),
    eqIdx('vehicle_adas_data_brand_idx', t, t.brandId),
    eqIdx('vehicle_adas_data_model_idx', t, t.modelId),
    eqIdx('vehicle_adas_data_system_idx', t, t.systemTypeId),
    eqIdx('vehicle_adas_data_calibration_idx', t, t.calibrationTypeId),
  ],
);

export const topologyBasics = pgTable(
  'vehicle_topology_basics',
  {
    ...common,
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }),
    nameEn: varchar('name_en', { length: 128 }),
    category: varchar('category', { length: 16 }).notNull(),
  },
  (t) => [
    ...listIndexes('vehicle_topology_basics', t),
    prefix('vehicle_topology_basics_code_prefix_idx', t, t.code),
    index('vehicle_topology_basics_code_idx').on(t.code, t.id).where(live(t)),
    prefix('vehicle_topology_basics_name_zh_prefix_idx', t, t.nameZh),
    prefix('vehicle_topology_basics_name_en_prefix_idx', t, t.nameEn),
    eqIdx('vehicle_topology_basics_category_idx', t, t.category),
    uniqueIndex('vehicle_topology_basics_uq').on(sql`lower(${t.code})`).where(live(t)),
  ],
);

export const topologyMaps = pgTable(
  'vehicle_topology_maps',
  {
    ...common,
    ...remark,
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id').notNull(),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    nodes: jsonb('nodes').$type<TTopologyNode[]>().notNull(),
  },
  (t) => [
    ...listIndexes('vehicle_topology_maps', t),
    eqIdx('vehicle_topology_maps_brand_idx', t, t.brandId),
    eqIdx('vehicle_topology_maps_model_idx', t, t.modelId),
  ],
);
