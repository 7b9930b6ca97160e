import { integer, pgView, varchar } from 'drizzle-orm/pg-core';

/**
 * Read-only columns of `depts` that user administration joins over (a user's department
 * name in lists). It names the table itself (`.existing()`: no database view is created)
 * and Drizzle allows no insert or update on it.
 */
export const deptNamesView = pgView('depts', {
  id: integer('id').notNull(),
  name: varchar('name', { length: 64 }).notNull(),
}).existing();
