import { integer, pgView, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Read-only columns of devices for other areas' queries: the owner, the status and the software
 * expiry time. The message centre's audience condition "software expiry time" (MSG-18) reads
 * them in an EXISTS subquery by owner (served by `devices_customer_idx`); "product model" reads
 * the owner and the model the same way.
 */
export const deviceExpiryColumns = pgView('devices', {
  id: integer('id').notNull(),
  customerId: integer('customer_id'),
  /** unactivated | activated | disabled | locked | unbound | transferring */
  status: varchar('status', { length: 16 }).notNull(),
  /** the software expiry time (renewed by "renew software"); warranty is another column */
  expiryTime: timestamp('expiry_time', { withTimezone: true }),
  productModelId: integer('product_model_id'),
}).existing();
