import { integer, pgView, varchar } from 'drizzle-orm/pg-core';

/**
 * Read-only columns of customers for other areas' joins (devices list with the owner). The
 * phone is the stored one: whoever shows it masks it unless the caller may see it whole.
 */
export const customerColumns = pgView('customers', {
  id: integer('id').notNull(),
  account: varchar('account', { length: 128 }).notNull(),
  email: varchar('email', { length: 128 }),
  phone: varchar('phone', { length: 32 }),
  name: varchar('name', { length: 64 }),
  country: varchar('country', { length: 2 }),
}).existing();
