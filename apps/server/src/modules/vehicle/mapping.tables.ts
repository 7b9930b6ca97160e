import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The providers' catalogue entries (contracts vehicle/mapping.ts): one row per provider, kind and
 * code; the columns are the declaration's fields.
 */
export const vehicleProviderEntries = pgTable(
  'vehicle_provider_entries',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    parentCode: varchar('parent_code', { length: 128 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_provider_entries_uq').on(t.provider, t.kind, sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_parent_prefix_idx').using('btree', sql`lower(${t.parentCode}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_kind_idx').on(t.kind, t.provider, t.code).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_provider_idx').on(t.provider, t.code).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_code_idx').on(t.code, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_name_idx').on(t.name, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_provider_entries_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/**
 * Mapping sets: a draft collects changes; publishing makes it the current mapping as a whole
 * (status published; the one before becomes superseded) and it never changes again.
 */
export const vehicleMappingSets = pgTable(
  'vehicle_mapping_sets',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    /** draft, published (the current mapping), superseded */
    status: varchar('status', { length: 16 }).notNull(),
    /** the current set when the draft was started (its diff is against it; publishing needs it still current) */
    baseSetId: integer('base_set_id'),
    restoredFrom: integer('restored_from'),
    lineCount: integer('line_count'),
    added: integer('added'),
    changed: integer('changed'),
    removed: integer('removed'),
    createdBy: integer('created_by'),
    creatorName: varchar('creator_name', { length: 64 }),
    publisherName: varchar('publisher_name', { length: 64 }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_mapping_sets_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('vehicle_mapping_sets_name_idx').on(t.name, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_mapping_sets_status_idx').on(t.status, t.createdAt).where(sql`${t.delFlag} = false`),
    index('vehicle_mapping_sets_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_mapping_sets_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** The mappings of a set: one per provider entry (the entry's kind kept for the bound and merge checks). */
export const vehicleMappingLines = pgTable(
  'vehicle_mapping_lines',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => vehicleMappingSets.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => vehicleProviderEntries.id),
    kind: varchar('kind', { length: 8 }).notNull(),
    ourId: integer('our_id').notNull(),
  },
  (t) => [
    uniqueIndex('vehicle_mapping_lines_uq').on(t.setId, t.entryId),
    index('vehicle_mapping_lines_our_idx').on(t.kind, t.ourId),
    index('vehicle_mapping_lines_entry_idx').on(t.entryId),
  ],
);
