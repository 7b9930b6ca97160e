import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** First-leg transports (/supply/firstLegTransport): a chain of legs to an overseas or platform warehouse. */
export const firstLegTransports = pgTable(
  'first_leg_transports',
  {
    id: serial('id').primaryKey(),
    no: varchar('no', { length: 32 }).notNull(),
    transferPlanId: integer('transfer_plan_id'),
    destinationWarehouseId: integer('destination_warehouse_id').notNull(),
    remark: varchar('remark', { length: 500 }),
    /** computed from the legs on every write (planned / inTransit / arrived), kept for the filter */
    status: varchar('status', { length: 16 }).notNull().default('planned'),
    /** the last leg's ETA, kept for the filter and sort */
    eta: timestamp('eta', { withTimezone: true }),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('first_leg_transports_no_idx').on(t.no),
    index('first_leg_transports_no_prefix_idx').using('btree', sql`lower(${t.no}) text_pattern_ops`),
    index('first_leg_transports_created_idx').on(t.createdAt, t.id),
    index('first_leg_transports_status_idx').on(t.status, t.createdAt),
    index('first_leg_transports_eta_idx').on(t.eta, t.id),
    index('first_leg_transports_dest_idx').on(t.destinationWarehouseId, t.createdAt),
  ],
);

export const firstLegLegs = pgTable(
  'first_leg_legs',
  {
    id: serial('id').primaryKey(),
    transportId: integer('transport_id')
      .notNull()
      .references(() => firstLegTransports.id),
    seq: integer('seq').notNull(),
    fromPlace: varchar('from_place', { length: 128 }).notNull(),
    toPlace: varchar('to_place', { length: 128 }).notNull(),
    mode: varchar('mode', { length: 16 }).notNull(),
    carrier: varchar('carrier', { length: 128 }),
    trackingNo: varchar('tracking_no', { length: 64 }),
    departedAt: timestamp('departed_at', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (t) => [
    index('first_leg_legs_transport_idx').on(t.transportId, t.seq),
    index('first_leg_legs_tracking_prefix_idx').using('btree', sql`lower(${t.trackingNo}) text_pattern_ops`),
  ],
);
