import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Knowledge categories: two levels; a child shares its parent's knowledge type (KB-05). */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: serial('id').primaryKey(),
    /** null at the top level */
    parentId: integer('parent_id'),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    knowledgeType: varchar('knowledge_type', { length: 16 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_categories_parent_idx').on(t.parentId, t.sort, t.id), index('knowledge_categories_type_idx').on(t.knowledgeType, t.sort)],
);

/**
 * Knowledge items. search_terms is computed by the server from the title and the text of both
 * bodies (lower-case Latin words, CJK characters and CJK bigrams); a GIN index serves `@>`.
 */
export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    knowledgeType: varchar('knowledge_type', { length: 16 }).notNull(),
    bigClassify: integer('big_classify').notNull(),
    smallClassify: integer('small_classify').notNull(),
    /** sanitised HTML */
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** draft | published */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    searchTerms: text('search_terms').array().notNull().default(sql`'{}'::text[]`),
    fileCount: integer('file_count').notNull().default(0),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    updatedByName: varchar('updated_by_name', { length: 64 }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_items_terms_idx').using('gin', t.searchTerms),
    index('knowledge_items_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
    index('knowledge_items_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('knowledge_items_big_idx').on(t.bigClassify, t.updatedAt),
    index('knowledge_items_small_idx').on(t.smallClassify, t.updatedAt),
    index('knowledge_items_type_idx').on(t.knowledgeType, t.updatedAt),
    index('knowledge_items_status_idx').on(t.status, t.updatedAt),
  ],
);

/** Every change of an item: who, when, which fields, and the item as it was after it. */
export const knowledgeRevisions = pgTable(
  'knowledge_revisions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull(),
    version: integer('version').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    changed: text('changed').array().notNull().default(sql`'{}'::text[]`),
    userId: integer('user_id'),
    username: varchar('username', { length: 64 }),
    /** { title, contentZh, contentEn, status, fileNames } after the change */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_revisions_item_idx').on(t.itemId, t.id)],
);
