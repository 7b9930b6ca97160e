import { boolean, integer, pgView, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Read-only columns of customers for other areas' joins (devices list with the owner; the message centre's audiences). The
 * phone is the stored one: whoever shows it masks it unless the caller may see it whole.
 */
export const customerColumns = pgView('customers', {
  id: integer('id').notNull(),
  account: varchar('account', { length: 128 }).notNull(),
  email: varchar('email', { length: 128 }),
  phone: varchar('phone', { length: 32 }),
  name: varchar('name', { length: 64 }),
  country: varchar('country', { length: 2 }),
  /** the message centre's audience conditions (MSG-18) read these */
  classification: varchar('classification', { length: 8 }).notNull(),
  source: varchar('source', { length: 16 }).notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  userType: varchar('user_type', { length: 16 }),
  language: varchar('language', { length: 8 }).notNull(),
  productId: integer('product_id'),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  delFlag: boolean('del_flag').notNull(),
}).existing();
