import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Every stored file. The bytes live in the storage (disk under DATA_DIR/files/store or S3)
 * at `storageKey`, a name the server generates; `name` is the cleaned name shown to people.
 * A file with no owner yet is an upload waiting to be attached; the cleanup job removes
 * those after a day (zips after 30 days, IMP-02).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    /** insertion order: "oldest first" even when two files share a timestamp */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    area: varchar('area', { length: 32 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** extension judged by content, e.g. png, pdf, zip, txt */
    ext: varchar('ext', { length: 16 }).notNull(),
    /** MIME type judged by content */
    mime: varchar('mime', { length: 100 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** staff | customer | device */
    uploaderKind: varchar('uploader_kind', { length: 16 }).notNull(),
    uploaderId: integer('uploader_id').notNull(),
    /** the record the file belongs to (the area's own id, as text); null until attached */
    ownerId: varchar('owner_id', { length: 64 }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('files_owner_idx').on(t.area, t.ownerId, t.seq), index('files_orphans_idx').on(t.createdAt).where(sql`${t.ownerId} is null`)],
);

/**
 * Resumable (tus) uploads: who started which upload id, for which area, and the file it
 * became once complete. An upload id of another user is refused.
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    id: varchar('id', { length: 128 }).primaryKey(),
    area: varchar('area', { length: 32 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    uploaderId: integer('uploader_id').notNull(),
    length: bigint('length', { mode: 'number' }),
    fileId: uuid('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('file_uploads_created_idx').on(t.createdAt)],
);
