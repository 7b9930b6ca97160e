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

/** Who holds which role (user administration assigns them; a deleted user holds none). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** The roles a department's members get by default (queryRoleByDept). */
export const deptRoles = pgTable('dept_roles', { deptId: integer('dept_id').notNull(), roleId: integer('role_id').notNull() }, (t) => [
  primaryKey({ columns: [t.deptId, t.roleId] }),
]);
