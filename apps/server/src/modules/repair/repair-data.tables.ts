import { type SQL, sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, type PgColumn, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Repair data (contracts repair/repair-data-*.ts): tasks, materials, data items, internal and
 * external fault codes, associated vehicles (brand and model ids of the vehicle area's basic data).
 */
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

export const repairTasks = pgTable(
  'repair_tasks',
  {
    ...common,
    name: varchar('name', { length: 128 }).notNull(),
    taskType: varchar('task_type', { length: 16 }).notNull(),
    repairDataId: integer('repair_data_id'),
    assignee: varchar('assignee', { length: 128 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 500 }),
    /** todo, inProgress, submitted, done, cancelled */
    status: varchar('status', { length: 16 }).notNull(),
    /** who created it: they never approve or reject it */
    createdBy: integer('created_by'),
    creatorName: varchar('creator_name', { length: 64 }),
  },
  (t) => [
    ...listIndexes('repair_tasks', t),
    prefix('repair_tasks_name_prefix_idx', t, t.name),
    prefix('repair_tasks_assignee_prefix_idx', t, t.assignee),
    index('repair_tasks_name_idx').on(t.name, t.id).where(live(t)),
    index('repair_tasks_assignee_idx').on(t.assignee, t.id).where(live(t)),
    index('repair_tasks_due_idx').on(t.dueDate, t.id).where(live(t)),
    index('repair_tasks_type_idx').on(t.taskType, t.id).where(live(t)),
    index('repair_tasks_status_idx').on(t.status, t.id).where(live(t)),
  ],
);

export const repairMaterials = pgTable(
  'repair_materials',
  {
    ...common,
    nameZh: varchar('name_zh', { length: 128 }),
    nameEn: varchar('name_en', { length: 128 }),
    repairType: varchar('repair_type', { length: 16 }).notNull(),
    content: text('content'),
    attachmentIds: jsonb('attachment_ids').$type<string[]>(),
  },
  (t) => [
    ...listIndexes('repair_materials', t),
    prefix('repair_materials_name_zh_prefix_idx', t, t.nameZh),
    prefix('repair_materials_name_en_prefix_idx', t, t.nameEn),
    index('repair_materials_name_zh_idx').on(t.nameZh, t.id).where(live(t)),
    index('repair_materials_name_en_idx').on(t.nameEn, t.id).where(live(t)),
    index('repair_materials_type_idx').on(t.repairType, t.id).where(live(t)),
  ],
);

export const repairDataItems = pgTable(
  'repair_data_items',
  {
    ...common,
    dataName: varchar('data_name', { length: 128 }).notNull(),
    repairType: varchar('repair_type', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    ...listIndexes('repair_data_items', t),
    uniqueIndex('repair_data_items_name_uq').on(sql`lower(${t.dataName})`).where(live(t)),
    prefix('repair_data_items_name_prefix_idx', t, t.dataName),
    index('repair_data_items_name_idx').on(t.dataName, t.id).where(live(t)),
    index('repair_data_items_type_idx').on(t.repairType, t.id).where(live(t)),
  ],
);

export const repairFaultCodesIn = pgTable(
  'repair_fault_codes_in',
  {
    ...common,
    code: varchar('code', { length: 64 }).notNull(),
    descriptionZh: varchar('description_zh', { length: 500 }),
    descriptionEn: varchar('description_en', { length: 500 }),
    repairType: varchar('repair_type', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    ...listIndexes('repair_fault_codes_in', t),
    uniqueIndex('repair_fault_codes_in_code_uq').on(sql`lower(${t.code})`).where(live(t)),
    prefix('repair_fault_codes_in_code_prefix_idx', t, t.code),
    prefix('repair_fault_codes_in_desc_zh_prefix_idx', t, t.descriptionZh),
    prefix('repair_fault_codes_in_desc_en_prefix_idx', t, t.descriptionEn),
    index('repair_fault_codes_in_code_idx').on(t.code, t.id).where(live(t)),
    index('repair_fault_codes_in_type_idx').on(t.repairType, t.id).where(live(t)),
  ],
);

export const repairFaultCodesOut = pgTable(
  'repair_fault_codes_out',
  {
    ...common,
    repairDataId: integer('repair_data_id').notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    descriptionZh: varchar('description_zh', { length: 500 }),
    descriptionEn: varchar('description_en', { length: 500 }),
    internalCode: varchar('internal_code', { length: 64 }),
  },
  (t) => [
    ...listIndexes('repair_fault_codes_out', t),
    uniqueIndex('repair_fault_codes_out_code_uq').on(t.repairDataId, sql`lower(${t.code})`).where(live(t)),
    prefix('repair_fault_codes_out_code_prefix_idx', t, t.code),
    prefix('repair_fault_codes_out_internal_prefix_idx', t, t.internalCode),
    index('repair_fault_codes_out_code_idx').on(t.code, t.id).where(live(t)),
    index('repair_fault_codes_out_data_idx').on(t.repairDataId, t.id).where(live(t)),
  ],
);

export const repairVehicles = pgTable(
  'repair_vehicles',
  {
    ...common,
    repairDataId: integer('repair_data_id').notNull(),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id').notNull(),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
  },
  (t) => [
    ...listIndexes('repair_vehicles', t),
    uniqueIndex('repair_vehicles_model_uq').on(t.repairDataId, t.modelId).where(live(t)),
    index('repair_vehicles_data_idx').on(t.repairDataId, t.id).where(live(t)),
    index('repair_vehicles_brand_idx').on(t.brandId, t.id).where(live(t)),
    index('repair_vehicles_model_idx').on(t.modelId, t.id).where(live(t)),
    index('repair_vehicles_year_idx').on(t.yearFrom, t.id).where(live(t)),
  ],
);
