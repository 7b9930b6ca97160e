import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The menu tree (platform.md §3 "Menu node"). type 0 is a page or folder, type 1 a button
 * that carries a permission name; roles grant nodes of either type.
 */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    /** -1 for top-level nodes (the full menu is id -1, platform.md §2) */
    parentId: integer('parent_id').notNull().default(-1),
    name: varchar('name', { length: 64 }).notNull(),
    enName: varchar('en_name', { length: 128 }).notNull(),
    path: varchar('path', { length: 255 }),
    icon: varchar('icon', { length: 64 }),
    permission: varchar('permission', { length: 128 }),
    type: smallint('type').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 1 console page; 3 opens /evcharge/#{path}; 4 opens /factory/#{path} */
    platformType: smallint('platform_type').notNull().default(1),
    href: varchar('href', { length: 512 }),
    query: jsonb('query').$type<Record<string, string>>(),
    group: jsonb('group').$type<string[]>(),
    /** role codes that may see the entry (meta.roles); empty means every role */
    metaRoles: jsonb('meta_roles').$type<string[]>(),
    keepAlive: boolean('keep_alive').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menus_parent_idx').on(t.parentId, t.sortOrder), uniqueIndex('menus_permission_uq').on(t.permission), index('menus_path_idx').on(t.path)],
);

/** The nodes each role is granted (the roles area edits them through menus/grants.repository.ts). */
export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id').notNull(),
    menuId: integer('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);
