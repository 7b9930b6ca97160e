import { boolean, integer, pgView, varchar } from 'drizzle-orm/pg-core';

/**
 * Read-only columns of `users` that auth joins over (is the session's user live?). It names
 * the table itself (`.existing()`: no database view is created) and Drizzle allows no
 * insert or update on it.
 */
export const usersView = pgView('users', {
  id: integer('id').notNull(),
  username: varchar('username', { length: 64 }).notNull(),
  realName: varchar('real_name', { length: 64 }).notNull(),
  lockFlag: boolean('lock_flag').notNull(),
  delFlag: boolean('del_flag').notNull(),
}).existing();
