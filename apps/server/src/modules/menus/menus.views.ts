import { boolean, integer, pgView, varchar } from 'drizzle-orm/pg-core';

/*
 * Read-only column sets of the menus area's tables, for the one query that joins over
 * several areas (auth's access grants). They name the tables themselves (`.existing()`:
 * no database view is created) and Drizzle allows no insert or update on them.
 */

export const menusView = pgView('menus', {
  id: integer('id').notNull(),
  permission: varchar('permission', { length: 128 }),
  enabled: boolean('enabled').notNull(),
  delFlag: boolean('del_flag').notNull(),
}).existing();

export const roleMenusView = pgView('role_menus', {
  roleId: integer('role_id').notNull(),
  menuId: integer('menu_id').notNull(),
}).existing();
