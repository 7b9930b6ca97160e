import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, type PgColumn, type PgColumnBuilderBase, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The configuration area's simpler objects (contracts config/legacy-permissions.ts lists them):
 * a column per declared field, the version and the times, and an index for each filter and sort.
 */
type Indexed<C> = { prefix?: (keyof C & string)[]; sorted?: (keyof C & string)[]; unique?: keyof C & string };
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function kitTable<const C extends Record<string, PgColumnBuilderBase>>(name: string, columns: C, ix: Indexed<C>) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...columns,
      version: integer('version').notNull().default(1),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => {
      const col = (k: string) => (t as unknown as Record<string, PgColumn>)[k]!;
      return [
        // a prefix of the text (lower(col) text_pattern_ops), the sorts and exact filters (col, id), the time columns
        ...(ix.prefix ?? []).map((k) => index(`${name}_${snake(k)}_prefix_idx`).using('btree', sql`lower(${col(k)}) text_pattern_ops`)),
        ...(ix.sorted ?? []).map((k) => index(`${name}_${snake(k)}_idx`).on(col(k), t.id)),
        ...(ix.unique ? [uniqueIndex(`${name}_${snake(ix.unique)}_uq`).on(sql`lower(${col(ix.unique)})`)] : []),
        index(`${name}_created_idx`).on(t.createdAt, t.id),
        index(`${name}_updated_idx`).on(t.updatedAt, t.id),
      ];
    },
  );
}

const code = (n: string) => varchar(n, { length: 64 });
const name = (n: string) => varchar(n, { length: 128 });
const remark = () => varchar('remark', { length: 500 });
const status = () => varchar('status', { length: 16 }).notNull();
const at = (n: string) => timestamp(n, { withTimezone: true });

/** Old general SN configs and legacy general configs: the same columns. */
const generalColumns = () => ({
  name: name('name').notNull(),
  productModel: code('product_model').notNull(),
  softwarePackageNo: code('software_package_no').notNull(),
  functionPackageNo: code('function_package_no'),
  remark: remark(),
  status: status(),
});
const generalIndexes = (): Indexed<ReturnType<typeof generalColumns>> => ({
  prefix: ['name', 'productModel', 'softwarePackageNo'],
  sorted: ['name', 'productModel', 'status'],
});
export const snCommonConfigs = kitTable('sn_common_configs', generalColumns(), generalIndexes());
export const legacyGeneralConfigs = kitTable('legacy_general_configs', generalColumns(), generalIndexes());

export const snSpecialConfigs = kitTable(
  'sn_special_configs',
  {
    sn: code('sn').notNull(),
    channel: code('channel'),
    effectAt: at('effect_at').notNull(),
    durationDays: integer('duration_days').notNull(),
    effectType: varchar('effect_type', { length: 16 }).notNull(),
    orderType: varchar('order_type', { length: 16 }),
    remark: remark(),
    status: status(),
  },
  { prefix: ['sn', 'channel'], sorted: ['sn', 'effectType', 'orderType', 'status'] },
);

export const legacySpecialConfigs = kitTable(
  'legacy_special_configs',
  {
    sn: code('sn').notNull(),
    channel: code('channel'),
    effectAt: at('effect_at').notNull(),
    durationDays: integer('duration_days').notNull(),
    softwarePackageNo: code('software_package_no'),
    remark: remark(),
    status: status(),
  },
  { prefix: ['sn', 'channel'], sorted: ['sn', 'status'] },
);

export const functionConfigs = kitTable(
  'function_configs',
  {
    seqNo: code('seq_no').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    channel: code('channel'),
    effectAt: at('effect_at').notNull(),
    durationDays: integer('duration_days').notNull(),
    remark: remark(),
    status: status(),
    /** who wrote it: they may not pass or reject it */
    createdBy: integer('created_by'),
    creatorName: varchar('creator_name', { length: 64 }),
  },
  { prefix: ['seqNo', 'channel'], sorted: ['seqNo', 'type', 'status'] },
);

export const productConfigurations = kitTable(
  'product_configurations',
  {
    name: name('name').notNull(),
    productModel: code('product_model').notNull(),
    firmware: code('firmware'),
    softwarePackageNo: code('software_package_no').notNull(),
    remark: remark(),
  },
  { prefix: ['name', 'productModel', 'softwarePackageNo'], sorted: ['name', 'productModel'] },
);

export const productModelConfigurations = kitTable(
  'product_model_configurations',
  {
    productModel: code('product_model').notNull(),
    activationType: varchar('activation_type', { length: 16 }).notNull(),
    brandCount: integer('brand_count').notNull(),
    remark: remark(),
  },
  { prefix: ['productModel'], sorted: ['productModel', 'activationType'], unique: 'productModel' },
);

export const appFunctions = kitTable(
  'app_functions',
  { code: code('code').notNull(), nameZh: name('name_zh').notNull(), nameEn: name('name_en').notNull(), enabled: boolean('enabled').notNull() },
  { prefix: ['code', 'nameZh', 'nameEn'], sorted: ['code', 'enabled'], unique: 'code' },
);

export const oemDevices = kitTable(
  'oem_devices',
  {
    sn: code('sn').notNull(),
    customer: name('customer').notNull(),
    productModel: code('product_model').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    remark: remark(),
  },
  { prefix: ['sn', 'customer', 'productModel'], sorted: ['sn', 'customer', 'validUntil'], unique: 'sn' },
);

export const packingRecords = kitTable(
  'packing_records',
  {
    taskNo: code('task_no').notNull(),
    boxNo: code('box_no').notNull(),
    packDate: date('pack_date', { mode: 'string' }).notNull(),
    source: name('source'),
    productionPlan: code('production_plan'),
    productModel: code('product_model').notNull(),
    sequence: integer('sequence').notNull(),
    packer: name('packer'),
    unbinder: name('unbinder'),
    status: status(),
  },
  { prefix: ['taskNo', 'boxNo', 'productionPlan', 'productModel'], sorted: ['taskNo', 'boxNo', 'packDate', 'status'] },
);

export const packagingRecords = kitTable(
  'packaging_records',
  {
    taskNo: code('task_no').notNull(),
    hostSn: code('host_sn').notNull(),
    hostSku: code('host_sku').notNull(),
    keySn: code('key_sn').notNull(),
    unbindReason: varchar('unbind_reason', { length: 500 }),
    status: status(),
  },
  { prefix: ['taskNo', 'hostSn', 'hostSku', 'keySn'], sorted: ['taskNo', 'hostSn', 'status'] },
);

export const odmProductConfigs = kitTable(
  'odm_product_configs',
  {
    seqNo: code('seq_no').notNull(),
    productModel: code('product_model').notNull(),
    channel: code('channel'),
    effectAt: at('effect_at').notNull(),
    durationDays: integer('duration_days').notNull(),
    remark: remark(),
    status: status(),
  },
  { prefix: ['seqNo', 'productModel', 'channel'], sorted: ['seqNo', 'productModel', 'status'] },
);
