// Fixtures for other areas' tests (only tests may import this file): supply has no screens yet.
import type { TestApp } from '../../../test/helpers';
import { channels, suppliers, warehouses } from './supply.tables';

export const insertChannels = (t: TestApp, rows: Array<typeof channels.$inferInsert>) => t.ctx.db.insert(channels).values(rows).returning();
export const insertSuppliers = (t: TestApp, rows: Array<typeof suppliers.$inferInsert>) => t.ctx.db.insert(suppliers).values(rows).returning();
export const insertWarehouses = (t: TestApp, rows: Array<typeof warehouses.$inferInsert>) => t.ctx.db.insert(warehouses).values(rows).returning();
