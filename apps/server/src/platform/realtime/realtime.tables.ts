import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The bell: one row a notice a user should see (unread until read_at is set). */
export const rtNotifications = pgTable(
  'rt_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    link: varchar('link', { length: 512 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('rt_notifications_user_idx').on(t.userId, t.id)],
);
