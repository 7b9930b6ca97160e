import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    realName: varchar('real_name', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 128 }),
    phone: varchar('phone', { length: 20 }),
    deptId: integer('dept_id'),
    /** staff | dealer | expert; only staff are listed in user administration */
    userType: varchar('user_type', { length: 16 }).notNull().default('staff'),
    /** disabled or locked by an administrator: sign-in answers 15601 */
    lockFlag: boolean('lock_flag').notNull().default(false),
    passwordExpired: boolean('password_expired').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    pwdIntensity: smallint('pwd_intensity').notNull().default(0),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    dingtalkUserId: varchar('dingtalk_user_id', { length: 64 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_dingtalk_uq').on(t.dingtalkUserId),
    index('users_dept_idx').on(t.deptId, t.id),
    index('users_type_created_idx').on(t.userType, t.createdAt),
    index('users_phone_idx').on(t.phone),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);
