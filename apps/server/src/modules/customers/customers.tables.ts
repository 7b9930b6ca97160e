import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Customers (app users): kept apart from staff users, with their own tokens. Every list index
 * is partial on live rows (del_flag = false). Searches: e-mail prefix on lower(email)
 * text_pattern_ops; phone suffix as a prefix of the reversed phone (phone_rev).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** the sign-in name: the e-mail or the phone it signed up with */
    account: varchar('account', { length: 128 }).notNull(),
    email: varchar('email', { length: 128 }),
    phone: varchar('phone', { length: 32 }),
    /** the phone reversed: a suffix search is a prefix search on it */
    phoneRev: varchar('phone_rev', { length: 32 }),
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 64 }),
    nickname: varchar('nickname', { length: 64 }),
    avatar: varchar('avatar', { length: 512 }),
    /** male | female | unknown */
    sex: varchar('sex', { length: 8 }).notNull().default('unknown'),
    /** ISO 3166 alpha-2 */
    country: varchar('country', { length: 2 }),
    /** normal | beta (USER-09) */
    classification: varchar('classification', { length: 8 }).notNull().default('normal'),
    /** app | web | staff | forecast | import */
    source: varchar('source', { length: 16 }).notNull().default('app'),
    /** enabled | disabled */
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    softCode: varchar('soft_code', { length: 64 }),
    /** personal | business */
    userType: varchar('user_type', { length: 16 }),
    industry: varchar('industry', { length: 64 }),
    identity: varchar('identity', { length: 64 }),
    language: varchar('language', { length: 8 }).notNull().default('zh-CN'),
    /** the product the customer registered through (the list's productId filter) */
    productId: integer('product_id'),
    points: integer('points').notNull().default(0),
    /** USER-10 "bound SN count": the devices the customer owns, kept by the devices area in each device action's transaction */
    boundSnCount: integer('bound_sn_count').notNull().default(0),
    /** none | pending | passed | rejected */
    sfdStatus: varchar('sfd_status', { length: 16 }).notNull().default('none'),
    sfdFront: varchar('sfd_front', { length: 512 }),
    sfdBack: varchar('sfd_back', { length: 512 }),
    sfdRemark: varchar('sfd_remark', { length: 500 }),
    remark: varchar('remark', { length: 500 }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_account_uq').on(sql`lower(${t.account})`).where(sql`${t.delFlag} = false`),
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`).where(sql`${t.delFlag} = false and ${t.email} is not null`),
    uniqueIndex('customers_phone_uq').on(t.phone).where(sql`${t.delFlag} = false and ${t.phone} is not null`),
    index('customers_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('customers_account_prefix_idx').using('btree', sql`lower(${t.account}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('customers_phone_rev_idx').using('btree', sql`${t.phoneRev} text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('customers_registered_idx').on(t.registeredAt).where(sql`${t.delFlag} = false`),
    index('customers_country_idx').on(t.country, t.registeredAt).where(sql`${t.delFlag} = false`),
    index('customers_class_idx').on(t.classification, t.registeredAt).where(sql`${t.delFlag} = false`),
    index('customers_status_idx').on(t.status, t.registeredAt).where(sql`${t.delFlag} = false`),
    index('customers_product_idx').on(t.productId, t.registeredAt).where(sql`${t.delFlag} = false`),
    index('customers_bound_sn_idx').on(t.boundSnCount, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** A customer's addresses; at most one default each. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    firstName: varchar('first_name', { length: 64 }).notNull(),
    lastName: varchar('last_name', { length: 64 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    province: varchar('province', { length: 64 }),
    city: varchar('city', { length: 64 }),
    detail: varchar('detail', { length: 255 }).notNull(),
    postcode: varchar('postcode', { length: 16 }),
    phone: varchar('phone', { length: 32 }),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.id),
    uniqueIndex('customer_addresses_default_uq').on(t.customerId).where(sql`${t.isDefault} = true`),
  ],
);

/** Labels staff give customers (label management); a customer holds at most 10. */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    nameZh: varchar('name_zh', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }).notNull(),
    color: varchar('color', { length: 16 }).notNull().default('blue'),
    remark: varchar('remark', { length: 500 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('labels_name_zh_uq').on(sql`lower(${t.nameZh})`).where(sql`${t.delFlag} = false`),
    uniqueIndex('labels_name_en_uq').on(sql`lower(${t.nameEn})`).where(sql`${t.delFlag} = false`),
    index('labels_created_idx').on(t.createdAt).where(sql`${t.delFlag} = false`),
  ],
);

export const customerLabels = pgTable(
  'customer_labels',
  {
    customerId: integer('customer_id').notNull(),
    labelId: integer('label_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.labelId] }), index('customer_labels_label_idx').on(t.labelId, t.customerId)],
);

/** Every change of a customer's points, with the balance after it. */
export const pointsMovements = pgTable(
  'points_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: varchar('reason', { length: 255 }).notNull(),
    actorKind: varchar('actor_kind', { length: 8 }).notNull(),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_movements_customer_idx').on(t.customerId, t.createdAt)],
);

/** Operation records shown on the customer detail; other areas append through recordCustomerEvent. */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    kind: varchar('kind', { length: 64 }).notNull(),
    detail: jsonb('detail').notNull().default({}),
    actorKind: varchar('actor_kind', { length: 8 }).notNull(),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_events_customer_idx').on(t.customerId, t.createdAt), index('customer_events_kind_idx').on(t.kind, t.createdAt)],
);

/** Customer access and refresh tokens (SHA-256 hashes only); a session is the family of one sign-in. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionId: uuid('session_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** access | refresh */
    kind: varchar('kind', { length: 8 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** a refresh token is used once; a second use ends its whole session */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_tokens_session_idx').on(t.sessionId), index('customer_tokens_customer_idx').on(t.customerId)],
);

/** Prospects who have not registered yet; staff convert them into customers. */
export const forecastUsers = pgTable(
  'forecast_users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 128 }),
    phone: varchar('phone', { length: 32 }),
    name: varchar('name', { length: 64 }),
    country: varchar('country', { length: 2 }),
    /** where the lead came from: exhibition, dealer, website, campaign … */
    source: varchar('source', { length: 32 }).notNull().default('website'),
    remark: varchar('remark', { length: 500 }),
    /** pending | converted */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    customerId: integer('customer_id'),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forecast_users_created_idx').on(t.createdAt).where(sql`${t.delFlag} = false`),
    index('forecast_users_email_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('forecast_users_status_idx').on(t.status, t.createdAt).where(sql`${t.delFlag} = false`),
  ],
);
