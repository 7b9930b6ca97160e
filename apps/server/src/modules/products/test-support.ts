// Fixtures for other areas' tests (only tests may import this file): rows the products API
// would take several calls to build.
import type { TestApp } from '../../../test/helpers';
import { productBrands, productModels, products } from './products.tables';

export const insertProducts = (t: TestApp, rows: Array<typeof products.$inferInsert>) => t.ctx.db.insert(products).values(rows).returning();
export const insertBrands = (t: TestApp, rows: Array<typeof productBrands.$inferInsert>) => t.ctx.db.insert(productBrands).values(rows).returning();
export const insertModels = (t: TestApp, rows: Array<typeof productModels.$inferInsert>) => t.ctx.db.insert(productModels).values(rows).returning();
