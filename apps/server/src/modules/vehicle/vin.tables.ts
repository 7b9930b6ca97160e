import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The VIN rules (contracts vehicle/vin.ts): a WMI, optionally a VDS pattern (positions 4–8, * any)
 * and a model-year range, mapped onto our brand, model and type (basic data ids).
 */
export const vinRules = pgTable(
  'vehicle_vin_rules',
  {
    id: serial('id').primaryKey(),
    wmi: varchar('wmi', { length: 3 }).notNull(),
    vdsPattern: varchar('vds_pattern', { length: 5 }),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id'),
    typeId: integer('type_id'),
    remark: varchar('remark', { length: 500 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the analysis reads the rules of a WMI; the list filters and sorts
    index('vehicle_vin_rules_wmi_idx').on(t.wmi, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_vin_rules_wmi_prefix_idx').using('btree', sql`lower(${t.wmi}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('vehicle_vin_rules_vds_prefix_idx').using('btree', sql`lower(${t.vdsPattern}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('vehicle_vin_rules_year_idx').on(t.yearFrom, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_vin_rules_brand_idx').on(t.brandId, t.wmi).where(sql`${t.delFlag} = false`),
    index('vehicle_vin_rules_model_idx').on(t.modelId, t.wmi).where(sql`${t.delFlag} = false`),
    index('vehicle_vin_rules_type_idx').on(t.typeId, t.wmi).where(sql`${t.delFlag} = false`),
    index('vehicle_vin_rules_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_vin_rules_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);
