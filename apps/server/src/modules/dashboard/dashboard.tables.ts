import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A dashboard e-mailed weekly or monthly to console users (each must be allowed to view dashboards when it is sent). */
export const dashboardSchedules = pgTable(
  'dashboard_schedules',
  {
    id: serial('id').primaryKey(),
    /** current | product | sale | user | aftersale */
    dashboard: varchar('dashboard', { length: 16 }).notNull(),
    /** weekly | monthly */
    frequency: varchar('frequency', { length: 8 }).notNull(),
    /** hours east of UTC the months and the sending time are taken in (0 or 8) */
    zone: smallint('zone').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    recipientIds: jsonb('recipient_ids').$type<number[]>().notNull(),
    attachPdf: boolean('attach_pdf').notNull().default(false),
    createdBy: integer('created_by').notNull(),
    createdByName: varchar('created_by_name', { length: 64 }).notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastSent: integer('last_sent').notNull().default(0),
    lastSkipped: integer('last_skipped').notNull().default(0),
    delFlag: boolean('del_flag').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dashboard_schedules_due_idx').on(t.nextRunAt).where(sql`${t.delFlag} = false`),
    index('dashboard_schedules_created_idx').on(t.createdAt, t.id),
  ],
);
