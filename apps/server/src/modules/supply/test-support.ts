// Fixtures for other areas' tests (only tests may import this file).
import type { TestApp } from '../../../test/helpers';
import { channels, suppliers, warehouses } from './supply.tables';

export const insertChannels = (t: TestApp, rows: Array<typeof channels.$inferInsert>) => t.ctx.db.insert(channels).values(rows).returning();
export const insertSuppliers = (t: TestApp, rows: Array<typeof suppliers.$inferInsert>) => t.ctx.db.insert(suppliers).values(rows).returning();
const TYPES = ['own', 'overseas', 'platform', 'inTransit'] as const;
/** `type` as the dictionary's code (1 own, 2 overseas, 3 platform, 4 in transit) or its name. */
export const insertWarehouses = (t: TestApp, rows: Array<Omit<typeof warehouses.$inferInsert, 'type'> & { type: number | (typeof TYPES)[number] }>) =>
  t.ctx.db
    .insert(warehouses)
    .values(rows.map((r) => ({ ...r, type: typeof r.type === 'number' ? TYPES[r.type - 1]! : r.type })))
    .returning();
