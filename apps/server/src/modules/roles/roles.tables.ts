import { boolean, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    roleName: varchar('role_name', { length: 64 }).notNull(),
    roleCode: varchar('role_code', { length: 64 }).notNull(),
    roleDesc: varchar('role_desc', { length: 255 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_code_uq').on(t.roleCode)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id').notNull(),
    menuId: integer('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);
