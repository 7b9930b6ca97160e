import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Saved views of kit lists (decision 0041): one person's, maybe shared with roles. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    /** the list's id (the kit list's `id`, e.g. supplier) */
    listKey: varchar('list_key', { length: 120 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    ownerName: varchar('owner_name', { length: 64 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    state: jsonb('state').notNull(),
    roleIds: integer('role_ids').array().notNull().default(sql`'{}'::integer[]`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_uq').on(t.ownerId, t.listKey, sql`lower(${t.name})`),
    index('saved_views_list_idx').on(t.listKey, t.ownerId),
    index('saved_views_roles_idx').using('gin', t.roleIds),
  ],
);

/** Each person's default view of a list. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: integer('user_id').notNull(),
    listKey: varchar('list_key', { length: 120 }).notNull(),
    viewId: integer('view_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listKey] }), index('saved_view_defaults_view_idx').on(t.viewId)],
);
