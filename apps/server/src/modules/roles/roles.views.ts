import { boolean, integer, pgView, varchar } from 'drizzle-orm/pg-core';

/*
 * Read-only column sets of the roles area's tables, for the one query that joins over
 * several areas (auth's access grants). They name the tables themselves (`.existing()`:
 * no database view is created) and Drizzle allows no insert or update on them.
 */

export const rolesView = pgView('roles', {
  id: integer('id').notNull(),
  roleCode: varchar('role_code', { length: 64 }).notNull(),
  roleName: varchar('role_name', { length: 64 }).notNull(),
  delFlag: boolean('del_flag').notNull(),
}).existing();

export const userRolesView = pgView('user_roles', {
  userId: integer('user_id').notNull(),
  roleId: integer('role_id').notNull(),
}).existing();
