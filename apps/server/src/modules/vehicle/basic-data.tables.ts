import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The basic data (contracts vehicle/basic-data.ts): one table per kind with the declaration's
 * fields, the names of every item by language in `vehicle_names` (uniqueness per kind and
 * language, prefix search), and every saved version of an item in `vehicle_item_versions`.
 * A merged item keeps its row and code (old identifiers resolve through `merged_into`).
 * The prefix indexes are not partial: PostgreSQL keeps statistics on their expressions.
 */
type LangName = { lang: string; name: string };

const itemColumns = () => ({
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull(),
  names: jsonb('names').$type<LangName[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  mergedInto: integer('merged_into'),
  delFlag: boolean('del_flag').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const itemIndexes = (name: string) => (t: { code: never; delFlag: never; enabled: never; createdAt: never; updatedAt: never; id: never }) => [
  uniqueIndex(`${name}_code_uq`).on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
  index(`${name}_code_prefix_idx`).using('btree', sql`lower(${t.code}) text_pattern_ops`),
  index(`${name}_code_idx`).on(t.code, t.id).where(sql`${t.delFlag} = false`),
  index(`${name}_enabled_idx`).on(t.enabled, t.code).where(sql`${t.delFlag} = false`),
  index(`${name}_created_idx`).on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
  index(`${name}_updated_idx`).on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
];

export const vehicleTypes = pgTable('vehicle_types', itemColumns(), (t) => itemIndexes('vehicle_types')(t as never));
export const vehicleBrands = pgTable('vehicle_brands', itemColumns(), (t) => itemIndexes('vehicle_brands')(t as never));
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    ...itemColumns(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => vehicleBrands.id),
    typeId: integer('type_id').references(() => vehicleTypes.id),
  },
  (t) => [
    ...itemIndexes('vehicle_models')(t as never),
    index('vehicle_models_brand_idx').on(t.brandId, t.code).where(sql`${t.delFlag} = false`),
    index('vehicle_models_type_idx').on(t.typeId, t.code).where(sql`${t.delFlag} = false`),
  ],
);
export const vehicleAttrs = pgTable(
  'vehicle_attrs',
  { ...itemColumns(), attrValues: jsonb('attr_values').$type<Array<{ names: LangName[] }>>().notNull() },
  (t) => itemIndexes('vehicle_attrs')(t as never),
);

/** The names of live items (merged ones leave): one name per kind, language and lowered text (VEH-02). */
export const vehicleNames = pgTable(
  'vehicle_names',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    itemId: integer('item_id').notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
  },
  (t) => [
    uniqueIndex('vehicle_names_uq').on(t.kind, t.lang, sql`lower(${t.name})`),
    index('vehicle_names_prefix_idx').using('btree', t.kind, sql`lower(${t.name}) text_pattern_ops`),
    index('vehicle_names_item_idx').on(t.kind, t.itemId),
  ],
);

/** Every saved version of an item: who saved it, what it held, what changed. */
export const vehicleItemVersions = pgTable(
  'vehicle_item_versions',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    itemId: integer('item_id').notNull(),
    version: integer('version').notNull(),
    /** create, update, enable, disable, merge, mergedInto (a target that gained references), moved */
    action: varchar('action', { length: 16 }).notNull(),
    authorId: integer('author_id'),
    authorName: varchar('author_name', { length: 64 }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vehicle_item_versions_item_idx').on(t.kind, t.itemId, t.id)],
);
