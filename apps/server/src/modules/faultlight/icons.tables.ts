import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, type PgColumn, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Fault-light icons and their details per brand and model (contracts faultlight/icons-declarations.ts). */
const common = {
  id: serial('id').primaryKey(),
  delFlag: boolean('del_flag').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const live = (t: { delFlag: PgColumn }): SQL => sql`${t.delFlag} = false`;
const listIndexes = (name: string, t: { delFlag: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; id: PgColumn }) => [
  index(`${name}_created_idx`).on(t.createdAt, t.id).where(live(t)),
  index(`${name}_updated_idx`).on(t.updatedAt, t.id).where(live(t)),
];
const prefix = (name: string, t: { delFlag: PgColumn }, c: PgColumn) => index(name).using('btree', sql`lower(${c}) text_pattern_ops`).where(live(t));

export const faultLightIcons = pgTable(
  'faultlight_icons',
  {
    ...common,
    serialNumber: varchar('serial_number', { length: 64 }).notNull(),
    imageId: uuid('image_id').notNull(),
    nameZh: varchar('name_zh', { length: 128 }),
    nameEn: varchar('name_en', { length: 128 }),
    category: varchar('category', { length: 16 }).notNull(),
    color: varchar('color', { length: 16 }).notNull(),
    meaningZh: varchar('meaning_zh', { length: 2000 }),
    meaningEn: varchar('meaning_en', { length: 2000 }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    ...listIndexes('faultlight_icons', t),
    uniqueIndex('faultlight_icons_serial_uq').on(sql`lower(${t.serialNumber})`).where(live(t)),
    prefix('faultlight_icons_serial_prefix_idx', t, t.serialNumber),
    prefix('faultlight_icons_name_zh_prefix_idx', t, t.nameZh),
    prefix('faultlight_icons_name_en_prefix_idx', t, t.nameEn),
    index('faultlight_icons_serial_idx').on(t.serialNumber, t.id).where(live(t)),
    index('faultlight_icons_name_zh_idx').on(t.nameZh, t.id).where(live(t)),
    index('faultlight_icons_name_en_idx').on(t.nameEn, t.id).where(live(t)),
    index('faultlight_icons_category_idx').on(t.category, t.id).where(live(t)),
    index('faultlight_icons_color_idx').on(t.color, t.id).where(live(t)),
    index('faultlight_icons_enabled_idx').on(t.enabled, t.id).where(live(t)),
  ],
);

export const faultLightDetails = pgTable(
  'faultlight_details',
  {
    ...common,
    serialNumber: varchar('serial_number', { length: 64 }).notNull(),
    iconSerialNumber: varchar('icon_serial_number', { length: 64 }).notNull(),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id'),
    meaningZh: varchar('meaning_zh', { length: 2000 }),
    meaningEn: varchar('meaning_en', { length: 2000 }),
    actionZh: varchar('action_zh', { length: 2000 }),
    actionEn: varchar('action_en', { length: 2000 }),
  },
  (t) => [
    ...listIndexes('faultlight_details', t),
    uniqueIndex('faultlight_details_serial_uq').on(sql`lower(${t.serialNumber})`).where(live(t)),
    prefix('faultlight_details_serial_prefix_idx', t, t.serialNumber),
    prefix('faultlight_details_icon_prefix_idx', t, t.iconSerialNumber),
    index('faultlight_details_serial_idx').on(t.serialNumber, t.id).where(live(t)),
    index('faultlight_details_icon_idx').on(sql`lower(${t.iconSerialNumber})`, t.id).where(live(t)),
    index('faultlight_details_brand_idx').on(t.brandId, t.id).where(live(t)),
    index('faultlight_details_model_idx').on(t.modelId, t.id).where(live(t)),
  ],
);
