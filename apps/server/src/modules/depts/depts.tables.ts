import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const depts = pgTable(
  'depts',
  {
    id: serial('id').primaryKey(),
    /** 0 for the top level */
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    dingtalkDeptId: varchar('dingtalk_dept_id', { length: 64 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('depts_parent_idx').on(t.parentId, t.sortOrder), uniqueIndex('depts_dingtalk_uq').on(t.dingtalkDeptId)],
);
