import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The columns every revisioned configuration has beside its own fields (contracts config/revisions.ts); AI ask presets use them too. */
export const revisioned = () => ({
  id: serial('id').primaryKey(),
  /** new, confirmed, disabled (CFG-01: 0, 1, 2) */
  status: varchar('status', { length: 16 }).notNull(),
  /** the state of the revision not yet passed: none, draft, inReview, rejected */
  openRevision: varchar('open_revision', { length: 16 }).notNull().default('none'),
  /** the last passed revision (0 before the first pass) */
  appliedSeq: integer('applied_seq').notNull().default(0),
  createdBy: integer('created_by'),
  creatorName: varchar('creator_name', { length: 64 }),
  delFlag: boolean('del_flag').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** General configs: the values last passed; the revisions hold every change. */
export const generalConfigs = pgTable(
  'config_general',
  {
    ...revisioned(),
    configNo: varchar('config_no', { length: 32 }).notNull(),
    productModelIds: integer('product_model_ids').array().notNull(),
    softwarePackageNo: varchar('software_package_no', { length: 64 }).notNull(),
    functionPackageNo: varchar('function_package_no', { length: 64 }),
    skuCodes: varchar('sku_codes', { length: 64 }).array().notNull().default(sql`'{}'::varchar[]`),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('config_general_no_uq').on(t.configNo),
    index('config_general_no_prefix_idx').using('btree', sql`lower(${t.configNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_general_sw_prefix_idx').using('btree', sql`lower(${t.softwarePackageNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_general_fn_prefix_idx').using('btree', sql`lower(${t.functionPackageNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_general_models_idx').using('gin', t.productModelIds),
    index('config_general_status_idx').on(t.status, t.configNo).where(sql`${t.delFlag} = false`),
    index('config_general_open_idx').on(t.openRevision, t.configNo).where(sql`${t.delFlag} = false`),
    index('config_general_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('config_general_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** Product configuration packages (CFG-08). */
export const productConfigs = pgTable(
  'config_product',
  {
    ...revisioned(),
    packageNo: varchar('package_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    productModelId: integer('product_model_id').notNull(),
    softwarePackageNo: varchar('software_package_no', { length: 64 }).notNull(),
    firmware: varchar('firmware', { length: 64 }),
    activationType: varchar('activation_type', { length: 16 }).notNull(),
    brandCount: integer('brand_count').notNull(),
    manufacturer: varchar('manufacturer', { length: 128 }),
    goodsType: varchar('goods_type', { length: 16 }),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('config_product_no_uq').on(t.packageNo),
    index('config_product_no_prefix_idx').using('btree', sql`lower(${t.packageNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_product_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_product_sw_prefix_idx').using('btree', sql`lower(${t.softwarePackageNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_product_name_idx').on(t.name, t.id).where(sql`${t.delFlag} = false`),
    index('config_product_model_idx').on(t.productModelId, t.status),
    index('config_product_activation_idx').on(t.activationType, t.packageNo).where(sql`${t.delFlag} = false`),
    index('config_product_goods_idx').on(t.goodsType, t.packageNo).where(sql`${t.delFlag} = false`),
    index('config_product_status_idx').on(t.status, t.packageNo).where(sql`${t.delFlag} = false`),
    index('config_product_open_idx').on(t.openRevision, t.packageNo).where(sql`${t.delFlag} = false`),
    index('config_product_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('config_product_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** Function-mask configs: functions the devices of some product models must not offer. */
export const maskConfigs = pgTable(
  'config_mask',
  {
    ...revisioned(),
    maskNo: varchar('mask_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    productModelIds: integer('product_model_ids').array().notNull(),
    functionCodes: varchar('function_codes', { length: 64 }).array().notNull(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('config_mask_no_uq').on(t.maskNo),
    index('config_mask_no_prefix_idx').using('btree', sql`lower(${t.maskNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_mask_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_mask_models_idx').using('gin', t.productModelIds),
    index('config_mask_status_idx').on(t.status, t.maskNo).where(sql`${t.delFlag} = false`),
    index('config_mask_open_idx').on(t.openRevision, t.maskNo).where(sql`${t.delFlag} = false`),
    index('config_mask_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('config_mask_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** Software config packs (/configPack). */
export const configPacks = pgTable(
  'config_pack',
  {
    ...revisioned(),
    packNo: varchar('pack_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    productModelIds: integer('product_model_ids').array().notNull(),
    softwarePackageNo: varchar('software_package_no', { length: 64 }).notNull(),
    functionPackageNo: varchar('function_package_no', { length: 64 }),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('config_pack_no_uq').on(t.packNo),
    index('config_pack_no_prefix_idx').using('btree', sql`lower(${t.packNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_pack_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_pack_sw_prefix_idx').using('btree', sql`lower(${t.softwarePackageNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('config_pack_models_idx').using('gin', t.productModelIds),
    index('config_pack_status_idx').on(t.status, t.packNo).where(sql`${t.delFlag} = false`),
    index('config_pack_open_idx').on(t.openRevision, t.packNo).where(sql`${t.delFlag} = false`),
    index('config_pack_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('config_pack_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** Every revision of every revisioned configuration: its whole values, who wrote and decided it, what the reviewer saw. */
export const configRevisions = pgTable(
  'config_revisions',
  {
    id: serial('id').primaryKey(),
    /** general, product, mask, pack */
    kind: varchar('kind', { length: 16 }).notNull(),
    objectId: integer('object_id').notNull(),
    seq: integer('seq').notNull(),
    /** draft, inReview, passed, rejected */
    state: varchar('state', { length: 16 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    authorId: integer('author_id'),
    authorName: varchar('author_name', { length: 64 }),
    editorIds: integer('editor_ids').array().notNull().default(sql`'{}'::integer[]`),
    reviewerId: integer('reviewer_id'),
    reviewerName: varchar('reviewer_name', { length: 64 }),
    reason: varchar('reason', { length: 500 }),
    rollbackOf: integer('rollback_of'),
    blast: jsonb('blast').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('config_revisions_seq_uq').on(t.kind, t.objectId, t.seq),
    index('config_revisions_open_idx').on(t.kind, t.state).where(sql`${t.state} in ('draft', 'inReview', 'rejected')`),
  ],
);

/** Special configs per SN (CFG-04…07): on top of what the SN's general and product configs give it. */
export const specialConfigs = pgTable(
  'config_special',
  {
    id: serial('id').primaryKey(),
    sn: varchar('sn', { length: 64 }).notNull(),
    channelId: integer('channel_id'),
    effectType: varchar('effect_type', { length: 16 }).notNull(),
    effectAt: timestamp('effect_at', { withTimezone: true }).notNull(),
    durationDays: integer('duration_days').notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    orderType: varchar('order_type', { length: 16 }).notNull(),
    softwarePackageNo: varchar('software_package_no', { length: 64 }),
    functionPackageNo: varchar('function_package_no', { length: 64 }),
    brandCount: integer('brand_count'),
    remark: varchar('remark', { length: 500 }),
    /** new, confirmed, disabled */
    status: varchar('status', { length: 16 }).notNull(),
    createdBy: integer('created_by'),
    /** when the effects job recorded that it took effect / expired (each once, across instances) */
    effectNotedAt: timestamp('effect_noted_at', { withTimezone: true }),
    expiryNotedAt: timestamp('expiry_noted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('config_special_pending_idx').on(t.effectAt, t.id).where(sql`${t.status} = 'confirmed' and ${t.expiryNotedAt} is null`),
    index('config_special_sn_idx').on(sql`lower(${t.sn})`, t.effectAt),
    index('config_special_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
    index('config_special_effect_idx').on(t.effectAt, t.id),
    index('config_special_channel_idx').on(t.channelId, t.effectAt),
    index('config_special_type_idx').on(t.effectType, t.effectAt),
    index('config_special_order_idx').on(t.orderType, t.effectAt),
    index('config_special_status_idx').on(t.status, t.effectAt),
    index('config_special_created_idx').on(t.createdAt, t.id),
    index('config_special_updated_idx').on(t.updatedAt, t.id),
  ],
);
